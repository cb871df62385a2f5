/*
 * bench.h: helpers shared by the benchmark's translation units.
 */
#ifndef TIMERCORE_BENCH_H
#define TIMERCORE_BENCH_H

#include <stddef.h>

double bench_cpu_seconds(void);
/* Sorts v and returns its median. */
double bench_median(double *v, int n);

/*
 * Workload a (N timers at random expiries in [1, 2^16), run until all
 * fire) with a callback that recovers its container with from_timer():
 * built without (bench_fp_off.c) and with (bench_fp_on.c)
 * TIMERCORE_DEBUG_TYPES.  Return ns per timer.
 */
double bench_fp_off(size_t n);
double bench_fp_on(size_t n);

#endif
