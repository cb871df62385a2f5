/*
 * Which cast functions are really called through their cast's type, and
 * with what: the evidence that lifts a callback-cast-* finding from "legal
 * but untyped" (a cast function only stored) to a call that traps under
 * kCFI, or that passes another object than the function takes (a bug on
 * every target). Built from the cross-TU join's bindings: a registration
 * with an API whose dispatcher calls the callback (a pack's entry, or an
 * inferred one resting on more than a prototype). Facts only.
 */
#ifndef TIMERCHECK_ANALYSIS_CALLED_CASTS_H
#define TIMERCHECK_ANALYSIS_CALLED_CASTS_H

#include "analysis/join.h"
#include "support/strmap.h"

/* One registration that makes an API call a cast function through the cast's type. */
struct cast_caller {
	const struct fact *reg;		/* the call or store that registers it (borrowed) */
	const char *api;		/* the API's entry name (borrowed from the model) */
	char *passed;			/* what the call passes the function, spelled; NULL if unknown */
	int param;			/* the function's parameter that receives it (1-based), 0 if unknown */
	int other_object;		/* passed is provably not what that parameter points to */
};

struct called_casts {
	struct strmap by_cast;		/* "USR<TAB>line:col:file" of a cast -> struct ptrvec * of callers */
};
#define CALLED_CASTS_INIT { STRMAP_INIT }

/*
 * Indexes the registrations of j (built from set) by the place their
 * function is cast; j must outlive cc.
 */
void called_casts_build(struct called_casts *cc, const struct join *j,
			const struct facts_set *set);

/* The registrations (struct cast_caller *) that call the function of cast fact f; NULL if none. */
const struct ptrvec *called_casts_of(const struct called_casts *cc, const struct fact *f);

void called_casts_release(struct called_casts *cc);

#endif
