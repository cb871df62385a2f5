/*
 * Deriving wrapper entries (see wrappers.h). Each round looks at the calls
 * and stores that pass a parameter of the enclosing function (VAL_PARAM
 * facts) into an entry known so far, and at the calls registering a fixed
 * function whose context is a field of the object (a parameter stored
 * there first); a wrapper found in one round is an entry for the next.
 * A wrapper that fixes the callback takes its context, or for embed-call
 * entries its object, from its callers.
 */
#include "analysis/wrappers.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/held_params.h"
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
	struct strmap ambiguous;	/* names two functions wrap differently (value 1) */
	struct strmap derived_by_name;	/* name -> struct ptrvec * of derived entries */
	struct strmap pack_names;	/* the names the packs describe themselves (value 1) */
	int added;
};

static int is_ambiguous(const struct derivation *d, const char *name)
{
	return strmap_get(&d->ambiguous, name) != NULL;
}

static void mark_ambiguous(struct derivation *d, const char *name)
{
	strmap_put(&d->ambiguous, name, (void *)1);
}

/* Frees the struct ptrvec * values of a map and the map. */
static void release_lists(struct strmap *m)
{
	for (size_t i = 0; i < m->cap; i++) {
		if (m->slots[i].key) {
			ptrvec_release(m->slots[i].value);
			free(m->slots[i].value);
		}
	}
	strmap_release(m);
}

static void list_push(struct strmap *m, const char *key, void *item)
{
	struct strmap_entry *slot = strmap_insert(m, key, NULL);

	if (!slot->value)
		slot->value = xcalloc(1, sizeof(struct ptrvec));
	ptrvec_push(slot->value, item);
}

/*
 * Adds "name callback=cb context=ctx|object=obj" wrapping inner through
 * fact through (in function scope), unless it is known already.
 */
static struct model_entry *derive(struct derivation *d, const struct model_entry *inner,
				  const struct fact *through, int cb, int ctx_origin,
				  const struct fact *fixed, const struct fact *fixed_cb)
{
	char *name = usr_function_name(through->scope);
	enum entry_kind kind = inner->kind == ENTRY_FIELDS ? ENTRY_CALL :
			       inner->kind == ENTRY_EMBED_FIELD ? ENTRY_EMBED_CALL : inner->kind;
	const struct ptrvec *same_name;
	struct model_entry *e;
	size_t i;

	if (!name || is_ambiguous(d, name) || strmap_get(&d->pack_names, name)) {
		free(name);	/* ambiguous, or the pack describes this function itself */
		return NULL;
	}
	same_name = strmap_get(&d->derived_by_name, name);
	for (i = 0; same_name && i < same_name->len; i++) {
		e = same_name->items[i];
		if (!same_str(e->scope, through->scope)) {
			mark_ambiguous(d, name);	/* a static function elsewhere */
			free(name);
			return NULL;
		}
		if (e->kind == kind && e->callback == cb && e->inner == inner &&
		    e->fixed_callback == fixed_cb &&
		    (kind == ENTRY_EMBED_CALL ? e->object : e->context) == ctx_origin) {
			free(name);
			return NULL;
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
	e->fixed_callback = fixed_cb;
	e->inner = inner;
	e->through = through;
	e->scope = xstrdup(through->scope);
	ptrvec_push(d->derived, e);
	ptrvec_push(d->entries, e);
	list_push(&d->derived_by_name, e->name, e);
	d->added = 1;
	return e;
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

/*
 * call, a callback parameter handed to an entry whose context is a field
 * of the object (uv_timer_start(t, cb, ...), t->data): with the field
 * stored in the wrapper, the stored value is the context; without, the
 * wrapper's object parameter is the object its callers fill the field of.
 */
static void derive_field_context(struct derivation *d, const struct tu_facts *tf,
				 const struct fact *call, const struct model_entry *e)
{
	const struct fact *obj = join_find_arg(tf, call->detail, e->object);
	const struct fact *store = join_find_field_store(tf, obj, e->context_field);
	struct model_entry *w;

	if (store && same_str(store->scope, call->scope)) {
		derive_from_value(d, e, call, call->origin, store);
		return;
	}
	if (!obj || !(obj->flags & VAL_PARAM) || obj->origin <= 0)
		return;
	/* derive() made it a plain call entry: give it back the field, on the wrapper's object. */
	w = derive(d, e, call, call->origin, 0, NULL, NULL);
	if (w) {
		w->object = obj->origin;
		w->context_field = e->context_field;
	}
}

static void derive_from_call(struct derivation *d, const struct tu_facts *tf, const struct fact *call,
			     const struct model_entry *e)
{
	const struct fact *value = NULL;

	if (!same_str(call->api, e->name) || call->param != e->callback ||
	    !join_condition_holds(tf, call, e))
		return;
	if (e->context_field) {
		if (e->kind == ENTRY_CALL && e->object && !strchr(e->context_field, '.'))
			derive_field_context(d, tf, call, e);
		return;
	}
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

	/* w->func = fn in my_init_work(w, fn): the callers' objects get the callback. */
	if (e->kind == ENTRY_EMBED_FIELD) {
		if (store->api && store->param > 0 && join_callback_field_matches(store, e, &object_key) &&
		    !object_key)
			derive(d, e, store, store->origin, store->param, NULL, NULL);
		free(object_key);
		return;
	}
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
 * that wrapper). For an embed-call entry the parameter is the object
 * itself (arm_poll(t) calling timer_setup(t, poll_timeout, 0)), not an
 * object inside it (&c->timer of a parameter c: the callers pass c).
 */
static void derive_fixed_from_arg(struct derivation *d, const struct tu_facts *tf,
				  const struct fact *arg, const struct model_entry *e)
{
	const struct fact *call;

	if (e->kind == ENTRY_EMBED_CALL && arg->param == e->object && !(arg->flags & VAL_EMBEDDED)) {
		call = e->fixed_callback ? e->fixed_callback : find_fixed_call(tf, arg->detail, e->callback);
		if (call)
			derive(d, e, arg, 0, arg->origin, NULL, call);
		return;
	}
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

/*
 * call, a fixed function registered by a call entry whose context is a
 * field of the object (uv_timer_start(t, on_tick, ...) after t->data =
 * arg): a parameter stored into that field in the same function is the
 * context its callers give (conn_start(t, s)).
 */
static void derive_fixed_from_field(struct derivation *d, const struct tu_facts *tf,
				    const struct fact *call, const struct model_entry *e)
{
	const struct fact *store;

	if (e->kind != ENTRY_CALL || !e->context_field || !e->object || call->param != e->callback ||
	    !same_str(call->api, e->name) || !join_condition_holds(tf, call, e))
		return;
	store = join_find_field_store(tf, join_find_arg(tf, call->detail, e->object), e->context_field);
	if (store && (store->flags & VAL_PARAM) && store->origin > 0 && same_str(store->scope, call->scope))
		derive(d, e, store, 0, store->origin, NULL, call);
}

/* Whether a derived entry's chain goes through an ambiguous name. */
static int chain_ambiguous(const struct derivation *d, const struct model_entry *e)
{
	for (; e && e->inner; e = e->inner)
		if (is_ambiguous(d, e->name))
			return 1;
	return 0;
}

/* Drops every derived entry whose chain goes through an ambiguous name. */
static void drop_ambiguous(struct derivation *d)
{
	size_t i, kept = 0;
	char *bad;

	if (!d->ambiguous.len)
		return;
	for (i = 0; i < d->entries->len; i++) {
		const struct model_entry *e = d->entries->items[i];

		if (!chain_ambiguous(d, e))
			d->entries->items[kept++] = (void *)e;
	}
	d->entries->len = kept;
	/* Judge every chain before freeing any entry: an inner entry may be dropped too. */
	bad = xcalloc(d->derived->len ? d->derived->len : 1, 1);
	for (i = 0; i < d->derived->len; i++)
		bad[i] = (char)chain_ambiguous(d, d->derived->items[i]);
	for (i = 0, kept = 0; i < d->derived->len; i++) {
		struct model_entry *e = d->derived->items[i];

		if (!bad[i]) {
			d->derived->items[kept++] = e;
			continue;
		}
		free(e->name);
		free(e->scope);
		free(e);
	}
	d->derived->len = kept;
	free(bad);
}

/*
 * The entries known so far, for the facts' lookups: by name (a struct
 * ptrvec * of entries each; a call's callee, a store's record); fields
 * entries whose callback field is a dotted path go to nested (checked for
 * every store: their record is not the store's).
 */
static void index_entries(struct strmap *by_name, struct ptrvec *nested, const struct ptrvec *entries,
			  size_t known)
{
	for (size_t k = 0; k < known; k++) {
		const struct model_entry *e = entries->items[k];

		if (e->callback_field && strchr(e->callback_field, '.'))
			ptrvec_push(nested, (void *)e);
		else
			list_push(by_name, e->name, (void *)e);
	}
}

/* The record a store's api names ("timer_list" of "timer_list.function"), malloc'd, or NULL. */
static char *store_record(const struct fact *store)
{
	/* A global's USR may hold a file name's dot: it is no record's field. */
	const char *dot = starts_with(store->api, "global:") ? NULL : strrchr(store->api, '.');

	return dot ? xstrndup(store->api, (size_t)(dot - store->api)) : NULL;
}

/* One round: every fact that hands a parameter of its function on, against the entries known. */
static void derive_round(struct derivation *d, const struct facts_set *set,
			 const struct held_params *hp, size_t known)
{
	struct strmap by_name = STRMAP_INIT;
	struct ptrvec nested = PTRVEC_INIT;
	size_t t, i, k;

	index_entries(&by_name, &nested, d->entries, known);
	for (t = 0; t < set->tus.len; t++) {
		const struct tu_facts *tf = set->tus.items[t];

		for (i = 0; i < tf->facts.len; i++) {
			const struct fact *f = held_params_view(hp, tf->facts.items[i]);
			const struct ptrvec *named;

			if (f->kind == FACT_CALL && !(f->flags & VAL_PARAM) && f->usr && f->api && f->scope) {
				named = strmap_get(&by_name, f->api);
				for (k = 0; named && k < named->len; k++)
					derive_fixed_from_field(d, tf, f, named->items[k]);
				continue;
			}
			if (!(f->flags & VAL_PARAM) || !f->scope || f->origin <= 0 || !f->api)
				continue;
			if (f->kind == FACT_STORE) {
				char *record = store_record(f);

				named = record ? strmap_get(&by_name, record) : NULL;
				for (k = 0; named && k < named->len; k++) {
					derive_from_store(d, tf, f, named->items[k]);
					derive_fixed_from_store(d, tf, f, named->items[k]);
				}
				for (k = 0; k < nested.len; k++)
					derive_from_store(d, tf, f, nested.items[k]);
				free(record);
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
	release_lists(&by_name);
	ptrvec_release(&nested);
}

void wrappers_derive(const struct facts_set *set, struct ptrvec *entries, struct ptrvec *derived,
		     struct ptrvec *owned)
{
	struct derivation d = { entries, derived, STRMAP_INIT, STRMAP_INIT, STRMAP_INIT, 1 };
	struct held_params hp = HELD_PARAMS_INIT;
	int round, any = 0;

	/* No parameter handed on anywhere (a small program): no wrapper, and no index to build. */
	for (size_t t = 0; t < set->tus.len && !any; t++) {
		const struct tu_facts *tf = set->tus.items[t];

		for (size_t i = 0; i < tf->facts.len && !any; i++)
			any = (((const struct fact *)tf->facts.items[i])->flags & VAL_PARAM) != 0;
	}
	if (!any)
		return;
	for (size_t i = 0; i < entries->len; i++) {
		const struct model_entry *e = entries->items[i];

		if (!e->inner)
			strmap_put(&d.pack_names, e->name, (void *)1);
	}
	held_params_build(&hp, set);
	for (round = 0; round < WRAPPER_MAX_DEPTH && d.added; round++) {
		d.added = 0;
		derive_round(&d, set, &hp, entries->len);
	}
	held_params_release(&hp, owned);
	drop_ambiguous(&d);
	strmap_release(&d.ambiguous);
	strmap_release(&d.pack_names);
	release_lists(&d.derived_by_name);
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
