/*
 * Diff mode: report only findings that a change touches, like
 * clang-tidy-diff, but by every location of a finding: its own line and
 * its notes' (the registration, the recovery, the cast, the declaration),
 * so a new registration whose finding is reported at an unchanged recovery
 * is seen. The input is a unified diff (git diff, git diff -U0, diff -u);
 * only the new side's file names and added lines are used.
 */
#ifndef TIMERCHECK_REPORT_DIFFMODE_H
#define TIMERCHECK_REPORT_DIFFMODE_H

#include "analysis/findings.h"
#include "support/strmap.h"

struct diffmap {
	struct ptrvec files;	/* struct diff_file * (private) */
	struct strmap by_name;	/* last path component -> struct ptrvec * of those files */
};
#define DIFFMAP_INIT { PTRVEC_INIT, STRMAP_INIT }

/*
 * Reads a unified diff from path ("-" for standard input) into d (which must
 * be empty). Returns 0, or -1 with a malloc'd message in *err.
 */
int diffmap_load(struct diffmap *d, const char *path, char **err);

/*
 * Reads the diff of the current branch against rev (git diff -U0 rev...,
 * see git_diff.h) into d (which must be empty). Returns 0, or -1 with a
 * malloc'd message in *err: git failing is an error, not an empty diff.
 */
int diffmap_load_git(struct diffmap *d, const char *rev, char **err);

/* How many files the diff names on '+++' lines (0: an empty diff, or deletions only). */
size_t diffmap_file_count(const struct diffmap *d);

/*
 * Parses diff text (len bytes). Empty text is an empty diff; text with no
 * file header, a hunk before any file header, a malformed hunk header or a
 * hunk cut short are errors. Returns 0, or -1 with a malloc'd message in *err.
 */
int diffmap_parse(struct diffmap *d, const char *text, size_t len, char **err);

/*
 * True when line of file (an absolute path) is added by the diff. The diff's
 * paths are matched against the end of file on a folder boundary, with
 * git's "b/" prefix or without it.
 */
int diffmap_has_line(const struct diffmap *d, const char *file, unsigned line);

/*
 * Removes (and frees) the findings with no location (primary, note or
 * macro step) on an added line. Returns how many.
 */
size_t diffmap_filter(const struct diffmap *d, struct findings *fs);

void diffmap_release(struct diffmap *d);

#endif
