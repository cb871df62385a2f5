/*
 * Unified diff parsing and filtering (see diffmode.h). A finding is kept
 * when any of its locations is on an added line: its own, a note's, a
 * macro expansion step's. A location is matched only against the diff's
 * files with the same last path component (a hash map), and their added
 * lines are sorted for a binary search: a diff of a whole tree and a run
 * with many findings would otherwise multiply.
 */
#include "report/diffmode.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "input/compdb.h"
#include "report/git_diff.h"
#include "support/paths.h"
struct diff_file {
	char *path;		/* as in the "+++" line, unquoted, prefix kept */
	unsigned *lines;	/* added line numbers, sorted once parsed */
	size_t nlines, alloc;
};

static void add_line(struct diff_file *f, unsigned line)
{
	if (f->nlines == f->alloc) {
		f->alloc = f->alloc ? f->alloc * 2 : 16;
		f->lines = xrealloc(f->lines, f->alloc * sizeof(*f->lines));
	}
	f->lines[f->nlines++] = line;
}

/* Undoes git's C-style quoting of a path ("a\tb", "\303\251"). */
static char *unquote(const char *s, size_t n)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	if (n < 2 || s[0] != '"' || s[n - 1] != '"')
		return xstrndup(s, n);
	for (i = 1; i + 1 < n; i++) {
		char c = s[i];

		if (c != '\\' || i + 2 >= n) {
			strbuf_addch(&sb, c);
			continue;
		}
		c = s[++i];
		switch (c) {
		case 'n': strbuf_addch(&sb, '\n'); break;
		case 't': strbuf_addch(&sb, '\t'); break;
		case 'r': strbuf_addch(&sb, '\r'); break;
		case 'a': strbuf_addch(&sb, '\a'); break;
		case 'b': strbuf_addch(&sb, '\b'); break;
		case 'f': strbuf_addch(&sb, '\f'); break;
		case 'v': strbuf_addch(&sb, '\v'); break;
		default:
			if (c >= '0' && c <= '7') {
				unsigned v = 0, k;

				for (k = 0; k < 3 && i + 1 < n && s[i] >= '0' && s[i] <= '7'; k++, i++)
					v = v * 8 + (unsigned)(s[i] - '0');
				i--;
				strbuf_addch(&sb, (char)v);
			} else {
				strbuf_addch(&sb, c);
			}
		}
	}
	return strbuf_detach(&sb);
}

/* The file name of a "+++ " line: quoted, or up to a tab (diff -u adds a date). */
static char *new_path(const char *s, size_t n)
{
	size_t end;

	if (n && s[0] == '"') {
		for (end = 1; end < n && s[end] != '"'; end++)
			if (s[end] == '\\')
				end++;
		return unquote(s, end < n ? end + 1 : n);
	}
	for (end = 0; end < n && s[end] != '\t'; end++)
		;
	while (end && (s[end - 1] == ' ' || s[end - 1] == '\r'))
		end--;
	return xstrndup(s, end);
}

/* Reads "start[,count]" without going past limit (the text need not be NUL-terminated). */
static int parse_number(const char **p, const char *limit, unsigned long *out)
{
	const char *q = *p;
	unsigned long v = 0;

	if (q >= limit || *q < '0' || *q > '9')
		return -1;
	while (q < limit && *q >= '0' && *q <= '9') {
		if (v > 100000000UL)
			return -1;
		v = v * 10 + (unsigned long)(*q++ - '0');
	}
	*out = v;
	*p = q;
	return 0;
}

static int parse_range(const char **p, const char *limit, unsigned long *start, unsigned long *count)
{
	if (parse_number(p, limit, start) != 0)
		return -1;
	*count = 1;
	if (*p < limit && **p == ',') {
		(*p)++;
		if (parse_number(p, limit, count) != 0)
			return -1;
	}
	return 0;
}

static int unsigned_cmp(const void *pa, const void *pb)
{
	unsigned a = *(const unsigned *)pa, b = *(const unsigned *)pb;

	return a < b ? -1 : a > b;
}

/* The part of a diff path that any file it matches ends with, after its last '/'. */
static const char *last_component(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

static void release_index(struct diffmap *d)
{
	size_t i;

	for (i = 0; i < d->by_name.cap; i++) {
		struct ptrvec *v = d->by_name.slots[i].value;

		if (d->by_name.slots[i].key) {
			ptrvec_release(v);
			free(v);
		}
	}
	strmap_release(&d->by_name);
}

/* Sorts every file's added lines and indexes the files by last path component. */
static void build_index(struct diffmap *d)
{
	size_t i;

	release_index(d);
	for (i = 0; i < d->files.len; i++) {
		struct diff_file *f = d->files.items[i];
		struct strmap_entry *e = strmap_insert(&d->by_name, last_component(f->path), NULL);

		if (!e->value)
			e->value = xcalloc(1, sizeof(struct ptrvec));
		ptrvec_push(e->value, f);
		if (f->nlines > 1)
			qsort(f->lines, f->nlines, sizeof(*f->lines), unsigned_cmp);
	}
}

int diffmap_parse(struct diffmap *d, const char *text, size_t len, char **err)
{
	const char *p = text, *end = text + len;
	struct diff_file *cur = NULL;
	unsigned long old_left = 0, new_left = 0, new_line = 0;
	unsigned lineno = 0, hunk_line = 0;
	int headers = 0, text_seen = 0;

	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);

		lineno++;
		if (n && !(n == 1 && p[0] == '\r'))
			text_seen = 1;
		if (old_left || new_left) {
			/* Inside a hunk. */
			if (n && p[0] == '+') {
				if (!new_left) {
					*err = xasprintf("malformed diff: more added lines than the hunk "
							 "header says, at line %u", lineno);
					return -1;
				}
				if (cur)
					add_line(cur, (unsigned)new_line);
				new_line++;
				new_left--;
			} else if (n && p[0] == '-') {
				if (!old_left) {
					*err = xasprintf("malformed diff: more removed lines than the hunk "
							 "header says, at line %u", lineno);
					return -1;
				}
				old_left--;
			} else if (n && p[0] == '\\') {
				/* "\ No newline at end of file" */
			} else {
				new_line++;
				if (new_left)
					new_left--;
				if (old_left)
					old_left--;
			}
		} else if (n >= 11 && strncmp(p, "diff --git ", 11) == 0) {
			/* A file with no hunk (a mode change, a binary file) has only this header. */
			headers = 1;
			cur = NULL;
		} else if (n >= 4 && strncmp(p, "+++ ", 4) == 0) {
			char *path = new_path(p + 4, n - 4);

			headers = 1;
			cur = NULL;
			if (strcmp(path, "/dev/null") != 0) {
				cur = xcalloc(1, sizeof(*cur));
				cur->path = path;
				ptrvec_push(&d->files, cur);
			} else {
				free(path);
			}
		} else if (n >= 3 && strncmp(p, "@@ ", 3) == 0) {
			const char *q = p + 3;
			unsigned long os, oc, ns, nc;

			const char *lim = p + n;

			if (q >= lim || *q != '-' || (q++, parse_range(&q, lim, &os, &oc)) != 0 ||
			    q + 1 >= lim || *q != ' ' || q[1] != '+' ||
			    (q += 2, parse_range(&q, lim, &ns, &nc)) != 0) {
				*err = xasprintf("malformed hunk header at line %u", lineno);
				return -1;
			}
			if (!headers) {
				*err = xasprintf("the hunk at line %u has no '+++' file header before "
						 "it", lineno);
				return -1;
			}
			hunk_line = lineno;
			old_left = oc;
			new_left = nc;
			new_line = ns;
		}
		p = nl ? nl + 1 : end;
	}
	/* A git that died mid-way, or text that only looks like a diff in places. */
	if (old_left || new_left) {
		*err = xasprintf("the diff ends inside the hunk at line %u (%lu added and %lu "
				 "removed lines missing): truncated", hunk_line, new_left, old_left);
		return -1;
	}
	if (text_seen && !headers) {
		*err = xasprintf("not a unified diff: none of its %u lines is a '+++' file "
				 "header or a 'diff --git' line", lineno);
		return -1;
	}
	build_index(d);
	return 0;
}

size_t diffmap_file_count(const struct diffmap *d)
{
	return d->files.len;
}

/* Parses text read from source (a phrase for messages), prefixing a parse error with it. */
static int parse_from(struct diffmap *d, const char *source, char *text, size_t len, char **err)
{
	char *why = NULL;
	int rc = diffmap_parse(d, text, len, &why);

	if (rc != 0) {
		*err = xasprintf("%s: %s", source, why);
		free(why);
	}
	free(text);
	return rc;
}

int diffmap_load(struct diffmap *d, const char *path, char **err)
{
	char *text, *source;
	size_t len;
	int rc;

	if (strcmp(path, "-") == 0) {
		if (read_stream(stdin, &text, &len) != 0) {
			*err = xasprintf("cannot read the diff from standard input: %s",
					 strerror(errno));
			return -1;
		}
		return parse_from(d, "the diff on standard input", text, len, err);
	}
	if (read_file(path, &text, &len) != 0) {
		*err = xasprintf("cannot read diff '%s': %s", path, read_file_strerror(errno));
		return -1;
	}
	source = xasprintf("diff '%s'", path);
	rc = parse_from(d, source, text, len, err);
	free(source);
	return rc;
}

int diffmap_load_git(struct diffmap *d, const char *rev, char **err)
{
	char *text, *source;
	size_t len;
	int rc;

	if (git_diff_run(rev, &text, &len, err) != 0)
		return -1;
	source = xasprintf("the output of 'git diff %s...'", rev);
	rc = parse_from(d, source, text, len, err);
	free(source);
	return rc;
}

/* True when file ends with "/" + suffix, or is cwd + "/" + suffix. */
static int path_matches(const char *file, const char *suffix)
{
	size_t fl = strlen(file), sl = strlen(suffix);

	if (!sl)
		return 0;
	if (suffix[0] == '/')
		return strcmp(file, suffix) == 0;
	return fl > sl && file[fl - sl - 1] == '/' && strcmp(file + fl - sl, suffix) == 0;
}

static int file_matches(const char *file, const char *diff_path)
{
	const char *p = diff_path;

	while (starts_with(p, "./"))
		p += 2;
	if (path_matches(file, p))
		return 1;
	/* git's default "b/" prefix (or any one-letter prefix from --dst-prefix) */
	return starts_with(p, "b/") && path_matches(file, p + 2);
}

int diffmap_has_line(const struct diffmap *d, const char *file, unsigned line)
{
	const struct ptrvec *same_name;
	char *abs;
	size_t i;
	int hit = 0;

	if (!file)
		return 0;
	abs = path_absolute(file, NULL);
	same_name = strmap_get(&d->by_name, last_component(abs));
	for (i = 0; same_name && i < same_name->len && !hit; i++) {
		const struct diff_file *f = same_name->items[i];

		hit = f->nlines && file_matches(abs, f->path) &&
		      bsearch(&line, f->lines, f->nlines, sizeof(*f->lines), unsigned_cmp);
	}
	free(abs);
	return hit;
}

/*
 * Any of a finding's locations: a change that adds a registration makes a
 * finding at a recovery it never touched, and the new line is a note.
 */
static int on_changed_line(const struct finding *f, const void *data)
{
	size_t i;

	if (diffmap_has_line(data, f->loc.file, f->loc.line))
		return 1;
	for (i = 0; i < f->notes.len; i++) {
		const struct note *n = f->notes.items[i];

		if (diffmap_has_line(data, n->loc.file, n->loc.line))
			return 1;
	}
	for (i = 0; i < f->macros.len; i++) {
		const struct macro_step *m = f->macros.items[i];

		if (diffmap_has_line(data, m->loc.file, m->loc.line))
			return 1;
	}
	return 0;
}

size_t diffmap_filter(const struct diffmap *d, struct findings *fs)
{
	return findings_keep(fs, on_changed_line, d);
}

void diffmap_release(struct diffmap *d)
{
	size_t i;

	for (i = 0; i < d->files.len; i++) {
		struct diff_file *f = d->files.items[i];

		free(f->path);
		free(f->lines);
		free(f);
	}
	ptrvec_release(&d->files);
	release_index(d);
}
