/*
 * Worker processes: the per-TU step (tu_analyze) run in forked children, so
 * that a TU on which libclang crashes, aborts or hangs costs that TU only.
 *
 * Each worker creates its own CXIndex after the fork and parses a one-line
 * buffer before it says it is ready; the parent never holds libclang parse
 * state. The parent sends a ready worker one task (an index into the
 * command list) at a time over a pipe and reads the result back over a second
 * pipe as one frame: a header line, the worker's --verbose text, then the TU's
 * record in the facts format (facts.h). A worker that dies, or that runs past
 * the timeout (it is then killed with SIGKILL), yields a TU_FAILED record for
 * its task, and a new worker takes its place. A worker's standard input is
 * /dev/null and its standard output and error are a third pipe: nothing it
 * prints reaches the user but as --verbose text. docs/design.md, "Workers".
 *
 * Nothing here decides the order of results: tasks finish in any order and
 * the caller (engine.c) puts them back in input order.
 */
#ifndef TIMERCHECK_RUN_WORKER_H
#define TIMERCHECK_RUN_WORKER_H

#include <stddef.h>

#include "input/compdb.h"
#include "facts/facts.h"

/* The end of what a worker prints that is kept for --verbose, in bytes. */
#define WORKER_OUTPUT_KEEP 16384

struct worker_options {
	unsigned jobs;		/* worker processes at most; at least 1 */
	unsigned timeout;	/* seconds one TU may take, 0 for no limit */
	unsigned recycle;	/* replace a worker after this many TUs, 0 for never */
	int verbose;		/* pass tu_analyze's explanations back with each result */
	int hash_deps;		/* record the TU's input files and their hashes (for the cache) */
	void (*tick)(void *data);	/* called with worker_run's data at least twice a
					   second while waiting, or NULL */
	/* Resource limits set in each worker (run/limits.h). */
	unsigned long long memory_limit;	/* RLIMIT_AS in bytes, 0 for none */
	unsigned cpu_limit;			/* CPU seconds per task, 0 for none */
	int memory_limit_from, cpu_limit_from;	/* enum engine_limit_origin */
};

/*
 * Receives one finished task in the parent, in completion order. tf is the
 * TU's facts (the callee takes its contents); log is the worker's --verbose
 * text for the TU, possibly empty, never NULL.
 */
typedef void (*worker_done_fn)(size_t task, struct tu_facts *tf, const char *log, void *data);

/*
 * Analyses the compile commands cmds->items[tasks[i]] for every i < ntasks in
 * worker processes and calls done exactly once per task. Every failure of a
 * task (a crash, running out of memory, a timeout) becomes a TU_FAILED record
 * with one FACT_DIAG naming the cause. Returns 0. The exception: when no
 * worker could start in this run (START_ATTEMPTS in a row died before they
 * were ready, or fork failed), no file is to blame, so no task is failed:
 * returns -1 with *fatal (malloc'd) saying why, and done has not been
 * called for the tasks left. All worker processes have been reaped when it
 * returns. The caller must not hold a CXIndex or a parsed TU (nothing of
 * libclang crosses a fork).
 *
 * Interrupted by SIGINT, SIGTERM or SIGHUP, it kills and reaps the workers
 * and returns 0 at once: done has been called for the tasks that finished
 * and not for the others, and worker_interrupted() names the signal. (The
 * workers ignore SIGINT, which ^C sends to them too: they do not die of it
 * as if their file crashed them.)
 *
 * Test hook: the environment variable TIMERCHECK_TEST_CRASH, a comma-separated
 * list of MODE:BASENAME (MODE is segv, abort, hang, exit, slow or print; a
 * bare BASENAME means segv), makes a worker raise SIGSEGV, call abort(),
 * sleep forever, exit with status 3, wait a second before analysing, or
 * print forged diagnostics on its standard output and error and read its
 * standard input before analysing, when it reaches a main file of that base
 * name.
 */
int worker_run(const struct ptrvec *cmds, const size_t *tasks, size_t ntasks,
	       const struct worker_options *opts, worker_done_fn done, void *data, char **fatal);

/* The signal that interrupted the last worker_run, or 0. */
int worker_interrupted(void);

/*
 * Fills tf (empty) with a TU_FAILED record for file: one FACT_DIAG at the
 * file with the given message. Cannot fail.
 */
void worker_failed_facts(struct tu_facts *tf, const char *file, const char *message);

/*
 * A worker's output for the --verbose log of file: one line per line it
 * printed (len bytes at printed; cut: its beginning was lost), control
 * characters as \ooo, so that it cannot fake one of our lines. Malloc'd.
 */
char *worker_printed_log(const char *printed, size_t len, int cut, const char *file);

/* The TIMERCHECK_TEST_CRASH hook above, for a process that analyses file itself (solo.h). */
void worker_test_hook(const char *file);

#endif
