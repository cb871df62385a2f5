/*
 * The set of every TU's facts the parent keeps until the rules run (see
 * facts.h). On the Linux 6.1 subset 94 % of the facts a TU sends are in
 * headers, and 95 % of those are the same facts another TU already sent:
 * kept as they arrive, the parent grew with TUs x headers (475 MB for 476
 * TUs, issue #14 item 17). Here a TU's facts are split by file into groups;
 * a header's group that an earlier TU gave identically is dropped, and
 * every string is interned.
 *
 * Dropping is exact, not heuristic: the join pairs facts of one TU only by
 * call id (a call and its arguments) and by the function a store or
 * argument is in; a group that shares neither with the rest of its TU (in
 * this TU, and in the TU whose copy is kept) yields the same bindings,
 * recoveries and findings from either copy, and the rules dedupe findings.
 */
#include "facts/facts.h"

#include <stdlib.h>
#include <string.h>

#define STRING_FIELDS 17

/* The addresses of a fact's string fields, in the order of the facts format. */
static void string_fields(struct fact *f, char **out[STRING_FIELDS])
{
	out[0] = &f->loc.file;
	out[1] = &f->spell.file;
	out[2] = &f->macro;
	out[3] = &f->decl.file;
	out[4] = &f->func;
	out[5] = &f->usr;
	out[6] = &f->type_from;
	out[7] = &f->type_to;
	out[8] = &f->container;
	out[9] = &f->member;
	out[10] = &f->api;
	out[11] = &f->text;
	out[12] = &f->scope;
	out[13] = &f->via;
	out[14] = &f->layout;
	out[15] = &f->sig;
	out[16] = &f->tkey;
}

static int same_string(const char *a, const char *b)
{
	return a == b || (a && b && strcmp(a, b) == 0);
}

static int same_numbers(const struct fact *a, const struct fact *b)
{
	return a->kind == b->kind && a->loc.line == b->loc.line && a->loc.col == b->loc.col &&
	       a->spell.line == b->spell.line && a->spell.col == b->spell.col &&
	       a->decl.line == b->decl.line && a->decl.col == b->decl.col &&
	       a->detail == b->detail && a->flags == b->flags && a->param == b->param &&
	       a->origin == b->origin;
}

static int same_fact(struct fact *a, struct fact *b)
{
	char **sa[STRING_FIELDS], **sb[STRING_FIELDS];
	int i;

	if (!same_numbers(a, b))
		return 0;
	string_fields(a, sa);
	string_fields(b, sb);
	for (i = 0; i < STRING_FIELDS; i++)
		if (!same_string(*sa[i], *sb[i]))
			return 0;
	return 1;
}

static unsigned long long hash_fact(unsigned long long h, struct fact *f)
{
	long long n[11] = { f->kind, f->loc.line, f->loc.col, f->spell.line, f->spell.col,
			    f->decl.line, f->decl.col, f->detail, f->flags, f->param, f->origin };
	char **s[STRING_FIELDS];
	int i;

	h = hash_bytes(h, n, sizeof(n));
	string_fields(f, s);
	for (i = 0; i < STRING_FIELDS; i++)
		/* With its NUL, so ("ab", "c") and ("a", "bc") differ; NULL is one 0xff byte. */
		h = *s[i] ? hash_bytes(h, *s[i], strlen(*s[i]) + 1) : hash_bytes(h, "\xff", 1);
	return h;
}

/* The facts of one TU in one file (other than its main file). */
struct group {
	const char *file;
	struct ptrvec facts;	/* struct fact * */
	int entangled;		/* shares a call id or a function with another group */
};

/* A header group kept in the set, the copy later TUs are compared with. */
struct kept {
	size_t n;
	struct fact **facts;
};

/* The main file's facts (and those without a file) are group 0: never dropped. */
static size_t group_of(struct strmap *by_file, struct ptrvec *groups, const struct tu_facts *tf,
		       const struct fact *f)
{
	struct strmap_entry *e;
	struct group *g;

	if (!f->loc.file || (tf->main_file && strcmp(f->loc.file, tf->main_file) == 0))
		return 0;
	e = strmap_insert(by_file, f->loc.file, NULL);
	if (!e->value) {
		g = xcalloc(1, sizeof(*g));
		g->file = e->key;
		ptrvec_push(groups, g);
		e->value = (void *)groups->len;	/* 1 + its index in groups */
	}
	return (size_t)e->value;
}

/* Records that group k uses key; groups using the same key are entangled. */
static void note_link(struct strmap *links, struct ptrvec *groups, size_t k, char *key)
{
	struct strmap_entry *e = strmap_insert(links, key, NULL);
	size_t first = (size_t)e->value;

	free(key);
	if (!first) {
		e->value = (void *)(k + 1);
		return;
	}
	if (first - 1 == k)
		return;
	if (first - 1 > 0)
		((struct group *)groups->items[first - 2])->entangled = 1;
	if (k > 0)
		((struct group *)groups->items[k - 1])->entangled = 1;
}

/* What the join pairs a fact with inside its TU: its call id, its function. */
static void note_links(struct strmap *links, struct ptrvec *groups, size_t k, const struct fact *f)
{
	if (f->kind == FACT_CALL || f->kind == FACT_ARG)
		note_link(links, groups, k, xasprintf("call %d", f->detail));
	if ((f->kind == FACT_STORE || f->kind == FACT_ARG) && f->text) {
		const char *bar = strchr(f->text, '|');
		size_t n = bar ? (size_t)(bar - f->text) : strlen(f->text);

		note_link(links, groups, k, xasprintf("function %.*s", (int)n, f->text));
	}
}

enum verdict { KEEP, KEEP_AS_FIRST, DROP };

/*
 * DROP when g is a copy of a kept group; KEEP_AS_FIRST when g is the first
 * of its kind (*fresh is then the record to fill with its facts); else KEEP.
 */
static enum verdict judge(struct facts_set *set, const struct group *g, struct kept **fresh)
{
	unsigned long long h = HASH_INIT;
	struct strmap_entry *e;
	struct kept *k;
	char *key;
	size_t i;

	if (g->entangled)
		return KEEP;
	for (i = 0; i < g->facts.len; i++)
		h = hash_fact(h, g->facts.items[i]);
	key = xasprintf("%016llx %s", h, g->file);
	e = strmap_insert(&set->groups, key, NULL);
	free(key);
	k = e->value;
	if (!k) {
		*fresh = e->value = xcalloc(1, sizeof(struct kept));
		return KEEP_AS_FIRST;
	}
	/* Same hash: the same facts, unless a collision says otherwise. */
	if (k->n != g->facts.len)
		return KEEP;
	for (i = 0; i < k->n; i++)
		if (!same_fact(k->facts[i], g->facts.items[i]))
			return KEEP;
	return DROP;
}

static void intern_fact(struct strpool *pool, struct fact *f)
{
	char **s[STRING_FIELDS];
	int i;

	string_fields(f, s);
	for (i = 0; i < STRING_FIELDS; i++) {
		char *own = *s[i];

		*s[i] = (char *)strpool_intern(pool, own);
		free(own);
	}
}

/* Interns g's facts and remembers them in k as the copy later TUs are compared with. */
static void keep_first(struct strpool *pool, const struct group *g, struct kept *k)
{
	size_t i;

	k->n = g->facts.len;
	k->facts = xmalloc((k->n ? k->n : 1) * sizeof(*k->facts));
	for (i = 0; i < k->n; i++) {
		k->facts[i] = g->facts.items[i];
		intern_fact(pool, k->facts[i]);
	}
}

static void drop_deps(struct tu_facts *tf)
{
	size_t i;

	for (i = 0; i < tf->deps.len; i++) {
		struct tu_dep *d = tf->deps.items[i];

		free(d->path);
		free(d);
	}
	ptrvec_release(&tf->deps);
}

static void release_groups(struct ptrvec *groups)
{
	size_t i;

	for (i = 0; i < groups->len; i++) {
		struct group *g = groups->items[i];

		ptrvec_release(&g->facts);
		free(g);
	}
	ptrvec_release(groups);
}

void facts_set_take(struct facts_set *set, struct tu_facts *tf)
{
	struct strmap by_file = STRMAP_INIT, links = STRMAP_INIT;
	struct ptrvec groups = PTRVEC_INIT, kept = PTRVEC_INIT;
	struct tu_facts *copy = xmalloc(sizeof(*copy));
	size_t *group = xmalloc((tf->facts.len ? tf->facts.len : 1) * sizeof(*group));
	enum verdict *verdict;
	size_t i;

	for (i = 0; i < tf->facts.len; i++) {
		group[i] = group_of(&by_file, &groups, tf, tf->facts.items[i]);
		if (group[i])
			ptrvec_push(&((struct group *)groups.items[group[i] - 1])->facts,
				    tf->facts.items[i]);
		note_links(&links, &groups, group[i], tf->facts.items[i]);
	}
	/* Group 0 (the main file) is always kept; the others as judged. */
	verdict = xcalloc(groups.len + 1, sizeof(*verdict));
	for (i = 0; i < groups.len; i++) {
		struct kept *fresh = NULL;

		verdict[i + 1] = judge(set, groups.items[i], &fresh);
		if (verdict[i + 1] == KEEP_AS_FIRST)
			keep_first(&set->strings, groups.items[i], fresh);
	}
	for (i = 0; i < tf->facts.len; i++) {
		struct fact *f = tf->facts.items[i];

		if (verdict[group[i]] == DROP) {
			fact_free(f);
			continue;
		}
		if (verdict[group[i]] == KEEP)
			intern_fact(&set->strings, f);
		ptrvec_push(&kept, f);
	}
	set->facts_received += tf->facts.len;
	set->facts_kept += kept.len;
	ptrvec_release(&tf->facts);
	tf->facts = kept;
	drop_deps(tf);
	*copy = *tf;
	memset(tf, 0, sizeof(*tf));
	ptrvec_push(&set->tus, copy);
	free(verdict);
	free(group);
	release_groups(&groups);
	strmap_release(&links);
	strmap_release(&by_file);
}

void facts_set_release(struct facts_set *set)
{
	size_t i, k;

	for (i = 0; i < set->tus.len; i++) {
		struct tu_facts *tf = set->tus.items[i];

		/* The strings belong to the pool. */
		for (k = 0; k < tf->facts.len; k++)
			free(tf->facts.items[k]);
		ptrvec_release(&tf->facts);
		free(tf->main_file);
		free(tf);
	}
	ptrvec_release(&set->tus);
	for (i = 0; i < set->groups.cap; i++) {
		struct kept *k = set->groups.slots[i].value;

		if (set->groups.slots[i].key) {
			free(k->facts);
			free(k);
		}
	}
	strmap_release(&set->groups);
	strpool_release(&set->strings);
	set->facts_received = set->facts_kept = 0;
}
