/*
 * Rules over the cross-TU join: context round trips and container recovery.
 */
#ifndef TIMERCHECK_XRULES_H
#define TIMERCHECK_XRULES_H

#include "diag.h"
#include "join.h"

/* Appends the findings of the round-trip and container rules. Cannot fail. */
void xrules_check(const struct join *j, struct findings *out);

#endif
