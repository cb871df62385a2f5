/*
 * The worker pool (see worker.h): fork, hand out tasks, read frames back,
 * turn dead or stuck workers into TU_FAILED records, reap every child.
 *
 * Ready (worker to parent, once): ready\n, after a first parse of a buffer
 *   (tu_parser_check) proved that libclang works in the process. No task is
 *   given to a worker before that, so a worker that cannot start is never
 *   blamed on a file.
 * Frame (worker to parent):
 *   frame<SP>TASK<SP>LOGLEN<SP>FACTSLEN\n  then LOGLEN bytes of --verbose text,
 *   then FACTSLEN bytes of one facts record (facts_write).
 * Task (parent to worker): TASK\n. A worker exits when its task pipe closes.
 * Output: a worker's standard output and standard error are a third pipe,
 *   read by the parent (the last OUTPUT_KEEP bytes are kept); its standard
 *   input is /dev/null. What a worker prints reaches the user only under
 *   --verbose, as part of the task's log, never on timercheck's own output.
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

#include "run/limits.h"
#include "support/output.h"
#include "tu/analyze.h"

#define MAX_HEADER 128		/* a frame header is far shorter */
#define MAX_ASSIGN_FAILURES 8	/* workers lost in a row before a task is given up */
#define START_ATTEMPTS 3	/* workers dead before "ready", in a row, before giving up */
#define STARTUP_TIMEOUT 60	/* seconds, at least, for a worker to be ready */
#define OUTPUT_KEEP WORKER_OUTPUT_KEEP
#define READY_LINE "ready\n"

/*
 * A worker's exit status when an allocation failed in it (ours or LLVM's:
 * support/util.h), and when its first parse failed without a crash.
 * Neither is used by libclang, glibc (127) or the shell conventions.
 */
#define WORKER_EXIT_NOMEM 71
#define WORKER_EXIT_NOPARSE 72

struct slot {
	pid_t pid;		/* 0: no process in this slot */
	int cmd_fd;		/* parent writes tasks */
	int res_fd;		/* parent reads frames */
	int out_fd;		/* parent reads what the worker prints; -1 once it is closed */
	int ready;		/* it said "ready": it may be given tasks */
	int busy;
	size_t task;		/* the task in flight when busy */
	struct timespec started;	/* of the task in flight, or of the process until ready */
	unsigned finished;	/* tasks this process has finished */
	struct strbuf in;	/* bytes read that do not yet make a whole frame */
	struct strbuf out;	/* the end of what it printed since its last frame */
	int out_cut;		/* out lost its beginning */
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
	/*
	 * ppoll's arrays, kept here (not only in worker_run's locals) so that a
	 * forked worker still points at them: memcheck calls a block only a
	 * register pointed at "definitely lost" in a worker's _exit().
	 */
	struct pollfd *fds;
	struct polled *polled;
	pid_t parent;
	const char *crash_hook;
	sigset_t orig_mask;	/* the signal mask to restore in workers */
	worker_done_fn done;
	void *data;
	size_t completed;
	unsigned start_failures;	/* workers in a row that died before "ready" */
	int ever_ready;			/* some worker was ready in this run */
	char *start_why;		/* why the last of them died, or NULL */
};

/* Plumbing shared by both sides */

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

/*
 * The hook's "print" mode: what a compiler option such as -print-file-name
 * could make libclang print, on standard output (more than a stdio buffer)
 * and standard error, and a read of standard input.
 */
static void print_forgeries(const char *file)
{
	char line[64];
	int i;

	for (i = 0; i < 2000; i++)
		printf("%s:1:1: error: forged by the analysis process [x]\n", file);
	fflush(stdout);
	fprintf(stderr, "%s:2:1: warning: forged on standard error [x]\n", file);
	if (fgets(line, sizeof(line), stdin))
		printf("%s:3:1: error: read from standard input: %s", file, line);
	fflush(stdout);
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
			} else if (mode_len == 5 && memcmp(mode, "print", 5) == 0) {
				print_forgeries(file);	/* then analyse as usual */
			}
		}
		p = end ? end + 1 : NULL;
	}
}

void worker_test_hook(const char *file)
{
	const char *hook = getenv("TIMERCHECK_TEST_CRASH");

	if (hook)
		test_hook(hook, file);
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

	limits_begin_task(pool->opts);
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
	if (fd_write_all(out, header, (size_t)hlen) || fd_write_all(out, log ? log : "", loglen) ||
	    fd_write_all(out, facts, factslen))
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
	/*
	 * ^C reaches the whole process group: the parent stops the workers
	 * itself, so one dying of it first is not taken for a crash of its file.
	 */
	signal(SIGINT, SIG_IGN);
	sigprocmask(SIG_SETMASK, &pool->orig_mask, NULL);
#ifdef __linux__
	/* A worker must not outlive a parent that was killed. */
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (getppid() != pool->parent)
		_exit(0);
#endif
	limits_enter_worker(pool->opts);
	xalloc_set_failure_status(WORKER_EXIT_NOMEM);
	parser = tu_parser_new();
	if (tu_parser_check(parser) != 0)
		_exit(WORKER_EXIT_NOPARSE);
	if (fd_write_all(out, READY_LINE, strlen(READY_LINE)) != 0)
		_exit(5);	/* the parent is gone */
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

static void fail_task(struct pool *pool, size_t task, const char *message, const char *log)
{
	const struct compile_cmd *cmd = pool->cmds->items[task];
	struct tu_facts tf = TU_FACTS_INIT;

	worker_failed_facts(&tf, cmd->file, message);
	deliver(pool, task, &tf, log);
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

/* What workers print: kept per slot, shown only under --verbose */

static void keep_output(struct slot *s, const char *buf, size_t n)
{
	strbuf_add(&s->out, buf, n);
	if (s->out.len > 2 * OUTPUT_KEEP) {
		memmove(s->out.buf, s->out.buf + s->out.len - OUTPUT_KEEP, OUTPUT_KEEP);
		s->out.len = OUTPUT_KEEP;
		s->out.buf[s->out.len] = '\0';
		s->out_cut = 1;
	}
}

/* Reads what the worker printed until its pipe is empty; closes it at its end. */
static void drain_output(struct slot *s)
{
	char chunk[4096];

	while (s->out_fd >= 0) {
		ssize_t n = read(s->out_fd, chunk, sizeof(chunk));

		if (n > 0)
			keep_output(s, chunk, (size_t)n);
		else if (n < 0 && errno == EINTR)
			continue;
		else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
			return;
		else
			close_fd(&s->out_fd);	/* end of file, or an error */
	}
}

static void forget_output(struct slot *s)
{
	s->out.len = 0;
	if (s->out.buf)
		s->out.buf[0] = '\0';
	s->out_cut = 0;
}

char *worker_printed_log(const char *printed, size_t len, int cut, const char *file)
{
	struct strbuf sb = STRBUF_INIT;
	int line_open = 0;
	size_t i;

	if (cut)
		strbuf_addf(&sb, "timercheck: %s: the analysis process printed more; its last %d "
			    "bytes:\n", file, OUTPUT_KEEP);
	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)printed[i];

		if (!line_open)
			strbuf_addf(&sb, "timercheck: %s: the analysis process printed: ", file);
		line_open = c != '\n';
		if (c == '\n')
			strbuf_addch(&sb, '\n');
		else if (c < 0x20 || c == 0x7f)
			strbuf_addf(&sb, "\\%03o", c);
		else
			strbuf_addch(&sb, (char)c);
	}
	if (line_open)
		strbuf_addch(&sb, '\n');
	return strbuf_detach(&sb);
}

/* The log that goes with a task: the worker's own text, then what it printed. */
static char *task_log(const struct pool *pool, const struct slot *s, const char *log, size_t len)
{
	char *printed, *all;

	if (!pool->opts->verbose || !s->out.len)
		return xstrndup(log, len);
	printed = worker_printed_log(s->out.buf, s->out.len, s->out_cut,
				     ((const struct compile_cmd *)pool->cmds->items[s->task])->file);
	all = xasprintf("%.*s%s", (int)len, log, printed);
	free(printed);
	return all;
}

/* Why a worker died */

static int printed(const struct slot *s, const char *text)
{
	return s->out.len && memmem(s->out.buf, s->out.len, text, strlen(text)) != NULL;
}

/*
 * A death from lack of memory (or of the thread libclang parses on), which
 * says nothing about the file: our allocator's status (support/util.h,
 * also used for LLVM's allocations), or an abort or a failed start of
 * glibc's or LLVM's whose last words say so.
 */
static const char *resource_death(int status, const struct slot *s)
{
	int aborted = WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT;
	int loader = WIFEXITED(status) && WEXITSTATUS(status) == 127;

	if (WIFEXITED(status) && WEXITSTATUS(status) == WORKER_EXIT_NOMEM)
		return "ran out of memory";
	if (!aborted && !loader)
		return NULL;
	if (printed(s, "out of memory") || printed(s, "bad_alloc") ||
	    printed(s, "cannot allocate memory") || printed(s, "Cannot allocate memory"))
		return "ran out of memory";
	if (printed(s, "pthread_create failed"))
		return "could not start the thread libclang parses on";
	if (loader)
		return "could not load or set up a library (exit status 127)";
	return NULL;
}

/* Names the address-space limit the worker ran under: ours, else the user's ulimit -v, else nothing. */
static void limit_note(const struct pool *pool, char *buf, size_t size)
{
	char name[96];

	if (limits_memory_is_ours(pool->opts)) {
		limits_name(pool->opts, 0, name, sizeof(name));
		snprintf(buf, size, "; the memory limit is %s", name);
	} else {
		memory_limit_note(buf, size);
	}
}

static char *describe_death(const struct pool *pool, int status, const struct slot *s)
{
	const char *cause = status == -1 ? NULL : resource_death(status, s);
	char note[160];

	if (status == -1)
		return xstrdup("the analysis process ended while analysing this file");
	if (WIFEXITED(status) && WEXITSTATUS(status) == LIMITS_EXIT_CPU && pool->opts->cpu_limit) {
		limits_name(pool->opts, 1, note, sizeof(note));
		return xasprintf("exceeded the CPU limit (%s) while analysing this file", note);
	}
	if (cause && strcmp(cause, "ran out of memory") == 0 && limits_memory_is_ours(pool->opts)) {
		limits_name(pool->opts, 0, note, sizeof(note));
		return xasprintf("exceeded the memory limit (%s) while analysing this file", note);
	}
	if (cause) {
		limit_note(pool, note, sizeof(note));
		return xasprintf("the analysis process %s while analysing this file%s", cause, note);
	}
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

/* A worker that died before it was ready: no file is to blame. */
static char *describe_start_failure(const struct pool *pool, int status, const struct slot *s)
{
	const char *cause = status == -1 ? NULL : resource_death(status, s);
	char note[160];

	limit_note(pool, note, sizeof(note));
	if (cause)
		return xasprintf("an analysis process could not start: it %s%s", cause, note);
	if (status != -1 && WIFEXITED(status) && WEXITSTATUS(status) == WORKER_EXIT_NOPARSE)
		return xasprintf("an analysis process could not start: libclang could not parse "
				 "a one-line buffer%s", note);
	if (status != -1 && WIFSIGNALED(status))
		return xasprintf("an analysis process could not start: it died of signal %d%s",
				 WTERMSIG(status), note);
	return xasprintf("an analysis process could not start: it exited with status %d%s",
			 status != -1 && WIFEXITED(status) ? WEXITSTATUS(status) : status, note);
}

static void start_failed(struct pool *pool, char *why)
{
	free(pool->start_why);
	pool->start_why = why;
	pool->start_failures++;
}

/*
 * Closes the slot's pipes and reaps its process; fails its task with why (or
 * the death's cause), or counts a failed start. What it printed goes into
 * the task's log.
 */
static void lose_worker(struct pool *pool, struct slot *s, int kill_it, const char *why)
{
	int status;

	if (kill_it)
		kill(s->pid, SIGKILL);
	close_fd(&s->cmd_fd);
	close_fd(&s->res_fd);
	status = reap(s->pid);
	drain_output(s);	/* it is dead: everything it wrote is in the pipe */
	close_fd(&s->out_fd);
	s->pid = 0;
	s->in.len = 0;
	if (!s->ready) {
		start_failed(pool, why ? xstrdup(why) : describe_start_failure(pool, status, s));
	} else if (s->busy) {
		char *msg = why ? xstrdup(why) : describe_death(pool, status, s);
		char *log = task_log(pool, s, "", 0);

		s->busy = 0;
		fail_task(pool, s->task, msg, log);
		free(log);
		free(msg);
	}
	s->ready = 0;
	forget_output(s);
}

/* Starting workers */

/* A descriptor the child's dup2() onto 0, 1 and 2 cannot overwrite. */
static int above_stdio(int fd)
{
	int moved;

	if (fd > STDERR_FILENO)
		return fd;
	moved = fcntl(fd, F_DUPFD, STDERR_FILENO + 1);
	return moved >= 0 ? moved : fd;
}

/*
 * The worker's standard input reads nothing; its standard output and error
 * go to the parent's pipe, never to the user's terminal or files.
 */
static void child_stdio(int out)
{
	int null = open("/dev/null", O_RDONLY);

	if (null >= 0 && null != STDIN_FILENO) {
		dup2(null, STDIN_FILENO);
		close(null);
	} else if (null < 0) {
		close(STDIN_FILENO);
	}
	dup2(out, STDOUT_FILENO);
	dup2(out, STDERR_FILENO);
	if (out > STDERR_FILENO)
		close(out);
}

static void close_pair(int p[2])
{
	close_fd(&p[0]);
	close_fd(&p[1]);
}

static int spawn(struct pool *pool, struct slot *s)
{
	int cmdp[2] = { -1, -1 }, resp[2] = { -1, -1 }, outp[2] = { -1, -1 };
	unsigned i;
	pid_t pid;

	if (pipe(cmdp) != 0 || pipe(resp) != 0 || pipe(outp) != 0) {
		int saved = errno;

		close_pair(cmdp);
		close_pair(resp);
		close_pair(outp);
		errno = saved;
		return -1;
	}
	fflush(NULL);	/* or the child would own a copy of unwritten output */
	pid = fork();
	if (pid < 0) {
		int saved = errno;

		close_pair(cmdp);
		close_pair(resp);
		close_pair(outp);
		errno = saved;
		return -1;
	}
	if (pid == 0) {
		close(cmdp[1]);
		close(resp[0]);
		close(outp[0]);
		for (i = 0; i < pool->nslots; i++) {
			if (pool->slots[i].pid) {
				close(pool->slots[i].cmd_fd);
				close(pool->slots[i].res_fd);
				if (pool->slots[i].out_fd >= 0)
					close(pool->slots[i].out_fd);
			}
		}
		cmdp[0] = above_stdio(cmdp[0]);
		resp[1] = above_stdio(resp[1]);
		child_stdio(above_stdio(outp[1]));
		child_main(pool, cmdp[0], resp[1]);
	}
	close_fd(&cmdp[0]);
	close_fd(&resp[1]);
	close_fd(&outp[1]);
	fcntl(cmdp[1], F_SETFD, FD_CLOEXEC);
	fcntl(resp[0], F_SETFD, FD_CLOEXEC);
	fcntl(outp[0], F_SETFD, FD_CLOEXEC);
	fcntl(outp[0], F_SETFL, O_NONBLOCK);
	s->pid = pid;
	s->cmd_fd = cmdp[1];
	s->res_fd = resp[0];
	s->out_fd = outp[0];
	s->ready = 0;
	s->busy = 0;
	s->finished = 0;
	s->in.len = 0;
	forget_output(s);
	clock_gettime(CLOCK_MONOTONIC, &s->started);
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

	if (fd_write_all(s->cmd_fd, line, (size_t)n) != 0)
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

/* Reading frames */

/* Takes the "ready" line. Returns 1 once taken, 0 until it is whole, -1 for anything else. */
static int take_ready(struct pool *pool, struct slot *s)
{
	size_t len = strlen(READY_LINE);

	if (memcmp(s->in.buf, READY_LINE, s->in.len < len ? s->in.len : len) != 0)
		return -1;
	if (s->in.len < len)
		return 0;
	memmove(s->in.buf, s->in.buf + len, s->in.len - len);
	s->in.len -= len;
	s->ready = 1;
	pool->ever_ready = 1;
	pool->start_failures = 0;
	drain_output(s);	/* what it printed while starting concerns no file */
	forget_output(s);
	return 1;
}

/*
 * Takes whole frames out of s->in. Returns 0, or -1 when the worker broke the
 * protocol (the caller then kills it).
 */
static int take_frames(struct pool *pool, struct slot *s)
{
	if (!s->ready && s->in.len) {
		int taken = take_ready(pool, s);

		if (taken <= 0)
			return taken;
	}
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
		drain_output(s);	/* it printed before it wrote the frame */
		log = task_log(pool, s, s->in.buf + hlen, loglen);
		if (facts_parse(s->in.buf + hlen + loglen, factslen, &tf, &err) != 0) {
			char *msg = xasprintf("internal error: the analysis process sent a malformed "
					      "facts record (%s)", err);

			free(err);
			s->busy = 0;
			fail_task(pool, task, msg, log);
			free(msg);
		} else {
			s->busy = 0;
			deliver(pool, task, &tf, log);
		}
		free(log);
		forget_output(s);
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

/* Waiting */

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

/* Seconds the slot's process or task may take, 0 for no limit. */
static unsigned slot_limit(const struct pool *pool, const struct slot *s)
{
	unsigned t = pool->opts->timeout;

	if (!s->ready && t)
		return t > STARTUP_TIMEOUT ? t : STARTUP_TIMEOUT;
	return s->busy ? t : 0;
}

static int poll_timeout(const struct pool *pool)
{
	long long best = -1;
	unsigned i;

	for (i = 0; i < pool->nslots; i++) {
		const struct slot *s = &pool->slots[i];
		unsigned limit = s->pid ? slot_limit(pool, s) : 0;
		long long left;

		if (!limit)
			continue;
		left = (long long)limit * 1000 - ms_since(&s->started);
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

	for (i = 0; i < pool->nslots; i++) {
		struct slot *s = &pool->slots[i];
		unsigned limit = s->pid ? slot_limit(pool, s) : 0;
		char *msg;

		if (!limit || ms_since(&s->started) < (long long)limit * 1000)
			continue;
		msg = s->ready ? xasprintf("analysis timed out after %u s", limit)
			       : xasprintf("an analysis process could not start: it was not ready "
					   "after %u s", limit);
		lose_worker(pool, s, 1, msg);
		free(msg);
	}
}

/* The pipes to wait on: results of starting and busy workers, everyone's output. */
struct polled {
	struct slot *slot;
	int output;	/* the output pipe, not the result pipe */
};

static unsigned poll_set(struct pool *pool, struct pollfd *fds, struct polled *polled)
{
	unsigned i, n = 0;

	for (i = 0; i < pool->nslots; i++) {
		struct slot *s = &pool->slots[i];

		if (s->pid && (!s->ready || s->busy)) {
			fds[n].fd = s->res_fd;
			fds[n].events = POLLIN;
			fds[n].revents = 0;
			polled[n].slot = s;
			polled[n++].output = 0;
		}
		if (s->pid && s->out_fd >= 0) {
			fds[n].fd = s->out_fd;
			fds[n].events = POLLIN;
			fds[n].revents = 0;
			polled[n].slot = s;
			polled[n++].output = 1;
		}
	}
	return n;
}

/* Handing out work */

/*
 * Retires and replaces workers, hands out tasks to ready ones, and starts
 * as many workers as there are tasks left to hand out. Returns how many
 * workers are busy or starting.
 */
static unsigned dispatch(struct pool *pool, const size_t *tasks, size_t ntasks, size_t *next,
			 int *spawn_errno, unsigned *lost)
{
	unsigned i, active = 0, starting = 0;

	for (i = 0; i < pool->nslots; i++) {
		struct slot *s = &pool->slots[i];

		if (s->pid && s->ready && !s->busy && pool->opts->recycle &&
		    s->finished >= pool->opts->recycle)
			retire(pool, s);
		if (s->pid && s->ready && !s->busy && *next < ntasks) {
			if (assign(s, tasks[*next]) == 0) {
				++*next;
				*lost = 0;
			} else if (++*lost >= MAX_ASSIGN_FAILURES) {
				/* Workers keep dying before they take the task: give it up. */
				fail_task(pool, tasks[(*next)++],
					  "the analysis process ended before it could analyse this file",
					  "");
				lose_worker(pool, s, 1, NULL);
			} else {
				lose_worker(pool, s, 1, NULL);
			}
		}
		if (s->pid && !s->ready)
			starting++;
	}
	for (i = 0; i < pool->nslots; i++) {
		struct slot *s = &pool->slots[i];

		if (!s->pid && starting < ntasks - *next && pool->start_failures < START_ATTEMPTS) {
			if (spawn(pool, s) == 0)
				starting++;
			else
				*spawn_errno = errno;
		}
		if (s->busy || (s->pid && !s->ready))
			active++;
	}
	return active;
}

/*
 * No worker runs and none can be started. When none was ever ready in this
 * run, returns why (the caller stops the run with that one error); else
 * fails the tasks left with it and returns NULL.
 */
static char *give_up(struct pool *pool, const size_t *tasks, size_t ntasks, size_t *next,
		     int spawn_errno)
{
	char *why = pool->start_why ? xstrdup(pool->start_why)
				    : xasprintf("cannot start an analysis process: %s",
						strerror(spawn_errno ? spawn_errno : EAGAIN));

	if (!pool->ever_ready)
		return why;
	while (*next < ntasks)
		fail_task(pool, tasks[(*next)++], why, "");
	free(why);
	return NULL;
}

static void on_stop_signal(int sig)
{
	stop_signal = sig;
}

/*
 * Kills and reaps every worker. The tasks not finished are not failed (no
 * file is to blame): done is not called for them.
 */
static void stop(struct pool *pool)
{
	unsigned i;

	for (i = 0; i < pool->nslots; i++) {
		struct slot *s = &pool->slots[i];

		if (!s->pid)
			continue;
		kill(s->pid, SIGKILL);
		close_fd(&s->cmd_fd);
		close_fd(&s->res_fd);
		reap(s->pid);
		close_fd(&s->out_fd);
		s->pid = 0;
		s->busy = s->ready = 0;
		s->in.len = 0;
		forget_output(s);
	}
}

static int last_interruption;

int worker_interrupted(void)
{
	return last_interruption;
}

int worker_run(const struct ptrvec *cmds, const size_t *tasks, size_t ntasks,
	       const struct worker_options *opts, worker_done_fn done, void *data, char **fatal)
{
	struct sigaction stop_action, old_stop[NSTOP];
	sigset_t stop_mask;
	struct pool pool;
	struct pollfd *fds;
	struct polled *polled;
	struct sigaction ign, old_pipe;
	size_t next = 0;
	unsigned i, lost = 0;
	int spawn_errno = 0;
	char *why_stopped = NULL;

	*fatal = NULL;
	last_interruption = 0;
	if (!ntasks)
		return 0;
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
		pool.slots[i].cmd_fd = pool.slots[i].res_fd = pool.slots[i].out_fd = -1;
	fds = pool.fds = xcalloc(2 * (size_t)pool.nslots, sizeof(*fds));
	polled = pool.polled = xcalloc(2 * (size_t)pool.nslots, sizeof(*polled));

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
		unsigned nfds, active = dispatch(&pool, tasks, ntasks, &next, &spawn_errno, &lost);
		int n;

		if (!active) {
			if (next >= ntasks)
				continue;	/* the last tasks were given up in dispatch */
			why_stopped = give_up(&pool, tasks, ntasks, &next, spawn_errno);
			if (why_stopped)
				break;
			continue;
		}
		nfds = poll_set(&pool, fds, polled);
		if (stop_signal) {
			stop(&pool);
			break;
		}
		n = wait_for(fds, nfds, poll_timeout(&pool), &pool.orig_mask);
		if (n < 0 && errno != EINTR) {
			/* Cannot happen with valid descriptors; fail what is in flight. */
			for (i = 0; i < nfds; i++)
				if (polled[i].slot->pid)
					lose_worker(&pool, polled[i].slot, 1,
						    "internal error: poll failed");
			continue;
		}
		for (i = 0; n > 0 && i < nfds; i++) {
			struct slot *s = polled[i].slot;

			if (!fds[i].revents || !s->pid)
				continue;
			if (polled[i].output)
				drain_output(s);
			else if (fds[i].fd == s->res_fd)
				read_worker(&pool, s);
		}
		check_timeouts(&pool);
		if (opts->tick)
			opts->tick(data);
	}

	for (i = 0; i < pool.nslots; i++) {
		struct slot *s = &pool.slots[i];

		if (s->pid)
			lose_worker(&pool, s, s->busy || !s->ready, NULL);
		strbuf_release(&s->in);
		strbuf_release(&s->out);
	}
	sigaction(SIGPIPE, &old_pipe, NULL);
	for (i = 0; i < NSTOP; i++)
		sigaction(stop_signals[i], &old_stop[i], NULL);
	sigprocmask(SIG_SETMASK, &pool.orig_mask, NULL);
	/* The caller reports what finished; a second signal has the old disposition. */
	last_interruption = stop_signal;
	free(pool.start_why);
	free(polled);
	free(fds);
	free(pool.slots);
	*fatal = why_stopped;
	return why_stopped ? -1 : 0;
}
