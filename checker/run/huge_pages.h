/*
 * Transparent huge pages for timercheck's heap.
 *
 * A kernel TU's parse allocates 100-150 MB, touched once and 4 KiB at a
 * time: a page fault per page, about a fifth of a call's CPU time on the
 * machines we measure (docs/performance.md, "Huge pages for the heap").
 * glibc can ask the kernel for 2 MiB pages instead (MADV_HUGEPAGE on the
 * memory malloc gets), but only when told so in GLIBC_TUNABLES at start-up,
 * and only for the main arena, which libclang's parsing thread does not use
 * by default. So main() calls huge_pages_reexec() first: when the system
 * offers transparent huge pages and nobody chose otherwise, timercheck
 * executes itself again (/proc/self/exe, the same arguments) with
 * glibc.malloc.hugetlb=1 and glibc.malloc.arena_max=1 added to
 * GLIBC_TUNABLES. That costs one exec before libclang is loaded (about
 * 6 ms of CPU, 1 % of a kernel file); the run that follows is unchanged
 * but for its page faults.
 *
 * Left as it is: a GLIBC_TUNABLES that already names either tunable (the
 * user's choice, or our own exec), a run under valgrind (an exec would
 * leave it), a system whose transparent huge pages are off or unknown, a
 * C library other than glibc.
 */
#ifndef TIMERCHECK_RUN_HUGE_PAGES_H
#define TIMERCHECK_RUN_HUGE_PAGES_H

#include <stdio.h>

/* The tunables added, in this order, to those the environment has. */
#define HUGE_PAGES_TUNABLES "glibc.malloc.hugetlb=1:glibc.malloc.arena_max=1"

/*
 * Decides from the environment's GLIBC_TUNABLES and LD_PRELOAD (either may
 * be NULL) and the text of /sys/kernel/mm/transparent_hugepage/enabled
 * (NULL when unreadable) whether to execute again. Returns the new
 * GLIBC_TUNABLES value (malloc'd), or NULL with *why set to a static
 * reason not to.
 */
char *huge_pages_tunables(const char *tunables, const char *preload, const char *thp_enabled,
			  const char **why);

/*
 * Executes timercheck again with the tunables when huge_pages_tunables()
 * says so. Returns only when it does not (or the exec failed).
 */
void huge_pages_reexec(char **argv);

/* The --verbose line: whether this process's heap asks for huge pages, and why (not). */
void huge_pages_describe(FILE *out);

#endif
