/*
 * The supervisor and the guards of a one-file analysis (see solo.h).
 *
 * Protocol, child to supervisor, over a pipe: "begin TIMEOUT\n" when the
 * analysis begins, "end\n" when it ended. The supervisor repeats the run
 * with workers when the child ends between the two, or when TIMEOUT
 * seconds pass between them (it then kills the child).
 */
#define _GNU_SOURCE
#include "run/solo.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "run/limits.h"
#include "support/util.h"

#define SELF "/proc/self/exe"
/* What the analysis may print into its buffer; more ends it (SIGXFSZ), and a worker takes over. */
#define PRINTED_MAX (16u << 20)
/* The exit status of a child that asks the supervisor to repeat the run with workers. */
#define SOLO_EXIT_RETRY 74

static int report_fd = -1;	/* in the child: the pipe to the supervisor */

/* The supervisor */

static volatile sig_atomic_t child_pid;
static volatile sig_atomic_t forwarded;	/* a stop signal passed on to the child */

static void forward_signal(int sig)
{
	forwarded = sig;
	if (child_pid > 0)
		kill((pid_t)child_pid, sig);
}

/* Only wakes ppoll up (SIG_IGN would reap the child behind our back). */
static void on_child(int sig)
{
	(void)sig;
}

static const int stop_signals[SOLO_STOP_SIGNALS] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
#define NSTOP SOLO_STOP_SIGNALS

/* Runs timercheck again, every file in a worker. */
static _Noreturn void run_again(char **argv, const sigset_t *orig_mask)
{
	unsigned i;

	for (i = 0; i < NSTOP; i++)
		signal(stop_signals[i], SIG_DFL);
	signal(SIGCHLD, SIG_DFL);
	sigprocmask(SIG_SETMASK, orig_mask, NULL);
	setenv("TIMERCHECK_WORKERS", "always", 1);
	execv(SELF, argv);
	fprintf(stderr, "timercheck: error: the analysis of the file failed and cannot be "
		"repeated in a worker process: %s: %s\n", SELF, strerror(errno));
	exit(3);
}

/* Ends this process as the child ended: its exit status, or the same signal. */
static _Noreturn void end_like(int status, const sigset_t *orig_mask)
{
	if (WIFSIGNALED(status)) {
		int sig = WTERMSIG(status);

		signal(sig, SIG_DFL);
		sigprocmask(SIG_SETMASK, orig_mask, NULL);
		raise(sig);
		exit(128 + sig);
	}
	exit(WIFEXITED(status) ? WEXITSTATUS(status) : 3);
}

static long long now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/*
 * Reads what the child reported on fd: "begin T" sets *analysing (and the
 * deadline, -1 for none), "end" clears it. Returns 1 when it read something,
 * 0 when nothing was there, -1 at the end of the pipe.
 */
static int read_reports(int fd, char *line, size_t *len, size_t size, int *analysing,
			long long *deadline)
{
	ssize_t n = read(fd, line + *len, size - 1 - *len);
	char *nl;

	if (n < 0)
		return errno == EINTR || errno == EAGAIN ? 0 : -1;
	if (n == 0)
		return -1;
	*len += (size_t)n;
	line[*len] = '\0';
	while ((nl = strchr(line, '\n'))) {
		unsigned timeout = 0;

		*nl = '\0';
		if (sscanf(line, "begin %u", &timeout) == 1) {
			*analysing = 1;
			*deadline = timeout ? now_ms() + 1000LL * timeout : -1;
		} else if (strcmp(line, "end") == 0) {
			*analysing = 0;
		}
		*len -= (size_t)(nl + 1 - line);
		memmove(line, nl + 1, *len + 1);
	}
	if (*len == size - 1)
		*len = 0;	/* not a line of ours */
	return 1;
}

static _Noreturn void supervise(pid_t pid, int fd, char **argv)
{
	struct sigaction sa;
	sigset_t block, orig_mask, wait_mask;
	char line[64];
	size_t len = 0;
	int analysing = 0, open_pipe = 1, status = 0, timed_out = 0;
	long long deadline = -1;
	unsigned i;

	child_pid = pid;
	memset(&sa, 0, sizeof(sa));
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = SA_RESTART;
	sa.sa_handler = forward_signal;
	for (i = 0; i < NSTOP; i++)
		sigaction(stop_signals[i], &sa, NULL);
	sa.sa_handler = on_child;
	sigaction(SIGCHLD, &sa, NULL);
	/* SIGCHLD only while ppoll waits, so that none is missed. */
	sigemptyset(&block);
	sigaddset(&block, SIGCHLD);
	sigprocmask(SIG_BLOCK, &block, &orig_mask);
	wait_mask = orig_mask;
	sigdelset(&wait_mask, SIGCHLD);
	fcntl(fd, F_SETFL, O_NONBLOCK);

	for (;;) {
		struct pollfd p = { fd, POLLIN, 0 };
		struct timespec ts, *tsp = NULL;
		pid_t w = waitpid(pid, &status, WNOHANG);

		if (w == pid)
			break;
		if (w < 0 && errno != EINTR)
			exit(3);	/* no child: nothing can be said about the run */
		if (analysing && deadline >= 0) {
			long long left = deadline - now_ms();

			if (left <= 0) {
				kill(pid, SIGKILL);
				timed_out = 1;
				while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
					;
				break;
			}
			ts.tv_sec = (time_t)(left / 1000);
			ts.tv_nsec = (long)(left % 1000) * 1000000L;
			tsp = &ts;
		}
		if (ppoll(&p, open_pipe ? 1 : 0, tsp, &wait_mask) > 0 && open_pipe &&
		    read_reports(fd, line, &len, sizeof(line), &analysing, &deadline) < 0)
			open_pipe = 0;
	}
	/* The pipe may still hold the child's last reports. */
	while (open_pipe && read_reports(fd, line, &len, sizeof(line), &analysing, &deadline) > 0)
		;
	if ((analysing || timed_out) && !forwarded)
		run_again(argv, &orig_mask);
	end_like(status, &orig_mask);
}

int solo_supervise(char **argv)
{
	const char *workers = getenv("TIMERCHECK_WORKERS");
	pid_t parent = getpid(), pid;
	int p[2];

	if (workers || access(SELF, X_OK) != 0 || pipe2(p, O_CLOEXEC) != 0)
		return 0;
	fflush(NULL);	/* or both processes would own a copy of unwritten output */
	pid = fork();
	if (pid < 0) {
		close(p[0]);
		close(p[1]);
		return 0;
	}
	if (pid == 0) {
		close(p[0]);
		report_fd = p[1];
		/* The child must not outlive a supervisor that was killed. */
		prctl(PR_SET_PDEATHSIG, SIGKILL);
		if (getppid() != parent)
			_exit(3);
		return 1;
	}
	close(p[1]);
	supervise(pid, p[0], argv);
}

/* The child's guards */

static void report(const char *text)
{
	(void)!write(report_fd, text, strlen(text));
}

int solo_begin(struct solo_guard *g, const struct worker_options *wo, unsigned timeout)
{
	struct sigaction dfl;
	struct rlimit rl;
	char begin[32];
	int null, i;

	if (report_fd < 0)
		return -1;
	g->printed_fd = memfd_create("timercheck-printed", MFD_CLOEXEC);
	if (g->printed_fd < 0)
		return -1;
	null = open("/dev/null", O_RDONLY | O_CLOEXEC);
	if (null < 0) {
		close(g->printed_fd);
		return -1;
	}
	snprintf(begin, sizeof(begin), "begin %u\n", timeout);
	report(begin);

	fflush(NULL);	/* what was printed before goes where it was meant to */
	for (i = 0; i < 3; i++)
		g->saved_fd[i] = fcntl(i, F_DUPFD_CLOEXEC, 3);
	dup2(null, STDIN_FILENO);
	dup2(g->printed_fd, STDOUT_FILENO);
	dup2(g->printed_fd, STDERR_FILENO);
	close(null);

	getrlimit(RLIMIT_FSIZE, &g->fsize);
	rl = g->fsize;
	if (rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur > PRINTED_MAX)
		rl.rlim_cur = PRINTED_MAX;
	setrlimit(RLIMIT_FSIZE, &rl);
	getrlimit(RLIMIT_AS, &g->as);
	getrlimit(RLIMIT_CPU, &g->cpu);
	sigaction(SIGXCPU, NULL, &g->xcpu);
	limits_enter_worker(wo);
	/*
	 * A stop signal ends the analysis, as it stops a run with workers,
	 * even when this process was started with it ignored (a background
	 * job of a shell); the supervisor then ends by the same signal.
	 */
	memset(&dfl, 0, sizeof(dfl));
	dfl.sa_handler = SIG_DFL;
	sigemptyset(&dfl.sa_mask);
	for (i = 0; i < SOLO_STOP_SIGNALS; i++)
		sigaction(stop_signals[i], &dfl, &g->stop[i]);
	return 0;
}

/* The last WORKER_OUTPUT_KEEP bytes of fd, from its start. */
static void read_printed(int fd, char **printed, size_t *len, int *cut)
{
	off_t size = lseek(fd, 0, SEEK_END), from;
	ssize_t n;

	*printed = NULL;
	*len = 0;
	*cut = 0;
	if (size <= 0)
		return;
	from = size > WORKER_OUTPUT_KEEP ? size - WORKER_OUTPUT_KEEP : 0;
	*cut = from > 0;
	*printed = xmalloc((size_t)(size - from));
	n = pread(fd, *printed, (size_t)(size - from), from);
	*len = n > 0 ? (size_t)n : 0;
}

void solo_end(struct solo_guard *g, char **printed, size_t *len, int *cut)
{
	int i;

	fflush(NULL);	/* what the analysis printed through stdio is captured too */
	setrlimit(RLIMIT_CPU, &g->cpu);
	setrlimit(RLIMIT_AS, &g->as);
	setrlimit(RLIMIT_FSIZE, &g->fsize);
	sigaction(SIGXCPU, &g->xcpu, NULL);
	for (i = 0; i < SOLO_STOP_SIGNALS; i++)
		sigaction(stop_signals[i], &g->stop[i], NULL);
	for (i = 0; i < 3; i++) {
		if (g->saved_fd[i] >= 0) {
			dup2(g->saved_fd[i], i);
			close(g->saved_fd[i]);
		} else {
			close(i);
		}
	}
	read_printed(g->printed_fd, printed, len, cut);
	close(g->printed_fd);
	report("end\n");
}

_Noreturn void solo_retry_in_worker(void)
{
	_exit(SOLO_EXIT_RETRY);
}
