/*
 * The registrations that call a cast function through the cast's type
 * (called_casts.h). A registration names its cast where the cast is
 * written: a call fact's argument (spell), a store fact's value (loc).
 * What the call passes comes from the binding's value: a context's real
 * pointer type, or the record an embedded callback field lives in.
 */
#include "analysis/called_casts.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/wrappers.h"
#include "facts/type_key.h"

static char *cast_key(const char *usr, const struct tc_loc *at)
{
	return xasprintf("%s\t%u:%u:%s", usr, at->line, at->col, at->file ? at->file : "");
}

/*
 * What a registration hands its callback, as a spelling and a type key
 * (both malloc'd, or NULL): a context pointer, the object of an embed-call,
 * or a pointer to the record of an embed-field (no key: its members are not
 * in the facts; embedded_elsewhere() judges it by the object's place).
 */
static void passed_value(const struct binding *b, int embed, char **spelled, char **key)
{
	const struct model_entry *e = b->entry;
	const struct fact *v = b->value;

	*spelled = *key = NULL;
	if (embed && e->kind == ENTRY_EMBED_FIELD && e->name) {
		*spelled = xasprintf("struct %s *", e->name);
	} else if (v && !(embed && e->member) && (v->flags & (VAL_POINTER | VAL_SMUGGLED)) &&
		   v->type_from) {
		/* (an embed-call's member=PATH hands over a member of the object: type unknown) */
		*spelled = xstrdup(v->type_from);
		*key = v->tkey ? xstrdup(v->tkey) : NULL;
	}
}

/* "struct NAME" for the key of a pointer to a named struct or union (qualifiers skipped), or NULL. */
static char *pointed_record(const char *key)
{
	char *end;
	unsigned long n;
	const char *kind;

	if (!key || *key++ != 'P')
		return NULL;
	while (*key && strchr("KVRQ", *key))
		key++;
	if (*key == 'S')
		kind = "struct";
	else if (*key == 'U')
		kind = "union";
	else
		return NULL;
	key++;
	if (*key == '!')	/* a transparent union */
		key++;
	if (*key == '$')	/* anonymous: no name to compare */
		return NULL;
	n = strtoul(key, &end, 10);
	if (end == key || strlen(end) < n)
		return NULL;
	return xasprintf("%s %.*s", kind, (int)n, end);
}

/* Is record (or its "struct record") one of the "|"-separated container chain's records? */
static int in_chain(const char *chain, const char *record)
{
	size_t n = strlen(record);

	while (chain && *chain) {
		const char *bar = strchr(chain, '|');
		size_t len = bar ? (size_t)(bar - chain) : strlen(chain);

		if (len == n && strncmp(chain, record, n) == 0)
			return 1;
		chain = bar ? bar + 1 : NULL;
	}
	return 0;
}

/*
 * An embedded callback field's function gets a pointer to the record the
 * field is in, which lives at a known place (the store's container chain):
 * only that record, or a container of it, is what the pointer points to.
 * A named record outside the chain is another object.
 */
static int embedded_elsewhere(const struct binding *b, const char *param_key)
{
	const struct fact *v = b->value;
	char *record, *own;
	int other;

	if (!v || !(v->flags & VAL_EMBEDDED) || !v->container || !param_key ||
	    tkey_is_generic_pointer(param_key) || !(record = pointed_record(param_key)))
		return 0;
	own = xasprintf("struct %s", b->entry->name);
	other = strcmp(record, own) != 0 && !in_chain(v->container, record);
	free(own);
	free(record);
	return other;
}

/*
 * Does the API's dispatcher call its callback? A pack says so; an inferred
 * API only when a body was seen calling or handing over the callback (a
 * prototype or a struct's shape alone proves no call: docs/rules-format.md,
 * "Inferred APIs").
 */
static int dispatcher_calls(const struct model_entry *e)
{
	const struct model_entry *root = wrappers_root(e);

	if (root->pack && root->pack->inferred)
		return root->evidence == EVIDENCE_CALL || root->evidence == EVIDENCE_FIELD;
	return root->evidence != EVIDENCE_PROTOTYPE;
}

static char *place_key(const struct tc_loc *at)
{
	return xasprintf("%u:%u:%s", at->line, at->col, at->file ? at->file : "");
}

/*
 * A store of the one function a local holds (o->start = fn) is at the
 * local's name; its via's first line is where the local was given the
 * function, cast there if at all. Sets *at to that place (file borrowed
 * from buf, which the caller frees) and returns 1, or returns 0.
 */
static int local_origin(const struct fact *store, struct tc_loc *at, char **buf)
{
	char *line, *tab1, *tab2, *tab3;

	*buf = NULL;
	if (store->kind != FACT_STORE || !store->via)
		return 0;
	line = xstrndup(store->via, strcspn(store->via, "\n"));
	tab1 = strchr(line, '\t');
	tab2 = tab1 ? strchr(tab1 + 1, '\t') : NULL;
	tab3 = tab2 ? strchr(tab2 + 1, '\t') : NULL;
	if (!tab3 || !strstr(tab3, " assigned to local variable ")) {
		free(line);
		return 0;
	}
	*tab1 = '\0';
	at->file = line;
	at->line = (unsigned)strtoul(tab1 + 1, NULL, 10);
	at->col = (unsigned)strtoul(tab2 + 1, NULL, 10);
	*buf = line;
	return 1;
}

/*
 * Records binding b under its cast, if its API calls the callback; for a
 * function read from a slot, under the cast at stored, one of the stores
 * that put it there. recast: the places of every cast in the program.
 * Cannot fail.
 */
static void add_caller_at(struct called_casts *cc, const struct binding *b, int embed,
			  const struct fact *stored, const struct strmap *recast)
{
	const struct fact *reg = b->reg;
	const struct tc_loc *at = reg->kind == FACT_CALL ? &reg->spell : &reg->loc;
	struct tc_loc from_local;
	struct strmap_entry *slot;
	struct cast_caller *c;
	char *key, *passed_key, *param_key = NULL, *local_buf = NULL;
	const char *var = NULL;

	/*
	 * A function read from a slot was cast, if at all, where it was stored
	 * there; unless the registration converts what it reads again (g =
	 * (T1)fn; api((T2)g, ...)): then it is called through T2, not T1.
	 */
	if (reg->flags & FACT_F_FROM_SLOT) {
		char *here = place_key(at);
		int converted = strmap_find(recast, here) != NULL;

		free(here);
		if (converted && reg->container && starts_with(reg->container, "global:") &&
		    !strchr(reg->container, '[') && stored && !(stored->flags & VAL_THROUGH_CAST)) {
			/*
			 * api((T)g, ...): the cast of the variable itself is called; it names
			 * g. Only for a function stored in g as it is: one cast into g's type
			 * may be of the type T converts back to.
			 */
			var = reg->container + strlen("global:");
		} else {
			at = stored && !converted ? &stored->loc : NULL;
			if (at && local_origin(stored, &from_local, &local_buf))
				at = &from_local;
		}
	} else if (local_origin(reg, &from_local, &local_buf)) {
		at = &from_local;
	}
	if (!reg->usr || !reg->func || !at || !at->file || !dispatcher_calls(b->entry)) {
		free(local_buf);
		return;
	}
	c = xcalloc(1, sizeof(*c));
	c->reg = reg;
	c->api = reg->api ? reg->api : wrappers_root(b->entry)->name;
	c->param = b->param > 0 ? b->param : 0;
	passed_value(b, embed, &c->passed, &passed_key);
	if (c->param && reg->tkey)
		param_key = tkey_param(reg->tkey, c->param);
	if (embed && b->entry->kind == ENTRY_EMBED_FIELD)
		c->other_object = embedded_elsewhere(b, param_key);
	else
		c->other_object = passed_key && param_key &&
				  tkey_pointer_relation(passed_key, param_key) == TKEY_CONFLICT;
	free(passed_key);
	free(param_key);

	key = cast_key(var ? var : reg->usr, at);
	free(local_buf);
	slot = strmap_insert(&cc->by_cast, key, NULL);
	free(key);
	if (!slot->value)
		slot->value = xcalloc(1, sizeof(struct ptrvec));
	ptrvec_push(slot->value, c);
}

/* The places of the casts of every TU (values are unused: a set). */
static void cast_places(const struct facts_set *set, struct strmap *places)
{
	size_t t, i;

	for (t = 0; t < set->tus.len; t++) {
		const struct tu_facts *tf = set->tus.items[t];

		for (i = 0; i < tf->facts.len; i++) {
			const struct fact *f = tf->facts.items[i];

			if (f->kind == FACT_CAST && f->loc.file) {
				char *key = place_key(&f->loc);

				strmap_insert(places, key, NULL);
				free(key);
			}
		}
	}
}

/* add_caller_at() for b, once for each store that put a function read from a slot there. */
static void add_caller(struct called_casts *cc, const struct binding *b, int embed,
		       const struct strmap *recast)
{
	size_t i;

	if (!(b->reg->flags & FACT_F_FROM_SLOT) || !b->stored) {
		add_caller_at(cc, b, embed, NULL, recast);
		return;
	}
	for (i = 0; i < b->stored->len; i++)
		add_caller_at(cc, b, embed, b->stored->items[i], recast);
}

void called_casts_build(struct called_casts *cc, const struct join *j,
			const struct facts_set *set)
{
	struct strmap places = STRMAP_INIT;
	int from_slot = 0;
	size_t i;

	/* Only a function read from a slot needs every cast's place: most programs have none. */
	for (i = 0; i < j->contexts.len && !from_slot; i++)
		from_slot = (((const struct binding *)j->contexts.items[i])->reg->flags &
			     FACT_F_FROM_SLOT) != 0;
	for (i = 0; i < j->embeds.len && !from_slot; i++)
		from_slot = (((const struct binding *)j->embeds.items[i])->reg->flags &
			     FACT_F_FROM_SLOT) != 0;
	if (from_slot)
		cast_places(set, &places);
	for (i = 0; i < j->contexts.len; i++)
		add_caller(cc, j->contexts.items[i], 0, &places);
	for (i = 0; i < j->embeds.len; i++)
		add_caller(cc, j->embeds.items[i], 1, &places);
	strmap_release(&places);
}

const struct ptrvec *called_casts_of(const struct called_casts *cc, const struct fact *f)
{
	const struct ptrvec *v;
	char *key;

	/* A cast converted again shares its place with the outer cast; only that one is called. */
	if (!f->usr || !f->loc.file || !cc->by_cast.len || (f->flags & FACT_F_RECAST))
		return NULL;
	key = cast_key(f->usr, &f->loc);
	v = strmap_get(&cc->by_cast, key);
	free(key);
	return v && v->len ? v : NULL;
}

void called_casts_release(struct called_casts *cc)
{
	size_t i, k;

	for (i = 0; i < cc->by_cast.cap; i++) {
		struct ptrvec *v = cc->by_cast.slots[i].key ? cc->by_cast.slots[i].value : NULL;

		for (k = 0; v && k < v->len; k++) {
			struct cast_caller *c = v->items[k];

			free(c->passed);
			free(c);
		}
		if (v)
			ptrvec_release(v);
		free(v);
	}
	strmap_release(&cc->by_cast);
}
