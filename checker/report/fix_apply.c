/*
 * --fix (see fix_apply.h): the edited content and its atomic write.
 */
#include "report/fix_apply.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "support/output.h"
#include "support/paths.h"

char *fix_file_result(const struct fix_file *ff, size_t *len)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i, at = 0;

	for (i = 0; i < ff->edits.len; i++) {
		const struct fix_edit *e = ff->edits.items[i];

		strbuf_add(&sb, ff->content + at, e->begin - at);
		strbuf_addstr(&sb, e->text);
		at = e->end;
	}
	strbuf_add(&sb, ff->content + at, ff->len - at);
	*len = sb.len;
	return sb.buf ? strbuf_detach(&sb) : xstrdup("");
}

/*
 * Test hook (testdata/hostile/fix-save-race.test): with
 * TIMERCHECK_TEST_FIX_WINDOW=PATH, each file's last check before its
 * rename waits until PATH, which it creates, is removed (at most 30 s), so
 * a test can save the file inside the window.
 */
static void test_window(void)
{
	const char *marker = getenv("TIMERCHECK_TEST_FIX_WINDOW");
	int fd, i;

	if (!marker || !*marker)
		return;
	fd = open(marker, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
	if (fd < 0)
		return;
	close(fd);
	for (i = 0; i < 3000 && access(marker, F_OK) == 0; i++)
		usleep(10000);
}

/* Whether path still holds exactly the content the edits were made against. */
static int unchanged(const char *path, const char *content, size_t len)
{
	char *now = NULL;
	size_t now_len = 0;
	int same = read_file(path, &now, &now_len) == 0 && now_len == len &&
		   memcmp(now, content, len) == 0;

	free(now);
	return same;
}

/*
 * Writes data over path through a temporary file beside it; keeps path's
 * mode. The file is compared with was (was_len bytes) once more just before
 * the rename: a save made while the new content was written is kept, and
 * this file is not fixed (returns 1 with *err).
 */
static int replace_file(const char *path, const char *data, size_t len, const struct stat *old,
			const char *was, size_t was_len, char **err)
{
	char *tmp = xasprintf("%s.timercheck-XXXXXX", path);
	const char *what = "create a temporary file beside";
	int fd = mkstemp(tmp), ok = fd >= 0;

	if (ok && (what = "write", fd_write_all(fd, data, len) != 0))
		ok = 0;
	/* The owner too, where we may (root fixing someone's tree); else it becomes ours. */
	if (ok && (what = "set the owner of", fchown(fd, old->st_uid, old->st_gid) != 0) &&
	    errno != EPERM)
		ok = 0;
	if (ok && (what = "set the mode of", fchmod(fd, old->st_mode & 07777) != 0))
		ok = 0;
	if (ok && (what = "sync", fsync(fd) != 0))
		ok = 0;
	if (fd >= 0 && close(fd) != 0 && ok) {
		what = "close";
		ok = 0;
	}
	if (ok) {
		test_window();
		if (!unchanged(path, was, was_len)) {
			*err = xasprintf("not fixing '%s': it changed while the fixes were written "
					 "(saved meanwhile?); it is left as it is", path);
			unlink(tmp);
			free(tmp);
			return 1;
		}
	}
	if (ok && (what = "rename over", rename(tmp, path) != 0))
		ok = 0;
	if (!ok) {
		*err = xasprintf("cannot %s '%s': %s", what, path, strerror(errno));
		if (fd >= 0)
			unlink(tmp);
	}
	free(tmp);
	return ok ? 0 : -1;
}

static char *shown(const char *path, const char *cwd)
{
	char *rel;

	if (!cwd)
		return xstrdup(path);
	rel = path_relative(path, cwd);
	if (starts_with(rel, "../")) {
		free(rel);
		return xstrdup(path);
	}
	return rel;
}

int fix_apply(const struct fix_plan *p, const char *cwd, int quiet)
{
	size_t i;
	int ret = 0;

	for (i = 0; i < p->files.len; i++) {
		const struct fix_file *ff = p->files.items[i];
		char *now = NULL, *result, *err = NULL, *name = shown(ff->path, cwd);
		size_t now_len = 0, len;
		struct stat st;

		/* The plan was made from ff->content: a file changed since is not touched. */
		if (stat(ff->target, &st) != 0 || read_file(ff->target, &now, &now_len) != 0 ||
		    now_len != ff->len || memcmp(now, ff->content, now_len) != 0) {
			fprintf(stderr, "timercheck: error: not fixing '%s': it changed while the "
					"fixes were prepared\n", name);
			free(now);
			free(name);
			ret = -1;
			continue;
		}
		free(now);
		result = fix_file_result(ff, &len);
		if (replace_file(ff->target, result, len, &st, ff->content, ff->len, &err) != 0) {
			fprintf(stderr, "timercheck: error: %s\n", err);
			free(err);
			ret = -1;
		} else if (!quiet) {
			fprintf(stderr, "timercheck: fixed %zu edit%s in %s\n", ff->edits.len,
				ff->edits.len == 1 ? "" : "s", name);
		}
		free(result);
		free(name);
	}
	return ret;
}
