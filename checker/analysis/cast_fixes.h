/*
 * Cast fixes: the fix-its of a callback-cast-pointer-integer,
 * callback-cast-pointee or callback-cast-param-type finding, which make
 * the function one of the slot's type so the cast goes (or, when the
 * function has other users, point the cast at a generated adapter). Read
 * from the TU's edit facts; a cast they cannot prove safe gets none.
 */
#ifndef TIMERCHECK_ANALYSIS_CAST_FIXES_H
#define TIMERCHECK_ANALYSIS_CAST_FIXES_H

#include "analysis/findings.h"

/* The edit facts of one TU, indexed; NULL when it has no cast to fix. Free with cast_fix_index_free(). */
struct cast_fix_index;
struct cast_fix_index *cast_fix_index_new(const struct tu_facts *tf);
void cast_fix_index_free(struct cast_fix_index *ix);

/* Adds the fix-its for the finding fd of cast fact cast, if it can (ix may be NULL). Cannot fail. */
void cast_fix_add(struct finding *fd, const struct cast_fix_index *ix, const struct fact *cast);

#endif
