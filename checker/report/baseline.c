/*
 * Baseline files (see baseline.h): reading them (with the version their
 * header names), filtering findings by them, writing them.
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

#define HEADER "# timercheck baseline "

/*
 * The version a header line names (a number after HEADER), or 0 when the
 * line is not a header.
 */
static int header_version(const char *line)
{
	long v = 0;

	if (!starts_with(line, HEADER))
		return 0;
	for (line += strlen(HEADER); *line >= '0' && *line <= '9' && v < 1000; line++)
		v = v * 10 + (*line - '0');
	return (int)v;
}

int baseline_load(struct baseline *b, const char *path, char **err)
{
	char *text, *line, *next;

	if (read_file(path, &text, NULL) != 0) {
		*err = xasprintf("cannot read baseline '%s': %s", path, read_file_strerror(errno));
		return -1;
	}
	b->version = 0;
	for (line = text; line && *line; line = next) {
		size_t n;

		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		line += strspn(line, " \t\r");
		if (*line == '#' && !b->version && !b->fingerprints.len && header_version(line))
			b->version = header_version(line);
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
	if (!b->version)
		b->version = 1;		/* written before the header named versions */
	if (b->version > FINGERPRINT_VERSION) {
		*err = xasprintf("baseline '%s' is version %d, written by a newer timercheck; this "
				 "one reads versions 1 to %d", path, b->version, FINGERPRINT_VERSION);
		baseline_release(b);
		return -1;
	}
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

size_t baseline_filter(const struct baseline *b, struct findings *fs, struct srcmap *sm,
		       const char *root)
{
	struct ptrvec v1 = PTRVEC_INIT;
	size_t i, out = 0, dropped = 0;

	if (b->version == FINGERPRINT_VERSION)
		return findings_keep(fs, not_in_baseline, b);
	/* An old baseline: today's findings under its own fingerprints. */
	fingerprint_findings_v1(fs, sm, root, &v1);
	for (i = 0; i < fs->items.len; i++) {
		struct finding *f = fs->items.items[i];

		if (baseline_contains(b, v1.items[i])) {
			finding_free(f);
			dropped++;
		} else {
			fs->items.items[out++] = f;
		}
		free(v1.items[i]);
	}
	fs->items.len = out;
	ptrvec_release(&v1);
	return dropped;
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

	fprintf(out, HEADER "%d: \"<fingerprint> <rule> <path>:<line>\" per finding.\n"
		"# Only the fingerprint is read back; keep this first line, it says which\n"
		"# fingerprints these are. See docs/integration.md.\n", FINGERPRINT_VERSION);
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
	b->version = 0;
}
