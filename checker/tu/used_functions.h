/*
 * Which static functions of the headers a TU walks. A kernel TU includes
 * thousands of static inline functions (5541 in drivers/atm/adummy.c) and
 * calls a few dozen (51): walking every body cost most of timercheck's own
 * time per TU (docs/performance.md). A static function has internal
 * linkage, so only code of this TU can run it; one this TU never names is
 * not in its object, and every TU that does name it walks it there. So the
 * walk (extract.c) defers static functions defined outside the main file
 * and walks one only once walked code names it (a call, an address taken,
 * a table's initialiser), repeating until nothing new is named.
 */
#ifndef TIMERCHECK_TU_USED_FUNCTIONS_H
#define TIMERCHECK_TU_USED_FUNCTIONS_H

#include "tu/clang.h"

#include <stddef.h>

struct used_functions {
	CXCursor *deferred;		/* definitions not walked yet */
	unsigned *deferred_hash;	/* clang_hashCursor of each one's canonical cursor */
	size_t n_deferred, cap_deferred;
	unsigned *named;		/* open addressing: clang_hashCursor of the canonical cursors named; 0 is empty */
	size_t n_named, cap_named;
	int has_zero;			/* a named cursor hashed to 0 */
};

#define USED_FUNCTIONS_INIT { NULL, NULL, 0, 0, NULL, 0, 0, 0 }

/* Whether the definition DEF, at file scope, waits until named (a static function outside the main file). */
int used_functions_defer(struct used_functions *u, CXCursor def);

/* A declaration walked code refers to; only functions count. */
void used_functions_note(struct used_functions *u, CXCursor referenced);

/* Walks (WALK) every deferred definition that is named, until no walk names another. */
void used_functions_walk_named(struct used_functions *u, void (*walk)(void *data, CXCursor fn),
			       void *data);

void used_functions_release(struct used_functions *u);

#endif
