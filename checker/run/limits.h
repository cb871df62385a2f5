/*
 * Resource limits of the analysis processes, so that a hostile or simply
 * enormous file (a macro that expands to 2^40 tokens) fails that file alone
 * instead of exhausting the machine. docs/reliability.md, "Resource limits".
 *
 * Each worker (worker.h) sets RLIMIT_AS to the memory limit right after
 * fork, and before each file an RLIMIT_CPU soft limit that many CPU seconds
 * past what it has used so far. A limit the user already set lower (ulimit
 * -v, ulimit -t) is kept: nothing here raises a limit. The parent turns a
 * worker's death at a limit into "exceeded the memory limit
 * (--memory-limit=1G) while analysing this file" for that file.
 *
 * Sizes and defaults are computed in support/limit_values.c; this file
 * reads the machine (/proc/meminfo, cgroup files) and makes the system calls.
 */
#ifndef TIMERCHECK_RUN_LIMITS_H
#define TIMERCHECK_RUN_LIMITS_H

#include <stddef.h>

#include "run/engine.h"
#include "run/worker.h"

struct cli;
struct config;

/* A worker's exit status when it ran past its CPU limit (SIGXCPU). */
#define LIMITS_EXIT_CPU 73

/*
 * The machine's memory in bytes: the smaller of /proc/meminfo's MemTotal
 * and this process's cgroup memory limit (v2 memory.max, v1
 * memory.limit_in_bytes), or 0 when none can be read. Cannot fail.
 */
unsigned long long limits_machine_memory(void);

/*
 * Sets eo's limits from --memory-limit and --cpu-limit, then lowers them
 * (never raises or lifts them) to run_config's MemoryLimit and CpuLimit, as
 * such a file comes with the tree being checked. run_config may be NULL.
 * eo->jobs must be set first (the default memory limit is a share).
 */
void limits_choose(struct engine_options *eo, const struct cli *cli,
		   const struct config *run_config);

/* Copies eo's limits into wo, working out the default memory limit for wo->jobs. */
void limits_for_workers(const struct engine_options *eo, struct worker_options *wo);

/*
 * In a worker, right after fork: applies wo's memory limit and makes
 * SIGXCPU end the process with LIMITS_EXIT_CPU. Cannot fail (a limit the
 * system refuses is not applied).
 */
void limits_enter_worker(const struct worker_options *wo);

/* In a worker, before each file: grants it wo->cpu_limit more CPU seconds. */
void limits_begin_task(const struct worker_options *wo);

/*
 * In the parent: whether the worker ran under wo's memory limit rather
 * than a lower one of the user's own (ulimit -v).
 */
int limits_memory_is_ours(const struct worker_options *wo);

/*
 * Writes the limit as the user can change it: "--memory-limit=1G",
 * "--memory-limit=4G, the default" or "MemoryLimit: 512M in .timercheck"
 * (cpu: the same for the CPU limit). Cannot fail; truncates to size.
 */
void limits_name(const struct worker_options *wo, int cpu, char *buf, size_t size);

#endif
