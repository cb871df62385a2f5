/*
 * The values a local variable receives in its function: its initialiser
 * and every plain assignment to it (docs/value-flow.md, "Values through
 * local variables"). Whoever follows a value through a local asks here.
 */
#ifndef TIMERCHECK_TU_LOCAL_VALUES_H
#define TIMERCHECK_TU_LOCAL_VALUES_H

#include "tu/clang.h"

#define LOCAL_VALUES_MAX 4

/*
 * If var is a local variable of pointer or integer type (no linkage, not static, not
 * a parameter) whose every write its function shows (its address is never
 * taken, it is never incremented nor given a compound assignment), stores
 * the expressions assigned to it (initialiser first, then assignments in
 * source order) in out and returns how many (1..LOCAL_VALUES_MAX). Returns
 * 0 for anything else, or when it receives more values than that or none.
 * Walks the function's body once, on first need; the answer stays cached
 * until local_values_reset().
 */
int local_values(CXCursor var, CXCursor out[LOCAL_VALUES_MAX]);

/*
 * The same, and an integer local moved by ++, -- or a compound assignment
 * (a loop index) too: its values then include each compound assignment's
 * right side, and *moved is set (to 0 for a local never moved).
 * local_values() returns 0 for a moved local.
 */
int local_values_moved(CXCursor var, CXCursor out[LOCAL_VALUES_MAX], int *moved);

/* Forgets the cached function (call when a translation unit's walk starts and ends). */
void local_values_reset(void);

#endif
