/* bench_fp_off.c: the fingerprint benchmark, fingerprint off. */
#define BENCH_FP_FN bench_fp_off
#include "bench_fp.inc"
