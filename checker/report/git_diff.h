/*
 * --diff-base: the diff of the current branch against a revision, read
 * from git itself, so a git that fails (an unknown revision, no
 * repository) is an error and not an empty diff. git runs through
 * execvp() with a fixed argument vector: no shell, and no option taken
 * from the user (a revision that starts with '-' is refused).
 */
#ifndef TIMERCHECK_REPORT_GIT_DIFF_H
#define TIMERCHECK_REPORT_GIT_DIFF_H

#include <stddef.h>

/*
 * Runs 'git diff -U0 ... REV... --' in the current directory and returns
 * its output in *text (malloc'd, NUL-terminated, caller frees) and *len.
 * git's own messages go to standard error. Returns 0, or -1 with a
 * malloc'd message in *err (the revision refused, git not started, git
 * killed or exiting with a non-zero status) and *text untouched.
 */
int git_diff_run(const char *rev, char **text, size_t *len, char **err);

#endif
