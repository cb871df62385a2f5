/*
 * Fix planning (see fix_plan.h): fix-its to byte offsets, the checks that
 * keep an edit out, duplicates made once and conflicts refused.
 */
#include "report/fix_plan.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "report/emit.h"
#include "support/paths.h"

void fix_sources_record(struct fix_sources *s, const struct tu_facts *tf)
{
	size_t i;

	for (i = 0; i < tf->deps.len; i++) {
		const struct tu_dep *d = tf->deps.items[i];
		struct strmap_entry *e = strmap_insert(&s->files, d->path, NULL);
		struct fix_source *fs = e->value;

		if (!fs) {
			fs = e->value = xcalloc(1, sizeof(*fs));
			fs->hash = d->hash;
		} else if (fs->hash != d->hash) {
			fs->conflicting_hash = 1;
		}
		fs->system |= d->system;
		fs->in_error_tu |= tf->status != TU_OK;
	}
}

void fix_sources_release(struct fix_sources *s)
{
	size_t i;

	for (i = 0; i < s->files.cap; i++)
		if (s->files.slots[i].key)
			free(s->files.slots[i].value);
	strmap_release(&s->files);
}

/* A fix-it on its way to the plan: which finding wants it, and where. */
struct cand {
	size_t finding;			/* index into fs */
	const struct fixit *x;
	size_t begin, end;
	char *text;
	int placed;			/* begin and end are offsets of the file */
	int ok;				/* placed, in no macro: may be made */
};

struct planner {
	const struct findings *fs;
	const struct fix_sources *src;
	const struct fix_options *o;
	unsigned char *refused;		/* per finding: its fix is not made */
	unsigned char *has_fixits;	/* per finding */
	struct strmap by_file;		/* path -> struct ptrvec * of struct cand * */
	struct ptrvec paths;		/* char *, the keys of by_file, in first-seen order */
};

/* path for a message: relative to cwd when under it, control characters escaped. Malloc'd. */
static char *shown_path(const char *path, const char *cwd)
{
	struct strbuf sb = STRBUF_INIT;
	char *rel = cwd && path[0] == '/' ? path_relative(path, cwd) : NULL;

	strbuf_add_printable(&sb, rel && !starts_with(rel, "../") ? rel : path);
	free(rel);
	return sb.buf ? strbuf_detach(&sb) : xstrdup("");
}

/* Refuses finding i's fix, once, saying why. */
static void refuse(struct planner *pl, size_t i, const char *fmt, ...) TC_PRINTF(3, 4);
static void refuse(struct planner *pl, size_t i, const char *fmt, ...)
{
	const struct finding *f = pl->fs->items.items[i];
	struct strbuf why = STRBUF_INIT;
	va_list ap;
	char *where;

	if (pl->refused[i])
		return;
	pl->refused[i] = 1;
	va_start(ap, fmt);
	strbuf_vaddf(&why, fmt, ap);
	va_end(ap);
	where = shown_path(f->loc.file ? f->loc.file : "<unknown>", pl->o->cwd);
	fprintf(stderr, "timercheck: not fixing %s:%u:%u [%s]: %s\n", where, f->loc.line,
		f->loc.col, f->rule, why.buf);
	free(where);
	strbuf_release(&why);
}

void fix_lines_init(struct fix_lines *lines, const char *text, size_t len)
{
	size_t i, alloc = 64;

	lines->text = text;
	lines->len = len;
	lines->starts = xmalloc(alloc * sizeof(*lines->starts));
	lines->starts[0] = 0;
	lines->n = 1;
	for (i = 0; i < len; i++) {
		if (text[i] != '\n')
			continue;
		if (lines->n == alloc) {
			alloc *= 2;
			lines->starts = xrealloc(lines->starts, alloc * sizeof(*lines->starts));
		}
		lines->starts[lines->n++] = i + 1;
	}
}

void fix_lines_release(struct fix_lines *lines)
{
	free(lines->starts);
	memset(lines, 0, sizeof(*lines));
}

long long fix_lines_offset(const struct fix_lines *lines, unsigned line, unsigned col)
{
	size_t start, eol;

	if (!line || !col || line > lines->n)
		return -1;
	start = lines->starts[line - 1];
	/* The line's end: its line break, or the end of the text. */
	eol = line < lines->n ? lines->starts[line] - 1 : lines->len;
	if ((size_t)col - 1 > eol - start)
		return -1;
	return (long long)(start + col - 1);
}

/*
 * Whether offset off lies on a preprocessor directive's logical line
 * (backslash continuations included), as a macro body does.
 */
static int in_directive(const char *text, size_t len, size_t off)
{
	size_t start = off, p;

	/* Back to the start of the logical line: past continued lines. */
	for (;;) {
		while (start > 0 && text[start - 1] != '\n')
			start--;
		if (start >= 2 && text[start - 2] == '\\')
			start -= 1;
		else if (start >= 3 && text[start - 2] == '\r' && text[start - 3] == '\\')
			start -= 2;
		else
			break;
		start--;	/* now on the backslash's line */
	}
	for (p = start; p < len && (text[p] == ' ' || text[p] == '\t'); p++)
		;
	return p < len && text[p] == '#';
}

/* CRLF files: each bare "\n" of an inserted text becomes "\r\n". */
static char *with_line_breaks(const char *text, int crlf)
{
	struct strbuf sb = STRBUF_INIT;
	const char *p;

	if (!crlf)
		return xstrdup(text);
	for (p = text; *p; p++) {
		if (*p == '\n' && (p == text || p[-1] != '\r'))
			strbuf_addch(&sb, '\r');
		strbuf_addch(&sb, *p);
	}
	if (!sb.buf)
		return xstrdup("");
	return strbuf_detach(&sb);
}

/* Whether the real path real is root or lies under it. */
static int under_one_root(const char *real, const char *r)
{
	size_t n = strlen(r);

	return strncmp(real, r, n) == 0 &&
	       (real[n] == '/' || real[n] == '\0' || (n == 1 && r[0] == '/'));
}

static int under_root(const char *real, const struct ptrvec *roots)
{
	size_t i;

	for (i = 0; roots && i < roots->len; i++)
		if (under_one_root(real, roots->items[i]))
			return 1;
	return 0;
}

/* Refuses every finding with a candidate in this file, for one reason. */
static void refuse_file(struct planner *pl, struct ptrvec *cands, const char *why)
{
	size_t i;

	for (i = 0; i < cands->len; i++) {
		const struct cand *c = cands->items[i];

		refuse(pl, c->finding, "%s", why);
	}
}

static int cand_cmp(const void *a, const void *b)
{
	const struct cand *x = *(const struct cand *const *)a, *y = *(const struct cand *const *)b;
	int t;

	if (x->begin != y->begin)
		return x->begin < y->begin ? -1 : 1;
	if (x->end != y->end)
		return x->end < y->end ? -1 : 1;
	t = strcmp(x->text, y->text);
	if (t)
		return t;
	return x->finding < y->finding ? -1 : x->finding > y->finding;
}

static int same_edit(const struct cand *a, const struct cand *b)
{
	return a->begin == b->begin && a->end == b->end && strcmp(a->text, b->text) == 0;
}

/* Two different edits that cannot both be made, or whose order is ambiguous. */
static int edits_conflict(const struct cand *a, const struct cand *b)
{
	if (same_edit(a, b))
		return 0;
	if (a->begin < b->end && b->begin < a->end)
		return 1;
	return a->begin == b->begin && (a->begin == a->end || b->begin == b->end);
}

/* Whether f is reported inside a macro expansion (its chain, or its notes, say so). */
static int in_macro_expansion(const struct finding *f)
{
	struct ptrvec chain = PTRVEC_INIT;
	int owned, in;

	output_macro_chain(f, &chain, &owned);
	in = chain.len > 0;
	output_macro_chain_release(&chain, owned);
	return in;
}

/*
 * Why path cannot be edited at all (malloc'd), or NULL with its real path
 * and current content in *real, *content and *len (the caller owns them).
 */
static char *file_refusal(struct planner *pl, const char *path, const char *shown, char **real,
			  char **content, size_t *len)
{
	const struct fix_source *s = strmap_get(&pl->src->files, path);
	struct stat st;

	*real = *content = NULL;
	if (!s)
		return xasprintf("'%s' is not a file the analysis read", shown);
	if (s->system)
		return xasprintf("'%s' is a system header", shown);
	if (s->in_error_tu && !pl->o->fix_errors)
		return xasprintf("'%s' belongs to a translation unit with compiler errors "
				 "(--fix-errors edits it anyway)", shown);
	if (s->conflicting_hash)
		return xasprintf("'%s' changed while it was being analysed", shown);
	*real = realpath(path, NULL);
	if (!*real || lstat(*real, &st) != 0 || !S_ISREG(st.st_mode))
		return xasprintf("cannot open '%s'", shown);
	if (!pl->o->project_root || !under_one_root(*real, pl->o->project_root)) {
		char *root = shown_path(pl->o->project_root ? pl->o->project_root : "?", NULL);
		char *why = xasprintf("'%s' is outside the project root '%s' (--project-root)",
				      shown, root);

		free(root);
		return why;
	}
	if (strcmp(*real, path) != 0 && !under_root(*real, pl->o->roots)) {
		char *target = shown_path(*real, NULL);
		char *why = xasprintf("'%s' is a symlink to '%s', outside the project", shown, target);

		free(target);
		return why;
	}
	if (read_file(*real, content, len) != 0)
		return xasprintf("cannot read '%s': %s", shown, read_file_strerror(errno));
	if (content_hash(*content, *len) != s->hash)
		return xasprintf("'%s' changed on disk since it was analysed", shown);
	return NULL;
}

/*
 * Checks one file and turns its candidates into offsets, refusing the
 * findings whose edits cannot be made; returns the file (content, crlf,
 * target) when it can be edited at all, else NULL.
 */
static struct fix_file *check_file(struct planner *pl, const char *path, struct ptrvec *cands)
{
	struct fix_file *ff;
	struct fix_lines lines;
	char *real, *content, *why, *shown = shown_path(path, pl->o->cwd);
	size_t len = 0, i, j;

	why = file_refusal(pl, path, shown, &real, &content, &len);
	if (why) {
		refuse_file(pl, cands, why);
		free(why);
		free(content);
		free(real);
		free(shown);
		return NULL;
	}
	ff = xcalloc(1, sizeof(*ff));
	ff->path = xstrdup(path);
	ff->target = real;
	ff->content = content;
	ff->len = len;
	{
		const char *nl = memchr(content, '\n', len);

		ff->crlf = nl && nl > content && nl[-1] == '\r';
	}

	fix_lines_init(&lines, content, len);
	for (i = 0; i < cands->len; i++) {
		struct cand *c = cands->items[i];
		const struct finding *f = pl->fs->items.items[c->finding];
		long long b = fix_lines_offset(&lines, c->x->begin.line, c->x->begin.col);
		long long e = fix_lines_offset(&lines, c->x->end.line, c->x->end.col);

		c->text = with_line_breaks(c->x->replacement ? c->x->replacement : "", ff->crlf);
		if (b < 0 || e < b) {
			refuse(pl, c->finding, "its fix-it at %s:%u:%u is not a range of the file",
			       shown, c->x->begin.line, c->x->begin.col);
			continue;
		}
		c->begin = (size_t)b;
		c->end = (size_t)e;
		c->placed = 1;
		if (in_directive(content, len, c->begin) || in_directive(content, len, c->end)) {
			refuse(pl, c->finding, "its fix-it at %s:%u:%u is inside a preprocessor directive",
			       shown, c->x->begin.line, c->x->begin.col);
			continue;
		}
		/*
		 * A finding inside a macro expansion is reported at the expansion: an
		 * edit covering it would change the macro's use, not the code found.
		 */
		if (in_macro_expansion(f) && f->loc.file && strcmp(f->loc.file, path) == 0) {
			long long at = fix_lines_offset(&lines, f->loc.line, f->loc.col);

			if (at >= 0 && (size_t)at >= c->begin && (size_t)at < c->end) {
				refuse(pl, c->finding, "its fix-it at %s:%u:%u spans a macro expansion",
				       shown, c->x->begin.line, c->x->begin.col);
				continue;
			}
		}
		c->ok = 1;
	}
	fix_lines_release(&lines);
	/* Conflicts: every pair of overlapping, different edits refuses both findings. */
	qsort(cands->items, cands->len, sizeof(void *), cand_cmp);
	for (i = 0; i < cands->len; i++) {
		struct cand *a = cands->items[i];

		if (!a->ok)
			continue;
		for (j = i + 1; j < cands->len; j++) {
			struct cand *b = cands->items[j];
			const struct finding *fa = pl->fs->items.items[a->finding];
			const struct finding *fb = pl->fs->items.items[b->finding];
			char *wa, *wb;

			if (b->begin > a->end)
				break;
			if (!b->ok || !edits_conflict(a, b))
				continue;
			wa = shown_path(fa->loc.file ? fa->loc.file : "<unknown>", pl->o->cwd);
			wb = shown_path(fb->loc.file ? fb->loc.file : "<unknown>", pl->o->cwd);
			if (a->finding == b->finding) {
				refuse(pl, a->finding, "its fix-its overlap each other in %s", shown);
			} else {
				refuse(pl, a->finding, "its fix-it conflicts with the fix-it of %s:%u:%u "
						       "[%s] in %s", wb, fb->loc.line, fb->loc.col,
				       fb->rule, shown);
				refuse(pl, b->finding, "its fix-it conflicts with the fix-it of %s:%u:%u "
						       "[%s] in %s", wa, fa->loc.line, fa->loc.col,
				       fa->rule, shown);
			}
			free(wa);
			free(wb);
		}
	}
	free(shown);
	return ff;
}

/* The edits of findings not refused, duplicates merged, into ff. */
static void keep_edits(struct planner *pl, struct fix_file *ff, struct ptrvec *cands)
{
	struct fix_edit *last = NULL;
	struct cand *last_c = NULL;
	size_t i;

	for (i = 0; i < cands->len; i++) {
		struct cand *c = cands->items[i];

		if (!c->ok || pl->refused[c->finding])
			continue;
		if (last && same_edit(last_c, c)) {
			ptrvec_push(&last->owners, pl->fs->items.items[c->finding]);
			continue;
		}
		last = xcalloc(1, sizeof(*last));
		last->begin = c->begin;
		last->end = c->end;
		last->text = xstrdup(c->text);
		last->line = c->x->begin.line;
		last->col = c->x->begin.col;
		ptrvec_push(&last->owners, pl->fs->items.items[c->finding]);
		ptrvec_push(&ff->edits, last);
		last_c = c;
	}
}

static size_t find_root(size_t *parent, size_t i)
{
	while (parent[i] != i)
		i = parent[i] = parent[parent[i]];
	return i;
}

/*
 * Findings that ask for the same edit are fixed together or not at all:
 * one callback's new signature serves every registration that is fixed, so
 * a registration left alone would keep the old cast of a changed function.
 * The findings linked through shared edits (transitively) are refused with
 * the first refused one among them. files holds check_file()'s answers, in
 * the order of pl->paths (NULL: the file was refused whole, its candidates
 * unsorted).
 */
static void refuse_sharers(struct planner *pl, void **files)
{
	size_t n = pl->fs->items.len, i, k, *parent = xmalloc((n ? n : 1) * sizeof(*parent));
	size_t *first_refused = xmalloc((n ? n : 1) * sizeof(*first_refused));

	for (i = 0; i < n; i++) {
		parent[i] = i;
		first_refused[i] = SIZE_MAX;
	}
	for (i = 0; i < pl->paths.len; i++) {
		struct ptrvec *cands = strmap_get(&pl->by_file, pl->paths.items[i]);

		for (k = 1; files[i] && k < cands->len; k++) {
			const struct cand *a = cands->items[k - 1], *b = cands->items[k];

			if (a->placed && b->placed && same_edit(a, b))
				parent[find_root(parent, a->finding)] = find_root(parent, b->finding);
		}
	}
	for (i = 0; i < n; i++) {
		size_t r = find_root(parent, i);

		if (pl->refused[i] && first_refused[r] == SIZE_MAX)
			first_refused[r] = i;
	}
	for (i = 0; i < n; i++) {
		size_t r = find_root(parent, i), why = first_refused[r];
		const struct finding *g;
		char *where;

		if (pl->refused[i] || why == SIZE_MAX)
			continue;
		g = pl->fs->items.items[why];
		where = shown_path(g->loc.file ? g->loc.file : "<unknown>", pl->o->cwd);
		refuse(pl, i, "it shares an edit with %s:%u:%u [%s], which is not fixed", where,
		       g->loc.line, g->loc.col, g->rule);
		free(where);
	}
	free(parent);
	free(first_refused);
}

static int file_cmp(const void *a, const void *b)
{
	const struct fix_file *x = *(const struct fix_file *const *)a;
	const struct fix_file *y = *(const struct fix_file *const *)b;

	return strcmp(x->path, y->path);
}

static void fix_file_free(struct fix_file *ff)
{
	size_t i;

	for (i = 0; i < ff->edits.len; i++) {
		struct fix_edit *e = ff->edits.items[i];

		free(e->text);
		ptrvec_release(&e->owners);
		free(e);
	}
	ptrvec_release(&ff->edits);
	free(ff->path);
	free(ff->target);
	free(ff->content);
	free(ff);
}

void fix_plan_build(struct fix_plan *p, const struct findings *fs, const struct fix_sources *src,
		    const struct fix_options *o)
{
	struct planner pl;
	struct ptrvec files = PTRVEC_INIT;	/* struct fix_file * or NULL, per path */
	size_t i, k, n = fs->items.len;

	memset(&pl, 0, sizeof(pl));
	pl.fs = fs;
	pl.src = src;
	pl.o = o;
	pl.refused = xcalloc(n ? n : 1, 1);
	pl.has_fixits = xcalloc(n ? n : 1, 1);

	for (i = 0; i < n; i++) {
		const struct finding *f = fs->items.items[i];

		for (k = 0; k < f->fixits.len; k++) {
			const struct fixit *x = f->fixits.items[k];
			struct strmap_entry *e;
			struct cand *c;

			pl.has_fixits[i] = 1;
			if (!x->begin.file || !x->end.file || strcmp(x->begin.file, x->end.file) != 0) {
				refuse(&pl, i, "one of its fix-its does not lie in one file");
				continue;
			}
			c = xcalloc(1, sizeof(*c));
			c->finding = i;
			c->x = x;
			e = strmap_insert(&pl.by_file, x->begin.file, NULL);
			if (!e->value) {
				e->value = xcalloc(1, sizeof(struct ptrvec));
				ptrvec_push(&pl.paths, e->key);
			}
			ptrvec_push(e->value, c);
		}
	}
	for (i = 0; i < pl.paths.len; i++)
		ptrvec_push(&files, check_file(&pl, pl.paths.items[i],
					       strmap_get(&pl.by_file, pl.paths.items[i])));
	refuse_sharers(&pl, files.items);
	/* Only now is every refusal known: a finding refused in one file is refused in all. */
	for (i = 0; i < pl.paths.len; i++) {
		struct ptrvec *cands = strmap_get(&pl.by_file, pl.paths.items[i]);
		struct fix_file *ff = files.items[i];

		if (ff) {
			keep_edits(&pl, ff, cands);
			if (ff->edits.len)
				ptrvec_push(&p->files, ff);
			else
				fix_file_free(ff);
		}
		for (k = 0; k < cands->len; k++) {
			struct cand *c = cands->items[k];

			free(c->text);
			free(c);
		}
		ptrvec_release(cands);
		free(cands);
	}
	if (p->files.len)
		qsort(p->files.items, p->files.len, sizeof(void *), file_cmp);
	for (i = 0; i < n; i++)
		if (pl.has_fixits[i] && pl.refused[i])
			p->refused++;
	ptrvec_release(&files);
	ptrvec_release(&pl.paths);
	strmap_release(&pl.by_file);
	free(pl.refused);
	free(pl.has_fixits);
}

void fix_plan_release(struct fix_plan *p)
{
	size_t i;

	for (i = 0; i < p->files.len; i++)
		fix_file_free(p->files.items[i]);
	ptrvec_release(&p->files);
	p->refused = 0;
}
