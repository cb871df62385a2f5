/*
 * Running git for --diff-base (see git_diff.h). Only the child's standard
 * output is piped; its standard error is ours, so git explains itself.
 */
#include "report/git_diff.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support/util.h"

/* Reads fd to its end into a malloc'd NUL-terminated buffer. Returns 0, or -1 with errno set. */
static int read_all(int fd, char **text, size_t *len)
{
	struct strbuf sb = STRBUF_INIT;
	char buf[65536];

	for (;;) {
		ssize_t n = read(fd, buf, sizeof(buf));

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			int saved = errno;

			strbuf_release(&sb);
			errno = saved;
			return -1;
		}
		if (n == 0)
			break;
		strbuf_add(&sb, buf, (size_t)n);
	}
	*len = sb.len;
	*text = strbuf_detach(&sb);
	return 0;
}

/* The child: stdout to the pipe, then git with a vector nothing user-given can turn into an option. */
static void run_git(int out_fd, const char *range)
{
	char *argv[] = {
		"git", "--no-pager", "-c", "core.quotePath=true", "diff", "--no-color",
		"--no-ext-diff", "--no-textconv", "--no-renames", "-U0",
		"--src-prefix=a/", "--dst-prefix=b/", (char *)range, "--", NULL,
	};

	if (dup2(out_fd, STDOUT_FILENO) < 0)
		_exit(127);
	close(out_fd);
	execvp("git", argv);
	fprintf(stderr, "timercheck: error: cannot run git: %s\n", strerror(errno));
	_exit(127);
}

int git_diff_run(const char *rev, char **text, size_t *len, char **err)
{
	int fds[2], status, read_rc, read_errno;
	char *range;
	pid_t pid;

	if (!*rev || rev[0] == '-') {
		*err = xasprintf("invalid --diff-base revision '%s': a revision cannot be empty "
				 "or start with '-'", rev);
		return -1;
	}
	if (pipe(fds) != 0) {
		*err = xasprintf("cannot run 'git diff %s...': %s", rev, strerror(errno));
		return -1;
	}
	range = xasprintf("%s...", rev);
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		*err = xasprintf("cannot run 'git diff %s': %s", range, strerror(errno));
		close(fds[0]);
		close(fds[1]);
		free(range);
		return -1;
	}
	if (pid == 0) {
		close(fds[0]);
		run_git(fds[1], range);
	}
	close(fds[1]);
	read_rc = read_all(fds[0], text, len);
	read_errno = errno;
	close(fds[0]);
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR) {
			status = -1;
			break;
		}
	if (status == -1 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		if (status != -1 && WIFSIGNALED(status))
			*err = xasprintf("'git diff %s' was killed by signal %d", range,
					 WTERMSIG(status));
		else if (status != -1 && WEXITSTATUS(status) == 127)
			*err = xasprintf("'git diff %s' could not be started (is git installed?)",
					 range);
		else
			*err = xasprintf("'git diff %s' failed (exit status %d): no diff to "
					 "compare with", range, status == -1 ? -1 : WEXITSTATUS(status));
		if (read_rc == 0)
			free(*text);
		free(range);
		return -1;
	}
	if (read_rc != 0) {
		*err = xasprintf("cannot read the output of 'git diff %s': %s", range,
				 strerror(read_errno));
		free(range);
		return -1;
	}
	free(range);
	return 0;
}
