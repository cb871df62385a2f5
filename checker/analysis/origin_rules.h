/*
 * Rules asked of the origins (origins.h) rather than of one registration:
 * a pointer truncated on its way into a slot that is converted back into
 * a pointer somewhere, whatever API (or none) carries it.
 */
#ifndef TIMERCHECK_ANALYSIS_ORIGIN_RULES_H
#define TIMERCHECK_ANALYSIS_ORIGIN_RULES_H

#include "analysis/findings.h"
#include "analysis/join.h"

/*
 * context-truncation for every recovery whose slot (a field read from its
 * parameter, or the parameter itself) a truncated pointer reaches: at the
 * truncation, with a note at the recovery. Truncations that are a known
 * registration's context are reported by the registration rules.
 */
void origin_rules_check(const struct join *j, struct findings *out);

#endif
