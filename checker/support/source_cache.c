/*
 * Source text cache (see source_cache.h). Files are found by path in a hash
 * map; each keeps the offsets of its lines, so a line is found by direct
 * index.
 */
#include "support/source_cache.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

struct srcfile {
	char *path;
	char *text;		/* NULL when unreadable */
	size_t len;
	size_t *lines;		/* offset of each line's start */
	size_t nlines;
	int given;		/* text came from srcmap_set(): never evicted */
	int read;		/* the file was read (or failed to be) since the last eviction */
};

static void index_lines(struct srcfile *f)
{
	size_t i, n = 1, k = 0;

	for (i = 0; i < f->len; i++)
		if (f->text[i] == '\n')
			n++;
	f->lines = xmalloc(n * sizeof(*f->lines));
	f->lines[k++] = 0;
	for (i = 0; i < f->len; i++)
		if (f->text[i] == '\n')
			f->lines[k++] = i + 1;
	f->nlines = n;
	/* A final newline does not start another line. */
	if (f->nlines > 1 && f->lines[f->nlines - 1] == f->len)
		f->nlines--;
}

static struct srcfile *find(struct srcmap *sm, const char *path)
{
	return strmap_get(&sm->by_path, path);
}

static struct srcfile *add(struct srcmap *sm, const char *path)
{
	struct srcfile *f = xcalloc(1, sizeof(*f));

	f->path = xstrdup(path);
	ptrvec_push(&sm->files, f);
	strmap_put(&sm->by_path, path, f);
	return f;
}

static void drop_text(struct srcfile *f)
{
	free(f->text);
	free(f->lines);
	f->text = NULL;
	f->lines = NULL;
	f->len = f->nlines = 0;
}

void srcmap_set(struct srcmap *sm, const char *path, const char *text, size_t len)
{
	struct srcfile *f = find(sm, path);

	if (!f)
		f = add(sm, path);
	drop_text(f);
	f->given = f->read = 1;
	f->text = xstrndup(text, len);
	f->len = len;
	index_lines(f);
}

static struct srcfile *load(struct srcmap *sm, const char *path)
{
	struct srcfile *f = find(sm, path);
	struct stat st;

	if (f && f->read)
		return f;
	if (!f)
		f = add(sm, path);
	f->read = 1;
	/* Only regular files: a FIFO or device named as a source must not block the report. */
	if (stat(path, &st) != 0 || !S_ISREG(st.st_mode) ||
	    read_file(path, &f->text, &f->len) != 0)
		f->text = NULL;
	else
		index_lines(f);
	return f;
}

const char *srcmap_text(struct srcmap *sm, const char *path, size_t *len)
{
	struct srcfile *f;

	if (!path)
		return NULL;
	f = load(sm, path);
	if (len)
		*len = f->text ? f->len : 0;
	return f->text;
}

const char *srcmap_line(struct srcmap *sm, const char *path, unsigned lineno, size_t *len)
{
	struct srcfile *f;
	const char *p;
	size_t end;

	if (!path || !lineno)
		return NULL;
	f = load(sm, path);
	if (!f->text || lineno > f->nlines)
		return NULL;
	p = f->text + f->lines[lineno - 1];
	end = lineno < f->nlines ? f->lines[lineno] : f->len;
	*len = end - f->lines[lineno - 1];
	while (*len && (p[*len - 1] == '\n' || p[*len - 1] == '\r'))
		(*len)--;
	return p;
}

void srcmap_evict(struct srcmap *sm, const char *path)
{
	struct srcfile *f = path ? find(sm, path) : NULL;

	if (!f || f->given)
		return;
	drop_text(f);
	f->read = 0;
}

void srcmap_release(struct srcmap *sm)
{
	size_t i;

	for (i = 0; i < sm->files.len; i++) {
		struct srcfile *f = sm->files.items[i];

		free(f->path);
		free(f->text);
		free(f->lines);
		free(f);
	}
	ptrvec_release(&sm->files);
	strmap_release(&sm->by_path);
}
