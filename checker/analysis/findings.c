/*
 * Finding collection, ordering and deduplication (see findings.h).
 */
#include "analysis/findings.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static void loc_copy(struct tc_loc *dst, const struct tc_loc *src)
{
	dst->file = src->file ? xstrdup(src->file) : NULL;
	dst->line = src->line;
	dst->col = src->col;
}

struct finding *findings_add(struct findings *fs, const char *rule, enum severity sev,
			     const struct tc_loc *loc, const char *fmt, ...)
{
	struct finding *f = xcalloc(1, sizeof(*f));
	struct strbuf sb = STRBUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	strbuf_vaddf(&sb, fmt, ap);
	va_end(ap);
	f->rule = xstrdup(rule);
	f->severity = sev;
	loc_copy(&f->loc, loc);
	f->message = strbuf_detach(&sb);
	ptrvec_push(&fs->items, f);
	return f;
}

static int same_place(const struct tc_loc *a, const struct tc_loc *b)
{
	return a->line == b->line && a->col == b->col &&
	       ((!a->file && !b->file) || (a->file && b->file && strcmp(a->file, b->file) == 0));
}

void finding_add_note(struct finding *f, const struct tc_loc *loc, const char *fmt, ...)
{
	struct note *n;
	struct strbuf sb = STRBUF_INIT;
	va_list ap;
	size_t i;

	va_start(ap, fmt);
	strbuf_vaddf(&sb, fmt, ap);
	va_end(ap);
	/* A path through a header seen by many registrations repeats itself: say it once. */
	for (i = 0; i < f->notes.len; i++) {
		const struct note *o = f->notes.items[i];

		if (same_place(&o->loc, loc) && strcmp(o->message, sb.buf) == 0) {
			strbuf_release(&sb);
			return;
		}
	}
	if (f->notes.len == FINDING_MAX_NOTES) {
		n = xcalloc(1, sizeof(*n));
		loc_copy(&n->loc, loc);
		n->message = xstrdup("(further notes omitted)");
		ptrvec_push(&f->notes, n);
	}
	if (f->notes.len > FINDING_MAX_NOTES) {
		strbuf_release(&sb);
		return;
	}
	n = xcalloc(1, sizeof(*n));
	loc_copy(&n->loc, loc);
	n->message = strbuf_detach(&sb);
	ptrvec_push(&f->notes, n);
}

void finding_add_fixit(struct finding *f, const struct tc_loc *begin, const struct tc_loc *end,
		       const char *replacement)
{
	struct fixit *x = xcalloc(1, sizeof(*x));

	loc_copy(&x->begin, begin);
	loc_copy(&x->end, end);
	x->replacement = xstrdup(replacement ? replacement : "");
	ptrvec_push(&f->fixits, x);
}

void finding_add_macro(struct finding *f, const char *macro, const struct tc_loc *loc)
{
	struct macro_step *m = xcalloc(1, sizeof(*m));

	m->macro = xstrdup(macro);
	loc_copy(&m->loc, loc);
	ptrvec_push(&f->macros, m);
}

static int same_text(const char *a, const char *b)
{
	return a == b || (a && b && strcmp(a, b) == 0);
}

int finding_add_call(struct finding *f, const struct tc_loc *loc, const char *through,
		     const char *passed, int other_object)
{
	struct finding_call *c;
	size_t i;

	for (i = 0; i < f->called_by.len; i++) {
		c = f->called_by.items[i];
		if (c->loc.line == loc->line && c->loc.col == loc->col &&
		    same_text(c->loc.file, loc->file) && same_text(c->passed, passed))
			return 0;
	}
	c = xcalloc(1, sizeof(*c));
	loc_copy(&c->loc, loc);
	c->through = xstrdup(through ? through : "?");
	c->passed = passed ? xstrdup(passed) : NULL;
	c->other_object = other_object;
	ptrvec_push(&f->called_by, c);
	return 1;
}

void finding_set_function(struct finding *f, const char *function)
{
	free(f->function);
	f->function = function ? xstrdup(function) : NULL;
}

/* Frees a finding's fix-its and empties the list; returns whether it had any. */
int finding_drop_fixits(struct finding *f)
{
	int had = f->fixits.len > 0;
	size_t i;

	for (i = 0; i < f->fixits.len; i++) {
		struct fixit *x = f->fixits.items[i];

		if (!x)
			continue;	/* moved to another finding (merge_fixits) */
		tc_loc_release(&x->begin);
		tc_loc_release(&x->end);
		free(x->replacement);
		free(x);
	}
	ptrvec_release(&f->fixits);
	return had;
}

void finding_add_site(struct finding *f, const char *key)
{
	size_t i;

	for (i = 0; i < f->sites.len; i++)
		if (strcmp(f->sites.items[i], key) == 0)
			return;
	ptrvec_push(&f->sites, xstrdup(key));
}

/* A duplicate (the same finding from another TU) may be about other registrations too. */
static void merge_sites(struct finding *kept, const struct finding *dup)
{
	size_t i;

	for (i = 0; i < dup->sites.len; i++)
		finding_add_site(kept, dup->sites.items[i]);
}

void finding_free(struct finding *f)
{
	size_t i;

	for (i = 0; i < f->sites.len; i++)
		free(f->sites.items[i]);
	ptrvec_release(&f->sites);

	finding_drop_fixits(f);
	for (i = 0; i < f->macros.len; i++) {
		struct macro_step *m = f->macros.items[i];

		tc_loc_release(&m->loc);
		free(m->macro);
		free(m);
	}
	ptrvec_release(&f->macros);
	for (i = 0; i < f->called_by.len; i++) {
		struct finding_call *c = f->called_by.items[i];

		tc_loc_release(&c->loc);
		free(c->through);
		free(c->passed);
		free(c);
	}
	ptrvec_release(&f->called_by);
	free(f->function);
	free(f->fingerprint);

	for (i = 0; i < f->notes.len; i++) {
		struct note *n = f->notes.items[i];

		tc_loc_release(&n->loc);
		free(n->message);
		free(n);
	}
	ptrvec_release(&f->notes);
	tc_loc_release(&f->loc);
	free(f->rule);
	free(f->message);
	free(f);
}

static int strcmp_null(const char *a, const char *b)
{
	if (!a || !b)
		return (a != NULL) - (b != NULL);
	return strcmp(a, b);
}

static int loc_cmp(const struct tc_loc *a, const struct tc_loc *b)
{
	int c = strcmp_null(a->file, b->file);

	if (c)
		return c;
	if (a->line != b->line)
		return a->line < b->line ? -1 : 1;
	if (a->col != b->col)
		return a->col < b->col ? -1 : 1;
	return 0;
}

static int finding_cmp(const void *pa, const void *pb)
{
	const struct finding *a = *(struct finding *const *)pa;
	const struct finding *b = *(struct finding *const *)pb;
	int c = loc_cmp(&a->loc, &b->loc);
	size_t i;

	if (c)
		return c;
	if ((c = strcmp(a->rule, b->rule)) || (c = strcmp(a->message, b->message)))
		return c;
	if (a->notes.len != b->notes.len)
		return a->notes.len < b->notes.len ? -1 : 1;
	for (i = 0; i < a->notes.len; i++) {
		const struct note *na = a->notes.items[i], *nb = b->notes.items[i];

		if ((c = loc_cmp(&na->loc, &nb->loc)) || (c = strcmp(na->message, nb->message)))
			return c;
	}
	return 0;
}

static int fixit_cmp(const void *pa, const void *pb)
{
	const struct fixit *a = *(struct fixit *const *)pa, *b = *(struct fixit *const *)pb;
	int c = loc_cmp(&a->begin, &b->begin);

	if (c || (c = loc_cmp(&a->end, &b->end)))
		return c;
	return strcmp_null(a->replacement, b->replacement);
}

/*
 * The same finding from two TUs (a header, a file compiled twice) may come
 * with different fix-its: the kept one gets the other's too, sorted, so
 * the fix engine sees both and refuses them as a conflict rather than
 * applying whichever came first.
 */
static void merge_fixits(struct finding *kept, struct finding *dup)
{
	size_t i, j;
	int added = 0;

	for (i = 0; i < dup->fixits.len; i++) {
		for (j = 0; j < kept->fixits.len; j++)
			if (fixit_cmp(&dup->fixits.items[i], &kept->fixits.items[j]) == 0)
				break;
		if (j < kept->fixits.len)
			continue;
		ptrvec_push(&kept->fixits, dup->fixits.items[i]);
		dup->fixits.items[i] = NULL;
		added = 1;
	}
	if (added)
		qsort(kept->fixits.items, kept->fixits.len, sizeof(void *), fixit_cmp);
}

void findings_sort_unique(struct findings *fs)
{
	size_t i, out = 0;

	if (fs->items.len > 1)
		qsort(fs->items.items, fs->items.len, sizeof(void *), finding_cmp);
	for (i = 0; i < fs->items.len; i++) {
		if (out && finding_cmp(&fs->items.items[out - 1], &fs->items.items[i]) == 0) {
			merge_fixits(fs->items.items[out - 1], fs->items.items[i]);
			merge_sites(fs->items.items[out - 1], fs->items.items[i]);
			finding_free(fs->items.items[i]);
			continue;
		}
		fs->items.items[out++] = fs->items.items[i];
	}
	fs->items.len = out;
}

size_t findings_keep(struct findings *fs, int (*keep)(const struct finding *f, const void *data),
		     const void *data)
{
	size_t i, out = 0, dropped = 0;

	for (i = 0; i < fs->items.len; i++) {
		struct finding *f = fs->items.items[i];

		if (keep(f, data)) {
			fs->items.items[out++] = f;
		} else {
			finding_free(f);
			dropped++;
		}
	}
	fs->items.len = out;
	return dropped;
}

size_t findings_count_at_least(const struct findings *fs, enum severity sev)
{
	size_t i, n = 0;

	for (i = 0; i < fs->items.len; i++)
		if (((struct finding *)fs->items.items[i])->severity >= sev)
			n++;
	return n;
}

void findings_release(struct findings *fs)
{
	size_t i;

	for (i = 0; i < fs->items.len; i++)
		finding_free(fs->items.items[i]);
	ptrvec_release(&fs->items);
}

const char *severity_name(enum severity sev)
{
	switch (sev) {
	case SEV_NOTE: return "note";
	case SEV_WARNING: return "warning";
	case SEV_ERROR: return "error";
	}
	return "?";
}

int severity_parse(const char *s)
{
	if (strcmp(s, "error") == 0)
		return SEV_ERROR;
	if (strcmp(s, "warning") == 0)
		return SEV_WARNING;
	if (strcmp(s, "note") == 0)
		return SEV_NOTE;
	return -1;
}
