/*
 * The type key (facts/type_key.h) of a libclang type: the canonical type,
 * machine-readable, for the facts and for tu/fntype.c's comparisons.
 */
#ifndef TIMERCHECK_TU_TYPE_KEYS_H
#define TIMERCHECK_TU_TYPE_KEYS_H

#include "tu/clang.h"

/* The key of t's canonical type, malloc'd; never NULL (an unknown type is 'X' and its spelling). */
char *type_key(CXType t);

/* Forgets the keys made so far: call it when their TU is disposed (its types' addresses are reused). */
void type_keys_reset(void);

#endif
