/*
 * Baseline files (see baseline.h).
 */
#include "report/baseline.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "input/compdb.h"
#include "support/output.h"
#include "support/paths.h"

static int str_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int baseline_load(struct baseline *b, const char *path, char **err)
{
	char *text, *line, *next;

	if (read_file(path, &text, NULL) != 0) {
		*err = xasprintf("cannot read baseline '%s': %s", path, read_file_strerror(errno));
		return -1;
	}
	for (line = text; line && *line; line = next) {
		size_t n;

		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		line += strspn(line, " \t\r");
		if (*line == '#' || !*line)
			continue;
		n = strcspn(line, " \t\r");
		if (!memchr(line, ':', n)) {
			*err = xasprintf("'%s' is not a timercheck baseline (bad line '%.40s')", path,
					 line);
			free(text);
			baseline_release(b);
			return -1;
		}
		ptrvec_push(&b->fingerprints, xstrndup(line, n));
	}
	free(text);
	if (b->fingerprints.len > 1)
		qsort(b->fingerprints.items, b->fingerprints.len, sizeof(void *), str_cmp);
	return 0;
}

int baseline_contains(const struct baseline *b, const char *fp)
{
	return fp && b->fingerprints.len &&
	       bsearch(&fp, b->fingerprints.items, b->fingerprints.len, sizeof(void *), str_cmp);
}

static int not_in_baseline(const struct finding *f, const void *data)
{
	return !baseline_contains(data, f->fingerprint);
}

size_t baseline_filter(const struct baseline *b, struct findings *fs)
{
	return findings_keep(fs, not_in_baseline, b);
}

struct write_data {
	const struct findings *fs;
	const char *root;
};

/* Writes s with control characters (a newline in a file name) shown as '?'. */
static void put_clean(FILE *out, const char *s)
{
	for (; *s; s++)
		fputc((unsigned char)*s < 0x20 ? '?' : *s, out);
}

static int write_baseline(FILE *out, void *data)
{
	const struct write_data *wd = data;
	size_t i;

	fputs("# timercheck baseline 1: \"<fingerprint> <rule> <path>:<line>\" per finding.\n"
	      "# Only the fingerprint is read back; see docs/integration.md.\n", out);
	for (i = 0; i < wd->fs->items.len; i++) {
		const struct finding *f = wd->fs->items.items[i];
		char *abs = f->loc.file ? path_absolute(f->loc.file, NULL) : NULL;
		char *rel = abs ? path_relative(abs, wd->root) : xstrdup("?");

		fprintf(out, "%s %s ", f->fingerprint ? f->fingerprint : "?:0", f->rule);
		put_clean(out, rel);
		fprintf(out, ":%u\n", f->loc.line);
		free(abs);
		free(rel);
	}
	return ferror(out) ? -1 : 0;
}

int baseline_write(const char *path, const struct findings *fs, const char *root, char **err)
{
	struct write_data wd = { fs, root };

	return write_output(path, write_baseline, &wd, err);
}

void baseline_release(struct baseline *b)
{
	size_t i;

	for (i = 0; i < b->fingerprints.len; i++)
		free(b->fingerprints.items[i]);
	ptrvec_release(&b->fingerprints);
}
