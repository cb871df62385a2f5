/*
 * Function types on libclang types: what counts as a function type, the
 * generic storage types, and the classification of how two function types
 * differ, by the rules of facts/type_key.h (the same function the joined
 * rules use). Used by the extractor; rules only ever see the resulting
 * enum cast_mismatch and FACT_F_CFI_ONLY.
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
 * True when t (a function-pointer type, as written: typedefs count) is
 * Windows' generic FARPROC, NEARPROC or PROC, which GetProcAddress()
 * returns: storage, like void (*)(void).
 */
int fntype_is_windows_proc(CXType t);

/*
 * Compares the function type real (what the function really is) with to (the
 * type it is cast to) by C's rules. Returns MISMATCH_NONE when compatible,
 * else the most severe difference; *param receives the 1-based parameter
 * concerned, or 0 for the return type or a whole-list difference.
 */
enum cast_mismatch fntype_compare(CXType real, CXType to, int *param);

/* The same comparison by C's rules and by CFI's (which tells more types apart). */
struct fntype_diff {
	enum cast_mismatch c, cfi;
	int c_param, cfi_param;
};
void fntype_diff(CXType real, CXType to, struct fntype_diff *d);

#endif
