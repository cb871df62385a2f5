/*
 * Function-type compatibility (C11 6.7.6.3, 6.2.7) on libclang types, and
 * the classification of how two function types differ. Used by the
 * extractor; rules only ever see the resulting enum cast_mismatch.
 */
#ifndef TIMERCHECK_TU_FNTYPE_H
#define TIMERCHECK_TU_FNTYPE_H

#include "tu/clang.h"

#include "facts/facts.h"

/* True for a (canonical) function type, prototyped or not. */
int fntype_is_function(CXType t);

/* If t is a pointer to a function type, returns that function type; else a CXType_Invalid type. */
CXType fntype_pointee_function(CXType t);

/* True for the generic function-pointer type 'void (*)(void)' (the usual laundering type). */
int fntype_is_generic(CXType fn);

/*
 * Compares the function type real (what the function really is) with to (the
 * type it is cast to). Returns MISMATCH_NONE when compatible, else the most
 * severe difference; *param receives the 1-based parameter concerned, or 0 for
 * the return type or a whole-list difference.
 */
enum cast_mismatch fntype_compare(CXType real, CXType to, int *param);

/* True when a and b are the same type, ignoring top-level qualifiers. */
int fntype_same_unqualified(CXType a, CXType b);

#endif
