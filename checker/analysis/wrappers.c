/*
 * Deriving wrapper entries (see wrappers.h). Each round looks at the calls
 * and stores that pass a parameter of the enclosing function (VAL_PARAM
 * facts) into an entry known so far; a wrapper found in one round is an
 * entry for the next.
 */
#include "analysis/wrappers.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/join.h"

/* The function name in a USR ("c:@F@my_arm", "c:file.c@F@my_arm"). */
static char *usr_function_name(const char *usr)
{
	const char *at = usr ? strstr(usr, "@F@") : NULL;

	return at && at[3] ? xstrdup(at + 3) : NULL;
}

static int same_str(const char *a, const char *b)
{
	return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

struct derivation {
	struct ptrvec *entries;		/* every entry known: the packs' and derived */
	struct ptrvec *derived;		/* the derived ones (owned) */
	struct ptrvec ambiguous;	/* char *: names two functions wrap differently */
	int added;
};

static int is_ambiguous(const struct derivation *d, const char *name)
{
	for (size_t i = 0; i < d->ambiguous.len; i++)
		if (strcmp(d->ambiguous.items[i], name) == 0)
			return 1;
	return 0;
}

/*
 * Adds "name callback=cb context=ctx|object=obj" wrapping inner through
 * fact through (in function scope), unless it is known already.
 */
static void derive(struct derivation *d, const struct model_entry *inner, const struct fact *through,
		   int cb, int ctx_origin, const struct fact *fixed)
{
	char *name = usr_function_name(through->scope);
	enum entry_kind kind = inner->kind == ENTRY_FIELDS ? ENTRY_CALL : inner->kind;
	struct model_entry *e;
	size_t i;

	if (!name || is_ambiguous(d, name)) {
		free(name);
		return;
	}
	for (i = 0; i < d->derived->len; i++) {
		e = d->derived->items[i];
		if (strcmp(e->name, name) != 0)
			continue;
		if (!same_str(e->scope, through->scope)) {
			ptrvec_push(&d->ambiguous, name);	/* a static function elsewhere */
			return;
		}
		if (e->kind == kind && e->callback == cb && e->inner == inner &&
		    (kind == ENTRY_EMBED_CALL ? e->object : e->context) == ctx_origin) {
			free(name);
			return;
		}
	}
	for (i = 0; i < d->entries->len; i++) {
		const struct model_entry *p = d->entries->items[i];

		if (!p->inner && strcmp(p->name, name) == 0) {
			free(name);	/* the pack describes this function itself */
			return;
		}
	}
	e = xcalloc(1, sizeof(*e));
	*e = *inner;		/* via_getter, via_field, suggest, member, pack: borrowed */
	e->kind = kind;
	e->name = name;
	e->callback = cb;
	e->context = kind == ENTRY_EMBED_CALL ? 0 : ctx_origin;
	e->object = kind == ENTRY_EMBED_CALL ? ctx_origin : 0;
	e->callback_field = e->context_field = NULL;
	e->cond_arg = 0;	/* the wrapper's own call satisfied it */
	e->cond_name = NULL;
	e->fixed_value = ctx_origin ? NULL : fixed;
	e->inner = inner;
	e->through = through;
	e->scope = xstrdup(through->scope);
	ptrvec_push(d->derived, e);
	ptrvec_push(d->entries, e);
	d->added = 1;
}

/* Where the context (or object) of an entry's registration comes from, inside a wrapper. */
static void derive_from_value(struct derivation *d, const struct model_entry *e,
			      const struct fact *through, int cb, const struct fact *value)
{
	if (!value && !e->fixed_value)
		return;
	if (!value)
		derive(d, e, through, cb, 0, e->fixed_value);
	else if (value->flags & VAL_PARAM)
		derive(d, e, through, cb, value->origin, NULL);
	else
		derive(d, e, through, cb, 0, value);
}

static void derive_from_call(struct derivation *d, const struct tu_facts *tf, const struct fact *call,
			     const struct model_entry *e)
{
	const struct fact *value = NULL;

	if (!same_str(call->api, e->name) || call->param != e->callback || e->context_field ||
	    !join_condition_holds(tf, call, e))
		return;
	if (e->kind == ENTRY_CALL)
		value = e->context ? join_find_arg(tf, call->detail, e->context) : NULL;
	else if (e->kind == ENTRY_EMBED_CALL)
		value = e->object ? join_find_arg(tf, call->detail, e->object) : NULL;
	else
		return;
	derive_from_value(d, e, call, call->origin, value);
}

static void derive_from_store(struct derivation *d, const struct tu_facts *tf,
			      const struct fact *store, const struct model_entry *e)
{
	struct fact probe;
	char *object_key = NULL;
	const struct fact *ctx;

	if (e->kind != ENTRY_FIELDS || !store->api || !join_callback_field_matches(store, e, &object_key))
		return;
	probe = *store;
	if (object_key)
		probe.text = object_key;
	ctx = join_find_context_store(tf, &probe, e->name, e->context_field);
	if (ctx)
		derive_from_value(d, e, store, store->origin, ctx);
	free(object_key);
}

/* Drops every derived entry whose chain goes through an ambiguous name. */
static void drop_ambiguous(struct derivation *d)
{
	size_t i, k, kept = 0;

	for (i = 0; i < d->derived->len; i++) {
		struct model_entry *e = d->derived->items[i];
		const struct model_entry *x;
		int bad = 0;

		for (x = e; x && x->inner && !bad; x = x->inner)
			bad = is_ambiguous(d, x->name);
		if (!bad) {
			d->derived->items[kept++] = e;
			continue;
		}
		for (k = 0; k < d->entries->len; k++)
			if (d->entries->items[k] == e)
				d->entries->items[k] = NULL;
		free(e->name);
		free(e->scope);
		free(e);
	}
	d->derived->len = kept;
	for (i = 0, kept = 0; i < d->entries->len; i++)
		if (d->entries->items[i])
			d->entries->items[kept++] = d->entries->items[i];
	d->entries->len = kept;
}

void wrappers_derive(const struct facts_set *set, struct ptrvec *entries, struct ptrvec *derived)
{
	struct derivation d = { entries, derived, PTRVEC_INIT, 1 };
	int round;
	size_t t, i, k;

	for (round = 0; round < WRAPPER_MAX_DEPTH && d.added; round++) {
		size_t known = entries->len;

		d.added = 0;
		for (t = 0; t < set->tus.len; t++) {
			const struct tu_facts *tf = set->tus.items[t];

			for (i = 0; i < tf->facts.len; i++) {
				const struct fact *f = tf->facts.items[i];

				if (!(f->flags & VAL_PARAM) || !f->scope || f->origin <= 0 ||
				    (f->kind != FACT_CALL && f->kind != FACT_STORE))
					continue;
				for (k = 0; k < known; k++) {
					if (f->kind == FACT_CALL)
						derive_from_call(&d, tf, f, entries->items[k]);
					else
						derive_from_store(&d, tf, f, entries->items[k]);
				}
			}
		}
	}
	drop_ambiguous(&d);
	ptrvec_free_all(&d.ambiguous);
}

void wrappers_release(struct ptrvec *derived)
{
	for (size_t i = 0; i < derived->len; i++) {
		struct model_entry *e = derived->items[i];

		free(e->name);
		free(e->scope);
		free(e);
	}
	ptrvec_release(derived);
}

const struct model_entry *wrappers_root(const struct model_entry *e)
{
	while (e && e->inner)
		e = e->inner;
	return e;
}
