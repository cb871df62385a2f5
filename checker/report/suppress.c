/*
 * NOLINT comments (see suppress.h). A file is scanned
 * once (files are found by path in a hash map): every marker becomes a
 * struct mark (a line range and a glob list), and a sweep over each file's
 * lines decides its findings (decide_file), so the work grows with marks
 * plus findings, never with their product.
 */
#include "report/suppress.h"

#include <stdlib.h>
#include <string.h>

#include "support/strmap.h"

/* A suppressed range of lines; globs NULL means every rule. */
struct mark {
	unsigned first, last;
	struct ptrvec globs;	/* char * */
};

struct file_marks {
	char *path;
	size_t index;		/* position among the files scanned */
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
		/* Other tools' names are theirs to check: only our misspellings are reported. */
		for (i = 0; i < globs.len; i++)
			if (!rule_glob_known(globs.items[i]) && rule_glob_ours(globs.items[i]))
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

/* The files scanned in this run: found by path, kept in the order first scanned. */
struct scanned {
	struct strmap by_path;	/* path -> struct file_marks * */
	struct ptrvec files;	/* struct file_marks * */
	struct srcmap *sm;
	struct findings meta;	/* findings about the comments themselves */
};

static struct file_marks *marks_for(struct scanned *sc, const char *path)
{
	struct strmap_entry *e = strmap_insert(&sc->by_path, path, NULL);
	struct file_marks *fm = e->value;
	const char *text;
	size_t len;

	if (fm)
		return fm;
	fm = xcalloc(1, sizeof(*fm));
	fm->path = xstrdup(path);
	fm->index = sc->files.len;
	e->value = fm;
	ptrvec_push(&sc->files, fm);
	text = srcmap_text(sc->sm, path, &len);
	if (text)
		scan_text(fm, text, len, &sc->meta);
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

/*
 * Deciding which findings a file's marks cover without testing every mark
 * against every finding (a generated file can hold a hundred thousand of
 * each): the rule catalogue is small, so each mark is turned into the set of
 * catalogue rules it names, and a sweep over the lines keeps, per rule, how
 * many marks are open at the current line.
 */
struct catalogue {
	struct strmap index;	/* rule id -> 1 + its position */
	const char **ids;
	size_t n;
};

static void catalogue_init(struct catalogue *c)
{
	const struct rule_info *r;
	size_t i = 0;

	memset(c, 0, sizeof(*c));
	for (r = rule_table; r->id; r++)
		c->n++;
	for (r = meta_rule_table; r->id; r++)
		c->n++;
	c->ids = xcalloc(c->n, sizeof(*c->ids));
	for (r = rule_table; r->id; r++)
		c->ids[i++] = r->id;
	for (r = meta_rule_table; r->id; r++)
		c->ids[i++] = r->id;
	for (i = 0; i < c->n; i++)
		strmap_put(&c->index, c->ids[i], (void *)(i + 1));
}

static void catalogue_release(struct catalogue *c)
{
	strmap_release(&c->index);
	free(c->ids);
}

/* A finding to decide: its file's marks, its line, its position in fs. */
struct hit {
	size_t file;		/* index in scanned.files */
	unsigned line;
	size_t finding;
};

static int hit_cmp(const void *pa, const void *pb)
{
	const struct hit *a = pa, *b = pb;

	if (a->file != b->file)
		return a->file < b->file ? -1 : 1;
	if (a->line != b->line)
		return a->line < b->line ? -1 : 1;
	return a->finding < b->finding ? -1 : a->finding > b->finding;
}

/* A mark opening (at its first line) or closing (the line after its last). */
struct event {
	unsigned long long line;
	const struct mark *mark;
	int delta;
};

static int event_cmp(const void *pa, const void *pb)
{
	const struct event *a = pa, *b = pb;

	return a->line < b->line ? -1 : a->line > b->line;
}

/* Adds delta to the open-mark count of every catalogue rule mark m names. */
static void count_mark(const struct catalogue *c, const struct mark *m, int delta, long *open)
{
	size_t r, g;

	for (r = 0; r < c->n; r++) {
		int names = !m->globs.len;

		for (g = 0; !names && g < m->globs.len; g++)
			names = rule_glob_match(m->globs.items[g], c->ids[r]);
		if (names)
			open[r] += delta;
	}
}

static int covered_by_any(const struct file_marks *fm, const struct finding *f)
{
	size_t i;

	for (i = 0; i < fm->marks.len; i++)
		if (mark_covers(fm->marks.items[i], f))
			return 1;
	return 0;
}

/* Sets covered[] for hits[0..n), the findings of one file in line order. */
static void decide_file(const struct catalogue *c, const struct file_marks *fm,
			const struct findings *fs, const struct hit *hits, size_t n,
			unsigned char *covered)
{
	struct event *ev;
	long *open;
	size_t i, k, next = 0, nev = 2 * fm->marks.len;

	if (!fm->marks.len)
		return;
	ev = xmalloc(nev * sizeof(*ev));
	for (i = 0; i < fm->marks.len; i++) {
		const struct mark *m = fm->marks.items[i];

		ev[2 * i] = (struct event){ m->first, m, 1 };
		ev[2 * i + 1] = (struct event){ (unsigned long long)m->last + 1, m, -1 };
	}
	qsort(ev, nev, sizeof(*ev), event_cmp);
	open = xcalloc(c->n, sizeof(*open));
	for (k = 0; k < n; k++) {
		const struct finding *f = fs->items.items[hits[k].finding];
		size_t rule = (size_t)strmap_get(&c->index, f->rule);

		for (; next < nev && ev[next].line <= hits[k].line; next++)
			count_mark(c, ev[next].mark, ev[next].delta, open);
		/* A rule outside the catalogue (none today) is tested mark by mark. */
		covered[hits[k].finding] = rule ? open[rule - 1] > 0 : covered_by_any(fm, f);
	}
	free(open);
	free(ev);
}

static void release_scanned(struct scanned *sc)
{
	size_t i, j;

	for (i = 0; i < sc->files.len; i++) {
		struct file_marks *fm = sc->files.items[i];

		for (j = 0; j < fm->marks.len; j++) {
			struct mark *m = fm->marks.items[j];

			free_globs(&m->globs);
			free(m);
		}
		ptrvec_release(&fm->marks);
		free(fm->path);
		free(fm);
	}
	ptrvec_release(&sc->files);
	strmap_release(&sc->by_path);
}

/* Which findings are covered: covered[i] for fs's finding i. */
static void decide_all(struct scanned *sc, const struct findings *fs, unsigned char *covered)
{
	struct hit *hits = xmalloc((fs->items.len ? fs->items.len : 1) * sizeof(*hits));
	struct catalogue cat;
	size_t i, start, nhits = 0;

	for (i = 0; i < fs->items.len; i++) {
		const struct finding *f = fs->items.items[i];

		if (!f->loc.file)
			continue;
		hits[nhits].file = marks_for(sc, f->loc.file)->index;
		hits[nhits].line = f->loc.line;
		hits[nhits].finding = i;
		nhits++;
	}
	qsort(hits, nhits, sizeof(*hits), hit_cmp);
	catalogue_init(&cat);
	for (start = 0; start < nhits; start = i) {
		for (i = start; i < nhits && hits[i].file == hits[start].file; i++)
			;
		decide_file(&cat, sc->files.items[hits[start].file], fs, hits + start, i - start,
			    covered);
	}
	catalogue_release(&cat);
	free(hits);
}

size_t suppress_apply(struct findings *fs, struct srcmap *sm, const struct ptrvec *extra_files,
		      struct findings *kept)
{
	struct scanned sc = { STRMAP_INIT, PTRVEC_INIT, sm, FINDINGS_INIT };
	unsigned char *covered = xcalloc(fs->items.len ? fs->items.len : 1, 1);
	size_t i, out = 0, dropped = 0;

	decide_all(&sc, fs, covered);
	for (i = 0; i < fs->items.len; i++) {
		struct finding *f = fs->items.items[i];

		if (covered[i]) {
			if (kept)
				ptrvec_push(&kept->items, f);
			else
				finding_free(f);
			dropped++;
		} else {
			fs->items.items[out++] = f;
		}
	}
	fs->items.len = out;
	free(covered);
	for (i = 0; extra_files && i < extra_files->len; i++) {
		const char *path = extra_files->items[i];
		int had_findings = strmap_find(&sc.by_path, path) != NULL;

		marks_for(&sc, path);
		/* Scanned only for bad comments: its text is not needed again. */
		if (!had_findings)
			srcmap_evict(sm, path);
	}
	for (i = 0; i < sc.meta.items.len; i++)
		ptrvec_push(&fs->items, sc.meta.items.items[i]);
	ptrvec_release(&sc.meta.items);
	release_scanned(&sc);
	return dropped;
}
