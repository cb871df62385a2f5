/*
 * NOLINT comments (see suppress.h). A file is scanned
 * once: every marker becomes a struct mark (a line range and a glob list),
 * and each finding is tested against the marks of its file.
 */
#include "report/suppress.h"

#include <stdlib.h>
#include <string.h>

/* A suppressed range of lines; globs NULL means every rule. */
struct mark {
	unsigned first, last;
	struct ptrvec globs;	/* char * */
};

struct file_marks {
	char *path;
	struct ptrvec marks;	/* struct mark * */
};

/* An open NOLINTBEGIN. */
struct open_region {
	unsigned line, col;
	char *key;		/* the list as written, without spaces: matches its END */
	struct ptrvec globs;
	int all;
};

enum marker { M_NOLINT, M_NEXTLINE, M_BEGIN, M_END };

static int is_ident(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_';
}

static void split_globs(const char *s, size_t n, struct ptrvec *out)
{
	size_t i = 0;

	while (i < n) {
		size_t start, end;

		while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == ','))
			i++;
		start = i;
		while (i < n && s[i] != ',')
			i++;
		end = i;
		while (end > start && (s[end - 1] == ' ' || s[end - 1] == '\t'))
			end--;
		if (end > start)
			ptrvec_push(out, xstrndup(s + start, end - start));
	}
}

static void free_globs(struct ptrvec *v)
{
	size_t i;

	for (i = 0; i < v->len; i++)
		free(v->items[i]);
	ptrvec_release(v);
}

static void add_mark(struct file_marks *fm, unsigned first, unsigned last, struct ptrvec *globs)
{
	struct mark *m = xcalloc(1, sizeof(*m));

	m->first = first;
	m->last = last;
	m->globs = *globs;	/* moved */
	memset(globs, 0, sizeof(*globs));
	ptrvec_push(&fm->marks, m);
}

static void add_comment_finding(struct findings *out, const char *rule, const char *path,
				unsigned line, unsigned col, const char *msg, const char *arg)
{
	struct tc_loc loc;

	loc.file = (char *)path;
	loc.line = line;
	loc.col = col;
	findings_add(out, rule, rule_find_any(rule)->severity, &loc, msg, arg);
}

static char *strip_spaces(const char *s, size_t n)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] != ' ' && s[i] != '\t')
			strbuf_addch(&sb, s[i]);
	return strbuf_detach(&sb);
}

/* Handles one marker; list/n is the text inside its parentheses (has_list). */
static void handle_marker(struct file_marks *fm, struct ptrvec *open, struct findings *meta,
			  enum marker kind, unsigned line, unsigned col, int has_list,
			  const char *list, size_t n)
{
	struct ptrvec globs = PTRVEC_INIT;
	size_t i;

	if (has_list) {
		split_globs(list, n, &globs);
		for (i = 0; i < globs.len; i++)
			if (!rule_glob_known(globs.items[i]))
				add_comment_finding(meta, RULE_UNKNOWN_SUPPRESSION, fm->path, line, col,
				       "suppression names unknown rule '%s' (see --list-rules)",
				       globs.items[i]);
		/* NOLINT() names nothing: clang-tidy suppresses nothing then, and so do we. */
		if (!globs.len)
			return;
	}
	switch (kind) {
	case M_NOLINT:
		add_mark(fm, line, line, &globs);
		break;
	case M_NEXTLINE:
		add_mark(fm, line + 1, line + 1, &globs);
		break;
	case M_BEGIN: {
		struct open_region *r = xcalloc(1, sizeof(*r));

		r->line = line;
		r->col = col;
		r->key = has_list ? strip_spaces(list, n) : xstrdup("");
		r->all = !has_list;
		r->globs = globs;
		ptrvec_push(open, r);
		return;
	}
	case M_END: {
		char *key = has_list ? strip_spaces(list, n) : xstrdup("");

		for (i = open->len; i-- > 0;) {
			struct open_region *r = open->items[i];

			if (strcmp(r->key, key) == 0) {
				add_mark(fm, r->line, line, &r->globs);
				free(r->key);
				free(r);
				memmove(&open->items[i], &open->items[i + 1],
					(open->len - i - 1) * sizeof(void *));
				open->len--;
				break;
			}
		}
		if (i == (size_t)-1)
			add_comment_finding(meta, RULE_UNMATCHED_SUPPRESSION, fm->path, line, col,
			       has_list ? "NOLINTEND(%s) has no matching NOLINTBEGIN"
					: "NOLINTEND%s has no matching NOLINTBEGIN", key);
		free(key);
		break;
	}
	}
	free_globs(&globs);
}

/* The first "NOLINT" in [p, end), or NULL. */
static const char *find_nolint(const char *p, const char *end)
{
	for (; end - p >= 6; p++)
		if (*p == 'N' && memcmp(p, "NOLINT", 6) == 0)
			return p;
	return NULL;
}

static void scan_text(struct file_marks *fm, const char *text, size_t len, struct findings *meta)
{
	struct ptrvec open = PTRVEC_INIT;
	const char *p = text, *end = text + len;
	unsigned line = 1;
	size_t i;

	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *le = nl ? nl : end, *q = p;

		while ((q = find_nolint(q, le)) != NULL) {
			const char *r = q + 6;
			enum marker kind = M_NOLINT;
			int has_list = 0;
			const char *list = NULL;
			size_t n = 0;

			if (q > p && is_ident(q[-1])) {
				q = r;
				continue;
			}
			if (le - r >= 8 && strncmp(r, "NEXTLINE", 8) == 0)
				kind = M_NEXTLINE, r += 8;
			else if (le - r >= 5 && strncmp(r, "BEGIN", 5) == 0)
				kind = M_BEGIN, r += 5;
			else if (le - r >= 3 && strncmp(r, "END", 3) == 0)
				kind = M_END, r += 3;
			if (r < le && is_ident(*r)) {
				q = r;
				continue;
			}
			if (r < le && *r == '(') {
				const char *close = memchr(r, ')', (size_t)(le - r));

				if (close) {
					has_list = 1;
					list = r + 1;
					n = (size_t)(close - list);
					r = close + 1;
				}
			}
			handle_marker(fm, &open, meta, kind, line, (unsigned)(q - p) + 1, has_list,
				      list, n);
			q = r;
		}
		p = nl ? nl + 1 : end;
		line++;
	}
	for (i = 0; i < open.len; i++) {
		struct open_region *r = open.items[i];

		add_comment_finding(meta, RULE_UNMATCHED_SUPPRESSION, fm->path, r->line, r->col,
		       r->all ? "NOLINTBEGIN%s is never closed with NOLINTEND: it suppresses nothing"
			      : "NOLINTBEGIN(%s) is never closed with NOLINTEND: it suppresses nothing",
		       r->key);
		free_globs(&r->globs);
		free(r->key);
		free(r);
	}
	ptrvec_release(&open);
}

static struct file_marks *marks_for(struct ptrvec *files, struct srcmap *sm, const char *path,
				    struct findings *meta)
{
	struct file_marks *fm;
	const char *text;
	size_t i, len;

	for (i = 0; i < files->len; i++) {
		fm = files->items[i];
		if (strcmp(fm->path, path) == 0)
			return fm;
	}
	fm = xcalloc(1, sizeof(*fm));
	fm->path = xstrdup(path);
	ptrvec_push(files, fm);
	text = srcmap_text(sm, path, &len);
	if (text)
		scan_text(fm, text, len, meta);
	return fm;
}

static int mark_covers(const struct mark *m, const struct finding *f)
{
	size_t i;

	if (f->loc.line < m->first || f->loc.line > m->last)
		return 0;
	if (!m->globs.len)
		return 1;
	for (i = 0; i < m->globs.len; i++)
		if (rule_glob_match(m->globs.items[i], f->rule))
			return 1;
	return 0;
}

size_t suppress_apply(struct findings *fs, struct srcmap *sm, const struct ptrvec *extra_files)
{
	struct ptrvec files = PTRVEC_INIT;
	struct findings meta = FINDINGS_INIT;
	size_t i, j, out = 0, dropped = 0;

	for (i = 0; i < fs->items.len; i++) {
		struct finding *f = fs->items.items[i];
		struct file_marks *fm;
		int covered = 0;

		if (!f->loc.file) {
			fs->items.items[out++] = f;
			continue;
		}
		fm = marks_for(&files, sm, f->loc.file, &meta);
		for (j = 0; j < fm->marks.len && !covered; j++)
			covered = mark_covers(fm->marks.items[j], f);
		if (covered) {
			finding_free(f);
			dropped++;
		} else {
			fs->items.items[out++] = f;
		}
	}
	fs->items.len = out;
	for (i = 0; extra_files && i < extra_files->len; i++)
		marks_for(&files, sm, extra_files->items[i], &meta);
	for (i = 0; i < meta.items.len; i++)
		ptrvec_push(&fs->items, meta.items.items[i]);
	ptrvec_release(&meta.items);

	for (i = 0; i < files.len; i++) {
		struct file_marks *fm = files.items[i];

		for (j = 0; j < fm->marks.len; j++) {
			struct mark *m = fm->marks.items[j];

			free_globs(&m->globs);
			free(m);
		}
		ptrvec_release(&fm->marks);
		free(fm->path);
		free(fm);
	}
	ptrvec_release(&files);
	return dropped;
}
