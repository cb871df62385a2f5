/*
 * One file analysed in timercheck's own process, isolated all the same.
 *
 * A call that analyses one file (a Kbuild CHECK call, `timercheck -p . FILE`,
 * an editor's save hook) spent about 30 ms of CPU on its worker (worker.h):
 * the fork of a process that holds libclang, the worker's start-up parse
 * and the facts' round trip through a pipe. docs/performance.md, "One file,
 * no worker".
 *
 * So the isolation moves up. solo_supervise(), called by main() once the
 * command line is read and before anything large is loaded, forks: the
 * child does the whole run, the original process (the supervisor) waits and
 * ends as the child did (its exit status, or the signal that killed it).
 * Between solo_begin() and solo_end() the child analyses its file itself,
 * under a worker's guards: standard input is /dev/null, what libclang prints
 * is captured (only --verbose shows it, as from a worker), the worker's
 * memory and CPU limits apply, and the supervisor enforces the timeout. If
 * the child dies, exceeds a limit or times out in between, the supervisor
 * runs timercheck again with TIMERCHECK_WORKERS=always: the file is analysed
 * in a worker as before, so the failure is told in the worker's words with
 * the worker's exit status. Nothing of the analysis had been printed yet,
 * so nothing is printed twice; a hanging file costs its timeout twice.
 *
 * TIMERCHECK_WORKERS set to anything turns all of this off (every file in a
 * worker). docs/reliability.md, "One file, one process".
 */
#ifndef TIMERCHECK_RUN_SOLO_H
#define TIMERCHECK_RUN_SOLO_H

#include <signal.h>
#include <stddef.h>
#include <sys/resource.h>

#include "run/worker.h"

/*
 * Starts the supervisor. Returns 1 in the child, which may then analyse one
 * file with solo_begin(), or 0 when no supervisor was started (the
 * environment asks for workers, or /proc/self/exe, a pipe or fork is
 * missing): the run goes on in this process, with workers. Never returns in
 * the supervisor. argv is main()'s, used to run timercheck again.
 */
int solo_supervise(char **argv);

/* SIGINT, SIGTERM, SIGHUP and SIGQUIT: the supervisor passes them on. */
#define SOLO_STOP_SIGNALS 4

/* The state solo_begin() changed, restored by solo_end(). */
struct solo_guard {
	int saved_fd[3];	/* copies of standard input, output and error, or -1 */
	int printed_fd;		/* a memfd that receives what the analysis prints */
	struct rlimit fsize, as, cpu;	/* the limits before */
	struct sigaction xcpu;		/* SIGXCPU's disposition before */
	struct sigaction stop[SOLO_STOP_SIGNALS];	/* the stop signals' dispositions before */
};

/*
 * Tells the supervisor that the analysis begins (timeout: seconds, 0 for
 * none) and puts up the guards: wo's memory and CPU limits, standard input
 * from /dev/null, standard output and error into a buffer. Returns 0, or -1
 * with nothing changed when this process has no supervisor or a guard
 * cannot be set up: the caller then uses a worker.
 */
int solo_begin(struct solo_guard *g, const struct worker_options *wo, unsigned timeout);

/*
 * Takes the guards down and tells the supervisor that the analysis ended.
 * *printed (malloc'd, *len bytes, possibly 0) is the end of what the
 * analysis printed; *cut says that more came before it. Cannot fail.
 */
void solo_end(struct solo_guard *g, char **printed, size_t *len, int *cut);

/*
 * Ends this process before solo_end() so that the supervisor repeats the
 * run with workers: for a file the analysis could not parse, which a worker
 * reports in its own words (or blames on libclang, after its start-up
 * check). Never returns.
 */
_Noreturn void solo_retry_in_worker(void);

#endif
