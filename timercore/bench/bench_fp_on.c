/*
 * bench_fp_on.c: the fingerprint benchmark, fingerprint on.  Compiled with
 * TIMERCORE_DEBUG_TYPES and linked against timercore_dt.
 */
#ifndef TIMERCORE_DEBUG_TYPES
#define TIMERCORE_DEBUG_TYPES
#endif
#define BENCH_FP_FN bench_fp_on
#include "bench_fp.inc"
