/*
 * Rules over the cross-TU join: context round trips and container recovery.
 */
#ifndef TIMERCHECK_ANALYSIS_JOINED_RULES_H
#define TIMERCHECK_ANALYSIS_JOINED_RULES_H

#include "analysis/findings.h"
#include "analysis/coverage.h"
#include "analysis/join.h"

/*
 * Appends the findings of the round-trip and container rules, each naming
 * the registrations it is about (finding_add_site()); records --coverage's
 * check of every binding into cov if it is not NULL (coverage.h). With
 * explain, a finding of an inferred API gets a note naming its declaration
 * (--verbose).
 */
void xrules_check(const struct join *j, struct findings *out, struct coverage *cov, int explain);

#endif
