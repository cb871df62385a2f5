/*
 * The worker pool (see worker.h): fork, hand out tasks, read frames back,
 * turn dead or stuck workers into TU_FAILED records, reap every child.
 *
 * Frame (worker to parent):
 *   frame<SP>TASK<SP>LOGLEN<SP>FACTSLEN\n  then LOGLEN bytes of --verbose text,
 *   then FACTSLEN bytes of one facts record (facts_write).
 * Task (parent to worker): TASK\n. A worker exits when its task pipe closes.
 */
#define _GNU_SOURCE
#include "run/worker.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include "tu/analyze.h"

#define MAX_HEADER 128		/* a frame header is far shorter */
#define MAX_ASSIGN_FAILURES 8	/* workers lost in a row before a task is given up */

struct slot {
	pid_t pid;		/* 0: no process in this slot */
	int cmd_fd;		/* parent writes tasks */
	int res_fd;		/* parent reads frames */
	int busy;
	size_t task;		/* the task in flight when busy */
	struct timespec started;
	unsigned finished;	/* tasks this process has finished */
	struct strbuf in;	/* bytes read that do not yet make a whole frame */
};

/* Set by the handler of SIGINT, SIGTERM and SIGHUP while worker_run waits. */
static volatile sig_atomic_t stop_signal;

static const int stop_signals[] = { SIGINT, SIGTERM, SIGHUP };
#define NSTOP (sizeof(stop_signals) / sizeof(stop_signals[0]))

struct pool {
	const struct ptrvec *cmds;
	const struct worker_options *opts;
	struct slot *slots;
	unsigned nslots;
	pid_t parent;
	const char *crash_hook;
	sigset_t orig_mask;	/* the signal mask to restore in workers */
	worker_done_fn done;
	void *data;
	size_t completed;
};

/* Plumbing shared by both sides */

static int write_all(int fd, const char *buf, size_t len)
{
	while (len) {
		ssize_t n = write(fd, buf, len);

		if (n < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		buf += n;
		len -= (size_t)n;
	}
	return 0;
}

static void close_fd(int *fd)
{
	if (*fd >= 0) {
		while (close(*fd) < 0 && errno == EINTR)
			;
		*fd = -1;
	}
}

/* The worker side. Never returns to the caller's code: it ends in _exit(). */

static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

/* The TIMERCHECK_TEST_CRASH hook (worker.h). */
static void test_hook(const char *hook, const char *file)
{
	const char *base = base_name(file), *p = hook;

	while (p && *p) {
		const char *end = strchr(p, ','), *colon;
		size_t len = end ? (size_t)(end - p) : strlen(p);
		const char *mode = "segv", *name = p;
		size_t mode_len = 4, name_len = len;

		colon = memchr(p, ':', len);
		if (colon) {
			mode = p;
			mode_len = (size_t)(colon - p);
			name = colon + 1;
			name_len = len - mode_len - 1;
		}
		if (name_len == strlen(base) && memcmp(name, base, name_len) == 0) {
			/* Default dispositions, so that a sanitizer's handler does not
			 * turn the signal into an ordinary exit. */
			if (mode_len == 4 && memcmp(mode, "segv", 4) == 0) {
				signal(SIGSEGV, SIG_DFL);
				raise(SIGSEGV);
			} else if (mode_len == 5 && memcmp(mode, "abort", 5) == 0) {
				signal(SIGABRT, SIG_DFL);
				abort();
			} else if (mode_len == 4 && memcmp(mode, "hang", 4) == 0) {
				for (;;)
					pause();
			} else if (mode_len == 4 && memcmp(mode, "exit", 4) == 0) {
				_exit(3);
			} else if (mode_len == 4 && memcmp(mode, "slow", 4) == 0) {
				sleep(1);	/* then analyse as usual */
			}
		}
		p = end ? end + 1 : NULL;
	}
}

/* Reads "TASK\n". Returns 0, or -1 at end of input or on a malformed line. */
static int read_task(int fd, size_t *task)
{
	char line[32];
	size_t len = 0;

	for (;;) {
		ssize_t n = read(fd, line + len, 1);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return -1;
		if (line[len] == '\n')
			break;
		if (++len == sizeof(line))
			return -1;
	}
	line[len] = '\0';
	if (!len || sscanf(line, "%zu", task) != 1)
		return -1;
	return 0;
}

/* Serialises tf into a malloc'd buffer. Returns 0, or -1 (nothing allocated). */
static int facts_to_buffer(const struct tu_facts *tf, char **buf, size_t *len)
{
	FILE *f = open_memstream(buf, len);

	if (!f)
		return -1;
	if (facts_write(f, tf) != 0) {
		fclose(f);
		free(*buf);
		return -1;
	}
	if (fclose(f) != 0) {
		free(*buf);
		return -1;
	}
	return 0;
}

static void child_analyze(const struct pool *pool, struct tu_parser *parser, size_t task, int out)
{
	const struct compile_cmd *cmd = pool->cmds->items[task];
	struct tu_options to = { NULL, pool->opts->hash_deps };
	struct tu_facts tf = TU_FACTS_INIT;
	char *log = NULL, *facts = NULL, header[MAX_HEADER];
	size_t loglen = 0, factslen = 0;
	FILE *logf = NULL;
	int hlen;

	if (pool->crash_hook)
		test_hook(pool->crash_hook, cmd->file);
	if (pool->opts->verbose) {
		logf = open_memstream(&log, &loglen);
		to.verbose = logf;
	}
	tu_analyze(parser, cmd, &to, &tf);
	if (logf && fclose(logf) != 0) {
		free(log);
		log = NULL;
		loglen = 0;
	}
	if (facts_to_buffer(&tf, &facts, &factslen) != 0)
		_exit(4);
	tu_facts_release(&tf);
	hlen = snprintf(header, sizeof(header), "frame %zu %zu %zu\n", task, loglen, factslen);
	if (write_all(out, header, (size_t)hlen) || write_all(out, log ? log : "", loglen) ||
	    write_all(out, facts, factslen))
		_exit(5);	/* the parent is gone */
	free(log);
	free(facts);
}

static void child_main(const struct pool *pool, int in, int out) __attribute__((noreturn));
static void child_main(const struct pool *pool, int in, int out)
{
	struct tu_parser *parser;
	size_t task;
	unsigned i;

	signal(SIGPIPE, SIG_DFL);
	for (i = 0; i < NSTOP; i++)
		signal(stop_signals[i], SIG_DFL);
	sigprocmask(SIG_SETMASK, &pool->orig_mask, NULL);
#ifdef __linux__
	/* A worker must not outlive a parent that was killed. */
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (getppid() != pool->parent)
		_exit(0);
#endif
	parser = tu_parser_new();
	while (read_task(in, &task) == 0 && task < pool->cmds->len)
		child_analyze(pool, parser, task, out);
	tu_parser_free(parser);
	_exit(0);
}

/* The parent side */

void worker_failed_facts(struct tu_facts *tf, const char *file, const char *message)
{
	struct fact *f;

	tf->main_file = xstrdup(file);
	tf->status = TU_FAILED;
	f = facts_add(tf, FACT_DIAG);
	tc_loc_set(&f->loc, file, 0, 0);
	f->text = xstrdup(message);
}

static void deliver(struct pool *pool, size_t task, struct tu_facts *tf, const char *log)
{
	pool->done(task, tf, log, pool->data);
	tu_facts_release(tf);
	pool->completed++;
}

static void fail_task(struct pool *pool, size_t task, const char *message)
{
	const struct compile_cmd *cmd = pool->cmds->items[task];
	struct tu_facts tf = TU_FACTS_INIT;

	worker_failed_facts(&tf, cmd->file, message);
	deliver(pool, task, &tf, "");
}

/* Waits for pid. Returns its wait status, or -1 (not our child any more). */
static int reap(pid_t pid)
{
	int status;

	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			return -1;
	return status;
}

static char *describe_death(int status)
{
	if (status == -1)
		return xstrdup("the analysis process ended while analysing this file");
	if (WIFSIGNALED(status)) {
		int sig = WTERMSIG(status);

		if (sig == SIGSEGV || sig == SIGABRT || sig == SIGBUS || sig == SIGILL ||
		    sig == SIGFPE || sig == SIGTRAP)
			return xasprintf("libclang crashed (signal %d) while analysing this file", sig);
		return xasprintf("the analysis process was killed (signal %d) while analysing "
				 "this file", sig);
	}
	return xasprintf("the analysis process exited with status %d while analysing this file",
			 WIFEXITED(status) ? WEXITSTATUS(status) : status);
}

/* Closes the slot's pipes and reaps its process; fails its task with why (or the death's cause). */
static void lose_worker(struct pool *pool, struct slot *s, int kill_it, const char *why)
{
	int status;

	if (kill_it)
		kill(s->pid, SIGKILL);
	close_fd(&s->cmd_fd);
	close_fd(&s->res_fd);
	status = reap(s->pid);
	s->pid = 0;
	s->in.len = 0;
	if (s->busy) {
		char *msg = why ? xstrdup(why) : describe_death(status);

		s->busy = 0;
		fail_task(pool, s->task, msg);
		free(msg);
	}
}

static int spawn(struct pool *pool, struct slot *s)
{
	int cmdp[2], resp[2];
	unsigned i;
	pid_t pid;

	if (pipe(cmdp) != 0)
		return -1;
	if (pipe(resp) != 0) {
		close_fd(&cmdp[0]);
		close_fd(&cmdp[1]);
		return -1;
	}
	fflush(NULL);	/* or the child would own a copy of unwritten output */
	pid = fork();
	if (pid < 0) {
		int saved = errno;

		close_fd(&cmdp[0]);
		close_fd(&cmdp[1]);
		close_fd(&resp[0]);
		close_fd(&resp[1]);
		errno = saved;
		return -1;
	}
	if (pid == 0) {
		close(cmdp[1]);
		close(resp[0]);
		for (i = 0; i < pool->nslots; i++) {
			if (pool->slots[i].pid) {
				close(pool->slots[i].cmd_fd);
				close(pool->slots[i].res_fd);
			}
		}
		child_main(pool, cmdp[0], resp[1]);
	}
	close_fd(&cmdp[0]);
	close_fd(&resp[1]);
	fcntl(cmdp[1], F_SETFD, FD_CLOEXEC);
	fcntl(resp[0], F_SETFD, FD_CLOEXEC);
	s->pid = pid;
	s->cmd_fd = cmdp[1];
	s->res_fd = resp[0];
	s->busy = 0;
	s->finished = 0;
	s->in.len = 0;
	return 0;
}

/* Ends an idle worker: it exits when its task pipe closes. */
static void retire(struct pool *pool, struct slot *s)
{
	lose_worker(pool, s, 0, NULL);
}

static int assign(struct slot *s, size_t task)
{
	char line[32];
	int n = snprintf(line, sizeof(line), "%zu\n", task);

	if (write_all(s->cmd_fd, line, (size_t)n) != 0)
		return -1;
	s->busy = 1;
	s->task = task;
	clock_gettime(CLOCK_MONOTONIC, &s->started);
	return 0;
}

static long long ms_since(const struct timespec *t)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (long long)(now.tv_sec - t->tv_sec) * 1000 + (now.tv_nsec - t->tv_nsec) / 1000000;
}

/*
 * Takes whole frames out of s->in. Returns 0, or -1 when the worker broke the
 * protocol (the caller then kills it).
 */
static int take_frames(struct pool *pool, struct slot *s)
{
	for (;;) {
		char *nl = s->in.len ? memchr(s->in.buf, '\n', s->in.len) : NULL;
		size_t task, loglen, factslen, hlen, total;
		struct tu_facts tf = TU_FACTS_INIT;
		char *header, *log, *err = NULL;
		int ok;

		if (!nl)
			return s->in.len > MAX_HEADER ? -1 : 0;
		hlen = (size_t)(nl - s->in.buf) + 1;
		header = xstrndup(s->in.buf, hlen - 1);
		ok = sscanf(header, "frame %zu %zu %zu", &task, &loglen, &factslen) == 3;
		free(header);
		if (!ok || !s->busy || task != s->task)
			return -1;
		if (loglen > s->in.len || factslen > s->in.len)
			return 0;	/* also keeps the sum below from overflowing */
		total = hlen + loglen + factslen;
		if (s->in.len < total)
			return 0;
		if (facts_parse(s->in.buf + hlen + loglen, factslen, &tf, &err) != 0) {
			char *msg = xasprintf("internal error: the analysis process sent a malformed "
					      "facts record (%s)", err);

			free(err);
			s->busy = 0;
			fail_task(pool, task, msg);
			free(msg);
		} else {
			log = xstrndup(s->in.buf + hlen, loglen);
			s->busy = 0;
			deliver(pool, task, &tf, log);
			free(log);
		}
		s->finished++;
		memmove(s->in.buf, s->in.buf + total, s->in.len - total);
		s->in.len -= total;
	}
}

static void read_worker(struct pool *pool, struct slot *s)
{
	char chunk[65536];
	ssize_t n = read(s->res_fd, chunk, sizeof(chunk));

	if (n < 0 && (errno == EINTR || errno == EAGAIN))
		return;
	if (n <= 0) {
		/* End of file: the worker died. A read error: make sure it did. */
		lose_worker(pool, s, n < 0, NULL);
		return;
	}
	strbuf_add(&s->in, chunk, (size_t)n);
	if (take_frames(pool, s) != 0)
		lose_worker(pool, s, 1, "internal error: the analysis process broke the "
					"worker protocol while analysing this file");
}

/* poll() that lets the stop signals in while it waits. */
static int wait_for(struct pollfd *fds, unsigned nfds, int timeout_ms, const sigset_t *mask)
{
	struct timespec ts;

	if (timeout_ms < 0)
		return ppoll(fds, nfds, NULL, mask);
	ts.tv_sec = timeout_ms / 1000;
	ts.tv_nsec = (long)(timeout_ms % 1000) * 1000000;
	return ppoll(fds, nfds, &ts, mask);
}

static int poll_timeout(const struct pool *pool)
{
	long long best = -1;
	unsigned i;

	for (i = 0; pool->opts->timeout && i < pool->nslots; i++) {
		const struct slot *s = &pool->slots[i];
		long long left;

		if (!s->busy)
			continue;
		left = (long long)pool->opts->timeout * 1000 - ms_since(&s->started);
		if (left < 0)
			left = 0;
		if (best < 0 || left < best)
			best = left;
	}
	if (pool->opts->tick && (best < 0 || best > 500))
		best = 500;
	return best > 60000 ? 60000 : (int)best;
}

static void check_timeouts(struct pool *pool)
{
	unsigned i;

	for (i = 0; pool->opts->timeout && i < pool->nslots; i++) {
		struct slot *s = &pool->slots[i];

		if (s->busy && ms_since(&s->started) >= (long long)pool->opts->timeout * 1000) {
			char *msg = xasprintf("analysis timed out after %u s", pool->opts->timeout);

			lose_worker(pool, s, 1, msg);
			free(msg);
		}
	}
}

/* Starts workers and hands out tasks. Returns how many workers are busy. */
static unsigned dispatch(struct pool *pool, const size_t *tasks, size_t ntasks, size_t *next,
			 int *spawn_errno, unsigned *lost)
{
	unsigned i, busy = 0;

	for (i = 0; i < pool->nslots; i++) {
		struct slot *s = &pool->slots[i];

		if (s->pid && !s->busy && pool->opts->recycle && s->finished >= pool->opts->recycle)
			retire(pool, s);
		if (!s->pid && *next < ntasks && spawn(pool, s) != 0)
			*spawn_errno = errno;
		if (s->pid && !s->busy && *next < ntasks) {
			if (assign(s, tasks[*next]) == 0) {
				++*next;
				*lost = 0;
			} else if (++*lost >= MAX_ASSIGN_FAILURES) {
				/* Workers keep dying before they take the task: give it up. */
				fail_task(pool, tasks[(*next)++],
					  "the analysis process ended before it could analyse this file");
				lose_worker(pool, s, 1, NULL);
			} else {
				lose_worker(pool, s, 1, NULL);
			}
		}
		if (s->busy)
			busy++;
	}
	return busy;
}

static void on_stop_signal(int sig)
{
	stop_signal = sig;
}

/* Kills and reaps every worker, fails what is left, then re-raises the signal. */
static void stop(struct pool *pool, const size_t *tasks, size_t ntasks, size_t *next)
{
	char *msg = xasprintf("analysis interrupted by signal %d", (int)stop_signal);
	unsigned i;

	for (i = 0; i < pool->nslots; i++)
		if (pool->slots[i].pid)
			lose_worker(pool, &pool->slots[i], 1, msg);
	while (*next < ntasks)
		fail_task(pool, tasks[(*next)++], msg);
	free(msg);
}

void worker_run(const struct ptrvec *cmds, const size_t *tasks, size_t ntasks,
		const struct worker_options *opts, worker_done_fn done, void *data)
{
	struct sigaction stop_action, old_stop[NSTOP];
	sigset_t stop_mask;
	struct pool pool;
	struct pollfd *fds;
	struct slot **polled;
	struct sigaction ign, old_pipe;
	size_t next = 0;
	unsigned i, lost = 0;
	int spawn_errno = 0;

	if (!ntasks)
		return;
	memset(&pool, 0, sizeof(pool));
	pool.cmds = cmds;
	pool.opts = opts;
	pool.nslots = opts->jobs ? opts->jobs : 1;
	if (pool.nslots > ntasks)
		pool.nslots = (unsigned)ntasks;
	pool.slots = xcalloc(pool.nslots, sizeof(*pool.slots));
	pool.parent = getpid();
	pool.crash_hook = getenv("TIMERCHECK_TEST_CRASH");
	pool.done = done;
	pool.data = data;
	for (i = 0; i < pool.nslots; i++)
		pool.slots[i].cmd_fd = pool.slots[i].res_fd = -1;
	fds = xcalloc(pool.nslots, sizeof(*fds));
	polled = xcalloc(pool.nslots, sizeof(*polled));

	/* A write to a worker that died must fail with EPIPE, not kill us. */
	memset(&ign, 0, sizeof(ign));
	ign.sa_handler = SIG_IGN;
	sigemptyset(&ign.sa_mask);
	sigaction(SIGPIPE, &ign, &old_pipe);

	/*
	 * Interrupted (^C, kill), we kill and reap the workers before we die.
	 * These signals stay blocked but while ppoll waits, so none is missed.
	 */
	stop_signal = 0;
	memset(&stop_action, 0, sizeof(stop_action));
	stop_action.sa_handler = on_stop_signal;
	sigemptyset(&stop_action.sa_mask);
	sigemptyset(&stop_mask);
	for (i = 0; i < NSTOP; i++) {
		sigaddset(&stop_mask, stop_signals[i]);
		sigaction(stop_signals[i], &stop_action, &old_stop[i]);
	}
	sigprocmask(SIG_BLOCK, &stop_mask, &pool.orig_mask);

	while (pool.completed < ntasks) {
		unsigned nfds = 0, busy = dispatch(&pool, tasks, ntasks, &next, &spawn_errno, &lost);
		int n;

		if (!busy) {
			char *msg;

			if (next >= ntasks)
				continue;	/* the last tasks were given up in dispatch */
			/* No worker could be started: the remaining tasks fail. */
			msg = xasprintf("cannot start an analysis process: %s",
					strerror(spawn_errno ? spawn_errno : EAGAIN));
			while (next < ntasks)
				fail_task(&pool, tasks[next++], msg);
			free(msg);
			break;
		}
		for (i = 0; i < pool.nslots; i++) {
			if (pool.slots[i].busy) {
				fds[nfds].fd = pool.slots[i].res_fd;
				fds[nfds].events = POLLIN;
				fds[nfds].revents = 0;
				polled[nfds++] = &pool.slots[i];
			}
		}
		if (stop_signal) {
			stop(&pool, tasks, ntasks, &next);
			break;
		}
		n = wait_for(fds, nfds, poll_timeout(&pool), &pool.orig_mask);
		if (n < 0 && errno != EINTR) {
			/* Cannot happen with valid descriptors; fail what is in flight. */
			for (i = 0; i < nfds; i++)
				lose_worker(&pool, polled[i], 1, "internal error: poll failed");
			continue;
		}
		for (i = 0; n > 0 && i < nfds; i++)
			if (fds[i].revents && polled[i]->pid)
				read_worker(&pool, polled[i]);
		check_timeouts(&pool);
		if (opts->tick)
			opts->tick(data);
	}

	for (i = 0; i < pool.nslots; i++) {
		struct slot *s = &pool.slots[i];

		if (s->pid)
			lose_worker(&pool, s, s->busy, NULL);
		strbuf_release(&s->in);
	}
	sigaction(SIGPIPE, &old_pipe, NULL);
	for (i = 0; i < NSTOP; i++)
		sigaction(stop_signals[i], &old_stop[i], NULL);
	sigprocmask(SIG_SETMASK, &pool.orig_mask, NULL);
	if (stop_signal)
		raise(stop_signal);	/* with the caller's disposition: usually death */
	free(polled);
	free(fds);
	free(pool.slots);
}
