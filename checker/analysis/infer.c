/*
 * Inference (see infer.h): decl facts become the entries of one more pack.
 * tu/decls.c already kept only unambiguous shapes (one context slot in the
 * callback, one value of that type beside it; an object that carries the
 * callback itself), so here a shape is an entry unless a pack already
 * speaks of the same function or field (the packs know an API's details,
 * a context read through a getter, a member handed on, that a declaration
 * does not show), or the evidence speaks against it: a function's facts
 * from every TU are weighed together (weigh_evidence()), since its body
 * may be in another file than the calls, and a store into fields in one
 * file is evidence only with a call through the field in any file.
 */
#include "analysis/infer.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/wrappers.h"
#include "support/strmap.h"

static int is_identifier(const char *s)
{
	if (!s || !(*s == '_' || (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z')))
		return 0;
	for (s++; *s; s++)
		if (!(*s == '_' || (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
		      (*s >= '0' && *s <= '9')))
			return 0;
	return 1;
}

static int is_index(int n)
{
	return n >= 1 && n <= 64;
}

/*
 * A decl fact the extractor could have written: facts files are input
 * (--join), and an entry must be one a pack file can say (--dump-apis).
 */
static int well_formed(const struct fact *f)
{
	if (f->flags & DECL_FIELD_CALL)
		return is_identifier(f->container) && is_identifier(f->member) &&
		       (!f->text || is_identifier(f->text)) && is_index(f->origin);
	if (f->flags & DECL_STORES)
		return is_identifier(f->api) && is_identifier(f->container) &&
		       is_identifier(f->member) && (!f->text || is_identifier(f->text)) &&
		       is_index(f->param) && is_index(f->detail);
	if (!is_identifier(f->api) || !is_index(f->origin))
		return 0;
	if (f->flags & DECL_EMBED_FIELD)
		return is_identifier(f->member);
	if (!(f->flags & (DECL_CONTEXT | DECL_EMBED_CALL)) || !is_index(f->param) ||
	    !is_index(f->detail) || f->param == f->detail)
		return 0;
	return !f->text || is_identifier(f->text);
}

/* Does a pack of packs describe what decl fact f describes? */
static int described_by(const struct ptrvec *packs, const struct fact *f)
{
	size_t p, i;

	for (p = 0; p < packs->len; p++) {
		const struct model_pack *pack = packs->items[p];

		for (i = 0; i < pack->not_inferred.len; i++)
			if (strcmp(pack->not_inferred.items[i], f->api) == 0)
				return 1;

		for (i = 0; i < pack->entries.len; i++) {
			const struct model_entry *e = pack->entries.items[i];

			if (strcmp(e->name, f->api) != 0)
				continue;
			if (!(f->flags & DECL_EMBED_FIELD) || !e->callback_field ||
			    strcmp(e->callback_field, f->member) == 0)
				return 1;
		}
	}
	return 0;
}

/*
 * A pack in use wins over inference; for a system header's function (the
 * C library's pthread_create()), so does a pack --api left out: inference
 * never second-guesses what a shipped pack knows of a system API.
 */
static int covered_by_pack(const struct model *m, const struct fact *f)
{
	return described_by(&m->packs, f) ||
	       ((f->flags & DECL_IN_SYSTEM) && described_by(&m->unselected, f));
}

/*
 * The entry a decl fact describes; with handle, the second entry of an
 * embedded API whose object has a user data field: a context stored into
 * the field and read back from the callback's parameter.
 */
static struct model_entry *entry_of(const struct fact *f, const struct model_pack *pack, int handle)
{
	struct model_entry *e = xcalloc(1, sizeof(*e));

	e->name = xstrdup(f->api);
	e->param = f->origin;
	e->pack = pack;
	e->inferred_from = f;
	if (f->flags & DECL_EMBED_FIELD) {
		e->kind = ENTRY_EMBED_FIELD;
		e->callback_field = xstrdup(f->member);
	} else if (handle) {
		e->kind = ENTRY_CALL;
		e->callback = f->param;
		e->object = f->detail;
		e->context_field = xstrdup(f->text);
		e->via_field = xstrdup(f->text);
	} else if (f->flags & DECL_EMBED_CALL) {
		e->kind = ENTRY_EMBED_CALL;
		e->callback = f->param;
		e->object = f->detail;
	} else {
		e->kind = ENTRY_CALL;
		e->callback = f->param;
		e->context = f->detail;
	}
	return e;
}

static int entry_order(const void *a, const void *b)
{
	const struct model_entry *x = *(const struct model_entry *const *)a;
	const struct model_entry *y = *(const struct model_entry *const *)b;
	int c = strcmp(x->name, y->name);

	if (c)
		return c;
	if (x->kind != y->kind)
		return x->kind < y->kind ? -1 : 1;
	if (x->callback != y->callback)
		return x->callback < y->callback ? -1 : 1;
	if (x->context + x->object != y->context + y->object)
		return x->context + x->object < y->context + y->object ? -1 : 1;
	if (x->param != y->param)
		return x->param < y->param ? -1 : 1;
	return (x->context_field != NULL) - (y->context_field != NULL);
}

/* The value of a name declared with two different USRs (ambiguous_names()). */
static char two_functions[] = "";

/*
 * Function names declared with two different USRs (static functions of
 * the same name in different files): a call cannot say which one it
 * means, so neither is inferred. *names maps a name to its USR, or to
 * two_functions.
 */
static void ambiguous_names(const struct facts_set *set, struct strmap *names)
{
	size_t t, i;

	for (t = 0; t < set->tus.len; t++) {
		const struct tu_facts *tf = set->tus.items[t];

		for (i = 0; i < tf->facts.len; i++) {
			const struct fact *f = tf->facts.items[i];
			struct strmap_entry *e;

			if (f->kind != FACT_DECL || !(f->flags & (DECL_CONTEXT | DECL_EMBED_CALL)) ||
			    !f->api || !f->usr)
				continue;
			e = strmap_insert(names, f->api, NULL);
			if (!e->value)
				e->value = f->usr;
			else if (e->value != two_functions && strcmp(e->value, f->usr) != 0)
				e->value = two_functions;
		}
	}
}

/* One shape across the TUs that declare it: the first fact (where it is declared), all facts' flags. */
struct candidate {
	const struct fact *f;
	unsigned flags;
};

/* The key of a field call that would show store s hands its value over at argument k. */
static char *field_call_key(const char *record, const char *field, const char *data, int k)
{
	return xasprintf("%s.%s.%s:%d", record, field, data ? data : "", k);
}

/* The evidence facts: DECL_STORES facts into *stores, DECL_FIELD_CALL facts by key into *calls. */
static void index_evidence(const struct facts_set *set, struct ptrvec *stores, struct strmap *calls)
{
	size_t t, i;

	for (t = 0; t < set->tus.len; t++) {
		const struct tu_facts *tf = set->tus.items[t];

		for (i = 0; i < tf->facts.len; i++) {
			const struct fact *f = tf->facts.items[i];
			struct strmap_entry *e;
			char *key;

			if (f->kind != FACT_DECL || !(f->flags & (DECL_STORES | DECL_FIELD_CALL)) ||
			    !well_formed(f))
				continue;
			if (f->flags & DECL_STORES) {
				ptrvec_push(stores, (void *)f);
				continue;
			}
			key = field_call_key(f->container, f->member, f->text, f->origin);
			e = strmap_insert(calls, key, NULL);
			if (!e->value)
				e->value = (void *)f;
			free(key);
		}
	}
}

/*
 * What a function shape rests on, into e (docs/rules-format.md, "Inferred
 * APIs"): a body that calls the callback with the value, or stores both
 * into an object whose callback field some function calls with that
 * value; with no body anywhere, the prototype alone. Returns 0 when the
 * shape is no API: a body was seen and hands nothing over (what it passes
 * on to another API, the join finds as a wrapper), or a prototype alone
 * has several callbacks (a lookup's hash and compare functions).
 */
static int weigh_evidence(const struct candidate *c, const struct ptrvec *stores,
			  const struct strmap *calls, struct model_entry *e)
{
	const struct fact *f = c->f;
	size_t i;

	if (f->flags & DECL_EMBED_FIELD)
		return 1;	/* a struct's definition, not a prototype */
	if ((c->flags & (DECL_DEFINED | DECL_CALLS_BACK)) == (DECL_DEFINED | DECL_CALLS_BACK)) {
		e->evidence = EVIDENCE_CALL;
		return 1;
	}
	for (i = 0; i < stores->len; i++) {
		const struct fact *s = stores->items[i];
		const struct fact *call;
		char *key;

		if (strcmp(s->api, f->api) != 0 || s->param != f->param || s->detail != f->detail ||
		    !(f->flags & DECL_EMBED_CALL) != !!s->text)
			continue;
		key = field_call_key(s->container, s->member, s->text, f->origin);
		call = strmap_get(calls, key);
		free(key);
		if (call) {
			e->evidence = EVIDENCE_FIELD;
			e->evidence_store = s;
			e->evidence_call = call;
			return 1;
		}
	}
	if ((c->flags & DECL_DEFINED) || ((c->flags & DECL_SEVERAL) && (f->flags & DECL_CONTEXT)))
		return 0;
	e->evidence = EVIDENCE_PROTOTYPE;
	return 1;
}

/* The entries of one shape, unless no evidence supports it. */
static void add_entries(struct model_pack *pack, const struct candidate *c, const struct ptrvec *stores,
			const struct strmap *calls)
{
	struct model_entry *e = entry_of(c->f, pack, 0), *handle;

	if (!weigh_evidence(c, stores, calls, e)) {
		free(e->name);
		free(e->callback_field);
		free(e);
		return;
	}
	ptrvec_push(&pack->entries, e);
	if ((c->f->flags & DECL_EMBED_CALL) && c->f->text) {
		handle = entry_of(c->f, pack, 1);
		handle->evidence = e->evidence;
		handle->evidence_store = e->evidence_store;
		handle->evidence_call = e->evidence_call;
		ptrvec_push(&pack->entries, handle);
	}
}

size_t infer_add_pack(struct model *m, const struct facts_set *set)
{
	struct model_pack *pack = xcalloc(1, sizeof(*pack));
	struct strmap seen = STRMAP_INIT, names = STRMAP_INIT, calls = STRMAP_INIT;
	struct ptrvec order = PTRVEC_INIT, stores = PTRVEC_INIT;
	size_t t, i, n;

	pack->name = xstrdup(INFER_PACK_NAME);
	pack->description = xstrdup("callback APIs inferred from their declarations");
	pack->inferred = 1;
	ambiguous_names(set, &names);
	index_evidence(set, &stores, &calls);
	for (t = 0; t < set->tus.len; t++) {
		const struct tu_facts *tf = set->tus.items[t];

		for (i = 0; i < tf->facts.len; i++) {
			const struct fact *f = tf->facts.items[i];
			struct strmap_entry *slot;
			struct candidate *c;
			char *key;

			if (f->kind != FACT_DECL || !(f->flags & DECL_SHAPES) || !well_formed(f))
				continue;
			/* A header's declaration arrives once per TU that includes it; its body once. */
			key = xasprintf("%u:%d:%d:%d:%s.%s", f->flags & DECL_SHAPES, f->param,
					f->detail, f->origin, f->api, f->member ? f->member : "");
			slot = strmap_insert(&seen, key, NULL);
			free(key);
			if (!slot->value) {
				c = xcalloc(1, sizeof(*c));
				c->f = f;
				slot->value = c;
				ptrvec_push(&order, c);
			}
			c = slot->value;
			c->flags |= f->flags;
		}
	}
	for (i = 0; i < order.len; i++) {
		struct candidate *c = order.items[i];

		if (!covered_by_pack(m, c->f) &&
		    !((c->f->flags & (DECL_CONTEXT | DECL_EMBED_CALL)) &&
		      strmap_get(&names, c->f->api) == two_functions))
			add_entries(pack, c, &stores, &calls);
		free(c);
	}
	ptrvec_release(&order);
	ptrvec_release(&stores);
	strmap_release(&seen);
	strmap_release(&names);
	strmap_release(&calls);
	n = pack->entries.len;
	if (!n) {
		ptrvec_release(&pack->entries);
		free(pack->name);
		free(pack->description);
		free(pack);
		return 0;
	}
	qsort(pack->entries.items, n, sizeof(void *), entry_order);
	ptrvec_push(&m->packs, pack);
	return n;
}

const char *infer_evidence_name(enum entry_evidence evidence)
{
	switch (evidence) {
	case EVIDENCE_PROTOTYPE:
		return "prototype";
	case EVIDENCE_CALL:
		return "call";
	case EVIDENCE_FIELD:
		return "field";
	default:
		return "pack";
	}
}

/* A comment's text: a control character (a newline in a file name) would end the comment. */
static void put_comment_text(FILE *out, const char *s)
{
	for (; *s; s++)
		fputc((unsigned char)*s < 0x20 || *s == 0x7f ? '?' : *s, out);
}

/*
 * The functions found to be wrappers of the packs' APIs (wrappers.h): the
 * join describes them by what their body does, not by their inferred
 * entry, so the dump leaves those entries out too (loaded back as a pack,
 * an entry would hide the wrapper). Their names go into *names.
 */
static void wrapper_names(const struct model *m, const struct facts_set *set, struct strmap *names)
{
	struct ptrvec entries = PTRVEC_INIT, derived = PTRVEC_INIT, owned = PTRVEC_INIT;
	size_t p, i;

	for (p = 0; p < m->packs.len; p++) {
		const struct model_pack *pack = m->packs.items[p];

		for (i = 0; i < pack->entries.len && !pack->inferred; i++)
			ptrvec_push(&entries, pack->entries.items[i]);
	}
	wrappers_derive(set, &entries, &derived, &owned);
	for (i = 0; i < derived.len; i++) {
		const struct model_entry *d = derived.items[i];

		strmap_insert(names, d->name, NULL)->value = (void *)d;
	}
	wrappers_release(&derived);
	for (i = 0; i < owned.len; i++)
		fact_free(owned.items[i]);
	ptrvec_release(&owned);
	ptrvec_release(&entries);
}

void infer_dump(FILE *out, const struct model *m, const struct facts_set *set)
{
	const struct model_pack *pack = NULL;
	struct strmap wrappers = STRMAP_INIT;
	size_t i, n = 0;

	for (i = 0; i < m->packs.len && !pack; i++)
		if (((const struct model_pack *)m->packs.items[i])->inferred)
			pack = m->packs.items[i];
	fprintf(out, "# timercheck API model inferred from declarations (timercheck --dump-apis).\n"
		"# Load it with --rules FILE (and --no-infer); docs/rules-format.md.\n"
		"pack %s\n"
		"description \"callback APIs inferred from their declarations\"\n",
		INFER_PACK_NAME);
	if (pack)
		wrapper_names(m, set, &wrappers);
	for (i = 0; pack && i < pack->entries.len; i++) {
		const struct model_entry *e = pack->entries.items[i];
		const struct fact *f = e->inferred_from;

		if (strmap_get(&wrappers, e->name))
			continue;
		if (!n++)
			fputc('\n', out);

		if (e->kind == ENTRY_EMBED_FIELD)
			fprintf(out, "embed-field %s callback=%s param=%d", e->name, e->callback_field,
				e->param);
		else if (e->kind == ENTRY_CALL && e->context_field)
			fprintf(out, "call %s callback=%d object=%d context-field=%s field=%s param=%d",
				e->name, e->callback, e->object, e->context_field, e->via_field,
				e->param);
		else if (e->kind == ENTRY_EMBED_CALL)
			fprintf(out, "embed-call %s object=%d callback=%d param=%d", e->name, e->object,
				e->callback, e->param);
		else
			fprintf(out, "call %s callback=%d context=%d param=%d", e->name, e->callback,
				e->context, e->param);
		if (e->evidence != EVIDENCE_NONE)
			fprintf(out, " evidence=%s", infer_evidence_name(e->evidence));
		fputs("\t# ", out);
		put_comment_text(out, f->loc.file ? f->loc.file : "?");
		fprintf(out, ":%u: ", f->loc.line);
		put_comment_text(out, f->type_from ? f->type_from : "?");
		if (e->evidence == EVIDENCE_FIELD && e->evidence_store->text)
			fprintf(out, "; %s.%s is called with %s.%s", e->evidence_store->container,
				e->evidence_store->member, e->evidence_store->container,
				e->evidence_store->text);
		else if (e->evidence == EVIDENCE_FIELD)
			fprintf(out, "; %s.%s is called with the object itself",
				e->evidence_store->container, e->evidence_store->member);
		fputc('\n', out);
	}
	if (!n)
		fprintf(out, "# nothing was inferred\n");
	strmap_release(&wrappers);
}
