/*
 * Registration casts: a call or store that registers a function through a
 * cast written at the registration gets what the cast rule knows of that
 * cast (facts/facts.h, "call" and "store"): FACT_F_CHECKED_CALL when the
 * same macro expansion calls the function (the checked setup idiom), and
 * the macro the cast is written in. The migration-integer-context rule
 * reads them: a context typed at both ends through a checked or
 * pack-sanctioned cast is no smuggle. Facts only; no libclang.
 */
#ifndef TIMERCHECK_TU_REGISTRATION_CASTS_H
#define TIMERCHECK_TU_REGISTRATION_CASTS_H

#include "facts/facts.h"

/* Marks tf's registrations from its cast facts (after the checked calls are resolved). */
void registration_casts_mark(struct tu_facts *tf);

#endif
