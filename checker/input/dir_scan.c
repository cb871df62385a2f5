/*
 * Recursive directory scan (see dir_scan.h).
 */
#include "input/dir_scan.h"
#include "support/paths.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "input/compdb.h"

struct visited {
	dev_t dev;
	ino_t ino;
};

struct scan {
	struct visited *seen;
	size_t nseen, alloc;
	FILE *err;
	int failures;
};

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int already_seen(struct scan *s, const struct stat *st)
{
	size_t i;

	for (i = 0; i < s->nseen; i++)
		if (s->seen[i].dev == st->st_dev && s->seen[i].ino == st->st_ino)
			return 1;
	if (s->nseen == s->alloc) {
		s->alloc = s->alloc ? s->alloc * 2 : 64;
		s->seen = xrealloc(s->seen, s->alloc * sizeof(*s->seen));
	}
	s->seen[s->nseen].dev = st->st_dev;
	s->seen[s->nseen].ino = st->st_ino;
	s->nseen++;
	return 0;
}

/* Prints a path for a message, control characters as \xNN (strbuf_add_printable). */
static void print_path(FILE *f, const char *path)
{
	struct strbuf sb = STRBUF_INIT;

	strbuf_add_printable(&sb, path);
	fputs(sb.buf, f);
	strbuf_release(&sb);
}

/*
 * A path stat() failed on. A dangling or looping symlink has nothing to
 * analyse and stays silent; anything else (a path longer than PATH_MAX,
 * which neither we nor libclang can open) is said, and the scan goes on.
 */
static void report_skipped(struct scan *s, const char *path, int err)
{
	if (err == ENOENT || err == ELOOP)
		return;
	fputs("timercheck: warning: skipped '", s->err);
	print_path(s->err, path);
	if (err == ENAMETOOLONG)
		fprintf(s->err, "': the path is longer than PATH_MAX (%d bytes)\n", PATH_MAX);
	else
		fprintf(s->err, "': %s\n", strerror(err));
}

static void walk(struct scan *s, const char *dir, struct ptrvec *out)
{
	struct ptrvec names = PTRVEC_INIT;
	struct dirent *de;
	struct stat st;
	size_t i;
	DIR *d;

	if (stat(dir, &st) != 0) {
		report_skipped(s, dir, errno);
		return;
	}
	if (already_seen(s, &st))
		return;
	d = opendir(dir);
	if (!d) {
		int err = errno;

		fputs("timercheck: error: cannot read directory '", s->err);
		print_path(s->err, dir);
		fprintf(s->err, "': %s\n", strerror(err));
		s->failures++;
		return;
	}
	while ((de = readdir(d)) != NULL) {
		if (strcmp(de->d_name, ".") == 0 || strcmp(de->d_name, "..") == 0)
			continue;
		ptrvec_push(&names, xasprintf("%s/%s", dir, de->d_name));
	}
	closedir(d);
	if (names.len > 1)
		qsort(names.items, names.len, sizeof(void *), cmp_str);
	for (i = 0; i < names.len; i++) {
		char *path = names.items[i];

		if (stat(path, &st) != 0) {
			report_skipped(s, path, errno);
		} else if (S_ISDIR(st.st_mode)) {
			walk(s, path, out);
		} else if (S_ISREG(st.st_mode) && ends_with(path, ".c")) {
			ptrvec_push(out, path);
			continue;
		}
		free(path);
	}
	ptrvec_release(&names);
}

int scan_directory(const char *dir, struct ptrvec *out, FILE *err)
{
	struct scan s = { NULL, 0, 0, err, 0 };
	char *abs = path_absolute(dir, NULL);

	walk(&s, abs, out);
	free(abs);
	free(s.seen);
	return s.failures;
}
