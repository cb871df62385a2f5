/*
 * test.h: a small libuv-style unit test harness for timercore.
 *
 * A test is `TEST_IMPL(name) { ...; return 0; }`; a test file lists its
 * tests in a TEST_LIST and ends with TEST_MAIN().  The runner runs every
 * test in order (or only those named on the command line) and prints one
 * "ok"/"not ok" line each.  ASSERT_* print the failing expression with its
 * file and line and abort.  Each test ends with TEARDOWN(base), which
 * checks that no timer is left pending and frees the base.
 */
#ifndef TIMERCORE_TEST_H
#define TIMERCORE_TEST_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "timercore/timer.h"

#define TEST_IMPL(name) int run_test_##name(void)
#define TEST_ENTRY(name) { #name, run_test_##name },

struct test_entry {
	const char *name;
	int (*fn)(void);
};

#define ASSERT_BASE(a, op, b, type, fmt)                                    \
	do {                                                                 \
		type eval_a = (type)(a);                                     \
		type eval_b = (type)(b);                                     \
		if (!(eval_a op eval_b)) {                                   \
			fprintf(stderr, "%s:%d: assertion failed: %s %s %s " \
				"(" fmt " " #op " " fmt ")\n",               \
				__FILE__, __LINE__, #a, #op, #b,             \
				eval_a, eval_b);                             \
			abort();                                             \
		}                                                            \
	} while (0)

#define ASSERT_EQ(a, b)  ASSERT_BASE(a, ==, b, long long, "%lld")
#define ASSERT_NE(a, b)  ASSERT_BASE(a, !=, b, long long, "%lld")
#define ASSERT_LE(a, b)  ASSERT_BASE(a, <=, b, long long, "%lld")
#define ASSERT_LT(a, b)  ASSERT_BASE(a, <, b, long long, "%lld")
#define ASSERT_GE(a, b)  ASSERT_BASE(a, >=, b, long long, "%lld")
#define ASSERT_GT(a, b)  ASSERT_BASE(a, >, b, long long, "%lld")
#define ASSERT_UEQ(a, b) ASSERT_BASE(a, ==, b, unsigned long, "%lu")
#define ASSERT_ULE(a, b) ASSERT_BASE(a, <=, b, unsigned long, "%lu")
#define ASSERT_PTR_EQ(a, b) ASSERT_BASE(a, ==, b, const void *, "%p")
#define ASSERT_NOT_NULL(a) ASSERT_BASE(a, !=, NULL, const void *, "%p")
#define ASSERT(expr) ASSERT_NE(!!(expr), 0)

/* The clean-teardown check: nothing pending, then free the base. */
#define TEARDOWN(base)                                                      \
	do {                                                                 \
		ASSERT_EQ(timer_base_pending(base), 0);                      \
		timer_base_free(base);                                       \
	} while (0)

static inline int test_main(const struct test_entry *tests, int argc,
			    char **argv)
{
	int i, j, failed = 0, ran = 0;

	for (i = 0; tests[i].name; i++) {
		int want = argc < 2;

		for (j = 1; j < argc; j++)
			if (strcmp(argv[j], tests[i].name) == 0)
				want = 1;
		if (!want)
			continue;
		ran++;
		if (tests[i].fn() != 0) {
			printf("not ok %d - %s\n", ran, tests[i].name);
			failed++;
		} else {
			printf("ok %d - %s\n", ran, tests[i].name);
		}
		fflush(stdout);
	}
	printf("1..%d\n", ran);
	if (ran == 0) {
		fprintf(stderr, "no test matched\n");
		return 2;
	}
	return failed ? 1 : 0;
}

#define TEST_MAIN(list)                                                      \
	int main(int argc, char **argv)                                      \
	{                                                                    \
		static const struct test_entry tests[] = {                   \
			list { NULL, NULL } };                               \
		return test_main(tests, argc, argv);                         \
	}


#ifndef TIMERCORE_TEST_NO_DEATH
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

/*
 * Runs fn(arg) in a child process with stderr captured.  Returns 0 if the
 * child died of `sig` and its stderr contains every string in `want`
 * (NULL-terminated), else prints what happened and returns -1.
 */
static inline int expect_death(void (*fn)(void *), void *arg, int sig,
			       const char *const *want)
{
	char buf[4096];
	size_t len = 0;
	int fds[2], status;
	pid_t pid;
	ssize_t r;

	if (pipe(fds))
		return -1;
	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		dup2(fds[1], 2);
		close(fds[0]);
		close(fds[1]);
		fn(arg);
		_exit(0);
	}
	close(fds[1]);
	while ((r = read(fds[0], buf + len, sizeof(buf) - 1 - len)) > 0)
		len += (size_t)r;
	buf[len] = '\0';
	close(fds[0]);
	if (waitpid(pid, &status, 0) != pid)
		return -1;
	if (!WIFSIGNALED(status) || WTERMSIG(status) != sig) {
		fprintf(stderr, "expected death by signal %d, got status %#x; "
			"stderr:\n%s", sig, status, buf);
		return -1;
	}
	for (; want && *want; want++) {
		if (!strstr(buf, *want)) {
			fprintf(stderr, "child stderr lacks '%s':\n%s", *want,
				buf);
			return -1;
		}
	}
	return 0;
}
#endif

#endif /* TIMERCORE_TEST_H */
