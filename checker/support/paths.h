/*
 * Where timercheck's own files are (rule packs, rule docs), found relative to
 * the running binary so a relocated install works, and path helpers for the
 * reporting stage: relative paths and file URIs. No libclang here.
 */
#ifndef TIMERCHECK_SUPPORT_PATHS_H
#define TIMERCHECK_SUPPORT_PATHS_H

#include <stdio.h>

#include "support/util.h"

/*
 * The folder of the bundled rule packs: <exe_dir>/../share/timercheck/rules
 * when it exists, else the source tree's rules/ folder (compiled in), else
 * NULL. The string is static; do not free it.
 */
const char *install_rules_dir(void);

/*
 * The folder of the rule docs (docs/rules/<id>.md): <exe_dir>/../share/doc/
 * timercheck/rules when it exists, else the source tree's docs/rules, else
 * NULL. Static; do not free.
 */
const char *install_docs_rules_dir(void);

/* The folder holding the running binary, or NULL. Static; do not free. */
const char *install_exe_dir(void);

/*
 * Returns a malloc'd path of path (absolute, normalised) relative to dir
 * (absolute, normalised), using "../" where needed: "a/b.c", "../x/y.c".
 * Returns "." when they are equal. Never fails.
 */
char *path_relative(const char *path, const char *dir);

/*
 * Appends path to sb as a URI path: every byte outside RFC 3986's
 * unreserved set and '/' is percent-encoded, so spaces, quotes, newlines
 * and non-UTF-8 bytes all give a valid URI.
 */
void uri_add_path(struct strbuf *sb, const char *path);
/* Appends "file://" and the encoded absolute path. */
void uri_add_file(struct strbuf *sb, const char *abs_path);

/* The current directory as a malloc'd string ("/" if unknown). */
char *path_cwd(void);

/* Returns a malloc'd absolute, normalised (no "." or "..") version of path relative to base (or the cwd). */
char *path_absolute(const char *path, const char *base);

/*
 * The deepest folder that holds every one of folders (absolute, normalised
 * folders, not files), as a malloc'd string; NULL when there are none or
 * they share only "/" (a root that would make every library the project's).
 */
char *path_common_folder(const struct ptrvec *folders);

#endif
