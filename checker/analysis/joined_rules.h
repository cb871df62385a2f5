/*
 * Rules over the cross-TU join: context round trips and container recovery.
 */
#ifndef TIMERCHECK_ANALYSIS_JOINED_RULES_H
#define TIMERCHECK_ANALYSIS_JOINED_RULES_H

#include <stdio.h>

#include "analysis/findings.h"
#include "analysis/join.h"

/*
 * How many registrations were matched with their callback's recovery, per
 * pack entry: the coverage report of --coverage (docs/usage.md).
 */
struct coverage_row {
	const char *entry;		/* pack entry name (borrowed from the model) */
	const char *pack;
	int inferred;			/* the pack is the inferred one (infer.h) */
	size_t registrations;		/* distinct registrations seen */
	size_t verified;		/* the callback's recovery matches what was registered */
	size_t mismatched;		/* a recovery disagrees (reported as a finding) */
	size_t no_recovery;		/* the callback turns nothing back into the registered type */
	struct ptrvec unverified;	/* char *: "file:line: callback" for each registration not verified */
};

struct coverage {
	struct ptrvec rows;		/* struct coverage_row * */
};
#define COVERAGE_INIT { PTRVEC_INIT }

/*
 * Appends the findings of the round-trip and container rules; counts
 * coverage if cov is not NULL. With explain, a finding of an inferred API
 * gets a note naming its declaration (--verbose).
 */
void xrules_check(const struct join *j, struct findings *out, struct coverage *cov, int explain);

/* Prints the table; with details, also every registration that was not verified. */
/*
 * Prints the packs in use and the table; with details, also every
 * registration that was not verified. An empty table says so, naming how
 * many TUs were looked at.
 */
void coverage_print(FILE *out, const struct coverage *cov, const struct model *m, size_t tus,
		    int details);
void coverage_release(struct coverage *cov);

#endif
