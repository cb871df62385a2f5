/*
 * The libclang C API as checker/ uses it: clang-c's headers, then each
 * function renamed to its entry in libclang.c's table, so that libclang is
 * loaded on first use (libclang.h; docs/design.md, "Loading libclang").
 * A call is a load and an indirect call, as through the PLT. Include this,
 * never <clang-c/...> directly: a call that bypasses it does not link.
 */
#ifndef TIMERCHECK_TU_CLANG_H
#define TIMERCHECK_TU_CLANG_H

#include <clang-c/Index.h>

struct tc_libclang {
#define TC_FN(ret, name, params, args) ret (*name) params;
#define TC_VOID_FN TC_FN
#include "tu/libclang_fns.h"
#undef TC_FN
#undef TC_VOID_FN
};
extern struct tc_libclang tc_libclang;

#ifndef TIMERCHECK_LIBCLANG_TABLE
#include "tu/libclang_names.h"
#endif

#endif
