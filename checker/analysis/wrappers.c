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
		   int cb, int ctx_origin, const struct fact *fixed, const struct fact *fixed_cb)
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
		    e->fixed_callback == fixed_cb &&
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
	e->fixed_value = ctx_origin ? NULL : fixed;
	e->fixed_callback = fixed_cb;
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
		derive(d, e, through, cb, 0, e->fixed_value, NULL);
	else if (value->flags & VAL_PARAM)
		derive(d, e, through, cb, value->origin, NULL, NULL);
	else
		derive(d, e, through, cb, 0, value, NULL);
}

static void derive_from_call(struct derivation *d, const struct tu_facts *tf, const struct fact *call,
			     const struct model_entry *e)
{
	const struct fact *value = NULL;

	if (!same_str(call->api, e->name) || call->param != e->callback || e->context_field)
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

/*
 * Wrappers that fix the callback and take only its context (conn_arm(t,
 * arg) registering conn_timeout with arg): the context is the caller's
 * argument, so the wrapper is an entry whose callback is fixed_callback.
 */

/* The call fact passing a function (not a parameter) as argument param of call id, in tf. */
static const struct fact *find_fixed_call(const struct tu_facts *tf, int call_id, int param)
{
	for (size_t i = 0; i < tf->facts.len; i++) {
		const struct fact *f = tf->facts.items[i];

		if (f->kind == FACT_CALL && f->detail == call_id && f->param == param &&
		    !(f->flags & VAL_PARAM) && f->usr)
			return f;
	}
	return NULL;
}

/*
 * arg, a parameter of its function passed as argument arg->param of a call
 * of entry e: a context handed to e's registration (e a pack entry or a
 * wrapper with a callback parameter: the call must pass a fixed function),
 * or to a wrapper that fixes the callback itself (handed on: a wrapper of
 * that wrapper).
 */
static void derive_fixed_from_arg(struct derivation *d, const struct tu_facts *tf,
				  const struct fact *arg, const struct model_entry *e)
{
	const struct fact *call;

	if (e->kind != ENTRY_CALL || e->context_field || arg->param != e->context)
		return;
	if (e->fixed_callback) {
		derive(d, e, arg, 0, arg->origin, NULL, e->fixed_callback);
		return;
	}
	call = find_fixed_call(tf, arg->detail, e->callback);
	if (call)
		derive(d, e, arg, 0, arg->origin, NULL, call);
}

/* The store of a function into the callback field of the object a context store fills. */
static const struct fact *find_fixed_store(const struct tu_facts *tf, const struct fact *ctx,
					   const struct model_entry *e)
{
	const struct fact *found = NULL;
	size_t n = strlen(e->name);

	for (size_t i = 0; i < tf->facts.len; i++) {
		const struct fact *f = tf->facts.items[i];

		if (f->kind != FACT_STORE || !(f->flags & VAL_FUNCTION) || (f->flags & VAL_PARAM) ||
		    !f->usr || !f->api || !f->text || strcmp(f->text, ctx->text) != 0 ||
		    strncmp(f->api, e->name, n) != 0 || f->api[n] != '.' ||
		    strcmp(f->api + n + 1, e->callback_field) != 0)
			continue;
		if (!found || (f->loc.line > ctx->loc.line ? f->loc.line - ctx->loc.line :
			       ctx->loc.line - f->loc.line) <
			      (found->loc.line > ctx->loc.line ? found->loc.line - ctx->loc.line :
			       ctx->loc.line - found->loc.line))
			found = f;
	}
	return found;
}

/* store, a parameter stored into the context field of a fields entry beside a fixed callback. */
static void derive_fixed_from_store(struct derivation *d, const struct tu_facts *tf,
				    const struct fact *store, const struct model_entry *e)
{
	size_t n = strlen(e->name);
	const struct fact *fn;

	if (e->kind != ENTRY_FIELDS || !e->context_field || !e->callback_field ||
	    strchr(e->context_field, '.') || strchr(e->callback_field, '.') || !store->text ||
	    strncmp(store->api, e->name, n) != 0 || store->api[n] != '.' ||
	    strcmp(store->api + n + 1, e->context_field) != 0)
		return;
	fn = find_fixed_store(tf, store, e);
	if (fn)
		derive(d, e, store, 0, store->origin, NULL, fn);
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

/* The entries known so far by name (a struct ptrvec * of entries each), for the calls' lookups. */
static void index_entries(struct strmap *by_name, const struct ptrvec *entries, size_t known)
{
	for (size_t k = 0; k < known; k++) {
		const struct model_entry *e = entries->items[k];
		struct strmap_entry *slot = strmap_insert(by_name, e->name, NULL);

		if (!slot->value)
			slot->value = xcalloc(1, sizeof(struct ptrvec));
		ptrvec_push(slot->value, (void *)e);
	}
}

static void release_index(struct strmap *by_name)
{
	for (size_t i = 0; i < by_name->cap; i++) {
		if (by_name->slots[i].key) {
			ptrvec_release(by_name->slots[i].value);
			free(by_name->slots[i].value);
		}
	}
	strmap_release(by_name);
}

/* One round: every fact that hands a parameter of its function on, against the entries known. */
static void derive_round(struct derivation *d, const struct facts_set *set, size_t known)
{
	struct strmap by_name = STRMAP_INIT;
	size_t t, i, k;

	index_entries(&by_name, d->entries, known);
	for (t = 0; t < set->tus.len; t++) {
		const struct tu_facts *tf = set->tus.items[t];

		for (i = 0; i < tf->facts.len; i++) {
			const struct fact *f = tf->facts.items[i];
			const struct ptrvec *named;

			if (!(f->flags & VAL_PARAM) || !f->scope || f->origin <= 0 || !f->api)
				continue;
			if (f->kind == FACT_STORE) {
				for (k = 0; k < known; k++) {
					derive_from_store(d, tf, f, d->entries->items[k]);
					derive_fixed_from_store(d, tf, f, d->entries->items[k]);
				}
				continue;
			}
			if (f->kind != FACT_CALL && f->kind != FACT_ARG)
				continue;
			named = strmap_get(&by_name, f->api);
			for (k = 0; named && k < named->len; k++) {
				if (f->kind == FACT_CALL)
					derive_from_call(d, tf, f, named->items[k]);
				else
					derive_fixed_from_arg(d, tf, f, named->items[k]);
			}
		}
	}
	release_index(&by_name);
}

void wrappers_derive(const struct facts_set *set, struct ptrvec *entries, struct ptrvec *derived)
{
	struct derivation d = { entries, derived, PTRVEC_INIT, 1 };
	int round;

	for (round = 0; round < WRAPPER_MAX_DEPTH && d.added; round++) {
		d.added = 0;
		derive_round(&d, set, entries->len);
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
