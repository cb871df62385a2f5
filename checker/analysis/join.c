/*
 * Building bindings from facts and the model (see join.h). The same header
 * seen by many TUs yields the same facts many times: bindings and
 * recoveries are deduplicated by location. Every lookup across TUs goes
 * through a hash map (a key naming what makes two equal), so the join grows
 * with the facts, not with their square.
 */
#include "analysis/join.h"

#include "analysis/slot_flow.h"
#include "analysis/wrappers.h"

#include <stdlib.h>
#include <string.h>

const struct fact *join_find_arg(const struct tu_facts *tf, int call_id, int param)
{
	size_t i;

	for (i = 0; i < tf->facts.len; i++) {
		const struct fact *f = tf->facts.items[i];

		if (f->kind == FACT_ARG && f->detail == call_id && f->param == param)
			return f;
	}
	return NULL;
}

static unsigned line_distance(const struct fact *a, const struct fact *b)
{
	return a->loc.line > b->loc.line ? a->loc.line - b->loc.line : b->loc.line - a->loc.line;
}

/* The store into the context field of the object a callback was stored into. */
const struct fact *join_find_context_store(const struct tu_facts *tf, const struct fact *fn_store,
					   const char *record, const char *context_field)
{
	const char *dot = strrchr(context_field, '.');
	char *want_api, *want_key;
	const struct fact *found = NULL;
	size_t i;

	if (dot) {
		/* A nested context field (sigev_value.sival_ptr): the store is into
		 * a member of the object, so its key grows by the leading path. */
		want_api = NULL;
		want_key = xasprintf("%s.%.*s", fn_store->text, (int)(dot - context_field), context_field);
	} else {
		want_api = xasprintf("%s.%s", record, context_field);
		want_key = xstrdup(fn_store->text);
	}
	/* Several stores into the same object: the nearest one belongs to this registration. */
	for (i = 0; i < tf->facts.len; i++) {
		const struct fact *f = tf->facts.items[i];
		const char *fdot;

		if (f->kind != FACT_STORE || !f->text || !f->api || strcmp(f->text, want_key) != 0)
			continue;
		fdot = strrchr(f->api, '.');
		/* Another member of the same union object holds the same bytes (sival_int, sival_ptr). */
		if (want_api ? strcmp(f->api, want_api) == 0
			     : (fdot && (strcmp(fdot + 1, dot + 1) == 0 || (f->flags & VAL_IN_UNION)))) {
			if (!found || line_distance(f, fn_store) < line_distance(found, fn_store))
				found = f;
		}
	}
	free(want_api);
	free(want_key);
	return found;
}

/*
 * The store into field F of the object an argument designates (same key:
 * same object, same function), nearest to the call: uv_timer_start(&c->t,
 * cb, ...) with c->t.data = ptr.
 */
const struct fact *join_find_field_store(const struct tu_facts *tf, const struct fact *obj,
					 const char *field)
{
	const struct fact *found = NULL;
	size_t i, n = strlen(field);

	if (!obj || !obj->text || strstr(obj->text, "|?"))
		return NULL;
	for (i = 0; i < tf->facts.len; i++) {
		const struct fact *f = tf->facts.items[i];
		size_t len;

		if (f->kind != FACT_STORE || !f->text || !f->api || strcmp(f->text, obj->text) != 0)
			continue;
		len = strlen(f->api);
		if (len > n && f->api[len - n - 1] == '.' && strcmp(f->api + len - n, field) == 0 &&
		    (!found || line_distance(f, obj) < line_distance(found, obj)))
			found = f;
	}
	return found;
}

/*
 * Records key in j->seen; false if it was there already. A key is built
 * from the fields that make two things the same, strings last and
 * length-prefixed so no two different tuples spell the same key.
 */
static int first_time(struct join *j, char *key)
{
	int added;

	strmap_insert(&j->seen, key, &added);
	free(key);
	return added;
}

static void add_binding(struct join *j, struct ptrvec *v, const struct model_entry *e,
			const struct fact *reg, const struct fact *value)
{
	const char *usr = reg->usr ? reg->usr : "";
	struct binding *b;

	/* The same registration matched by several packs' entries counts once. */
	if (reg->loc.file &&
	    !first_time(j, xasprintf("b%c%d:%p:%u:%u:%zu:%s%s", v == &j->contexts ? 'c' : 'e',
				     (int)e->kind, (const void *)value, reg->loc.line,
				     reg->loc.col, strlen(usr), usr, reg->loc.file)))
		return;
	b = xmalloc(sizeof(*b));
	b->entry = e;
	b->reg = reg;
	b->value = value;
	b->param = e->param;
	b->slot_group = NULL;
	b->stored = NULL;
	if (e->param == PARAM_LAST)
		b->param = reg->kind == FACT_CALL && reg->text ? atoi(reg->text) : 0;
	ptrvec_push(v, b);
}

/*
 * With member=PATH the callback receives a member of the registered object
 * (k_work_init_delayable(&obj->dwork, h) hands h &obj->dwork.work): the
 * object's path grows by PATH, and its type joins the container chain.
 */
static const struct fact *object_of(struct join *j, const struct model_entry *e,
				    const struct fact *arg)
{
	struct fact *derived;
	size_t n;

	if (!e->member || !arg || !(arg->flags & VAL_EMBEDDED) || !arg->type_from)
		return arg;
	derived = fact_dup(arg);
	n = strlen(arg->type_from);
	while (n > 0 && (arg->type_from[n - 1] == '*' || arg->type_from[n - 1] == ' '))
		n--;
	free(derived->container);
	free(derived->member);
	derived->container = xasprintf("%s|%.*s", arg->container, (int)n, arg->type_from);
	derived->member = xasprintf("%s.%s", arg->member, e->member);
	ptrvec_push(&j->owned, derived);
	return derived;
}

int join_condition_holds(const struct tu_facts *tf, const struct fact *call,
			 const struct model_entry *e)
{
	const struct fact *arg;
	const char *bar;
	int is;

	if (!e->cond_arg)
		return 1;
	/* An argument's key ends with what it names: "<function>|G_CONNECT_SWAPPED". */
	arg = join_find_arg(tf, call->detail, e->cond_arg);
	bar = arg && arg->text ? strrchr(arg->text, '|') : NULL;
	is = bar && strcmp(bar + 1, e->cond_name) == 0;
	return e->cond_unless ? !is : is;
}

static void bind_call(struct join *j, const struct tu_facts *tf, const struct fact *call,
		      const struct model_entry *e)
{
	if (!call->api || strcmp(call->api, e->name) != 0 || call->param != e->callback ||
	    (call->flags & VAL_PARAM))
		return;		/* a wrapper's parameter: wrappers.c follows it to the callers */
	if (!join_condition_holds(tf, call, e))
		return;
	if (e->fixed_value && e->kind == ENTRY_CALL)
		add_binding(j, &j->contexts, e, call, e->fixed_value);
	else if (e->fixed_value && e->kind == ENTRY_EMBED_CALL)
		add_binding(j, &j->embeds, e, call, object_of(j, e, e->fixed_value));
	else if (e->kind == ENTRY_CALL && e->context_field)
		add_binding(j, &j->contexts, e, call,
			    join_find_field_store(tf, join_find_arg(tf, call->detail, e->object),
						  e->context_field));
	else if (e->kind == ENTRY_CALL)
		add_binding(j, &j->contexts, e, call, join_find_arg(tf, call->detail, e->context));
	else if (e->kind == ENTRY_EMBED_CALL)
		add_binding(j, &j->embeds, e, call,
			    object_of(j, e, join_find_arg(tf, call->detail, e->object)));
}

/*
 * Does a store of a function match the entry's callback field? A plain
 * field matches "record.field"; a dotted path (glibc spells
 * sigev_notify_function as _sigev_un._sigev_thread._function) matches a
 * store into the last field of an object embedded at the rest of the path
 * in the record. *object_key gets the key of the record's object (for
 * pairing with the context store), malloc'd, or NULL for the plain case.
 */
int join_callback_field_matches(const struct fact *store, const struct model_entry *e,
				char **object_key)
{
	const char *dot, *field, *bar;
	size_t n = strlen(e->name), plen, klen;
	char *record;

	*object_key = NULL;
	if (!e->callback_field)
		return 0;	/* call entries: no field */
	dot = strrchr(e->callback_field, '.');
	if (!dot)
		return strncmp(store->api, e->name, n) == 0 && store->api[n] == '.' &&
		       strcmp(store->api + n + 1, e->callback_field) == 0;
	/* The stored-into object is embedded in struct/union NAME at the path's prefix. */
	field = strrchr(store->api, '.');
	plen = (size_t)(dot - e->callback_field);
	if (!field || strcmp(field + 1, dot + 1) != 0 || !(store->flags & VAL_EMBEDDED) ||
	    !store->member || !store->container || strlen(store->member) != plen ||
	    strncmp(store->member, e->callback_field, plen) != 0)
		return 0;
	bar = strchr(store->container, '|');
	record = xstrndup(store->container, bar ? (size_t)(bar - store->container)
						  : strlen(store->container));
	if (!(strcmp(record, e->name) == 0 ||
	      ((starts_with(record, "struct ") || starts_with(record, "union ")) &&
	       strcmp(strchr(record, ' ') + 1, e->name) == 0))) {
		free(record);
		return 0;
	}
	free(record);
	/* "fn|sev._sigev_un._sigev_thread" -> "fn|sev" */
	klen = store->text ? strlen(store->text) : 0;
	if (klen > plen + 1 && strcmp(store->text + klen - plen, store->member) == 0 &&
	    store->text[klen - plen - 1] == '.')
		*object_key = xstrndup(store->text, klen - plen - 1);
	return *object_key != NULL;
}

static void bind_store(struct join *j, const struct tu_facts *tf, const struct fact *store,
		       const struct model_entry *e)
{
	char *object_key = NULL;

	if (!(store->flags & VAL_FUNCTION) || !store->api ||
	    !join_callback_field_matches(store, e, &object_key))
		return;
	if (e->kind == ENTRY_FIELDS) {
		struct fact probe = *store;
		const struct fact *ctx;

		/* Pair by the record's object: the callback may sit in a nested member. */
		if (object_key)
			probe.text = object_key;
		ctx = join_find_context_store(tf, &probe, e->name, e->context_field);
		if (ctx)
			add_binding(j, &j->contexts, e, store, ctx);
	} else if (e->kind == ENTRY_EMBED_FIELD) {
		add_binding(j, &j->embeds, e, store, store);
	}
	free(object_key);
}

static void add_recovery(struct join *j, const struct fact *r)
{
	if (r->loc.file &&
	    !first_time(j, xasprintf("r%u:%u:%d:%u:%zu:%s%s", r->loc.line, r->loc.col, r->param,
				     r->flags, strlen(r->type_to), r->type_to, r->loc.file)))
		return;
	ptrvec_push(&j->recoveries, (void *)r);
}

/* Appends item to the vector that index holds for key (created on first use). */
static void index_push(struct strmap *index, const char *key, void *item)
{
	struct strmap_entry *e = strmap_insert(index, key, NULL);

	if (!e->value)
		e->value = xcalloc(1, sizeof(struct ptrvec));
	ptrvec_push(e->value, item);
}

static void index_release(struct strmap *index)
{
	size_t i;

	for (i = 0; i < index->cap; i++) {
		if (index->slots[i].key) {
			ptrvec_release(index->slots[i].value);
			free(index->slots[i].value);
		}
	}
	strmap_release(index);
}

const struct ptrvec *join_by_usr(const struct strmap *index, const char *usr)
{
	static const struct ptrvec none = PTRVEC_INIT;
	const struct ptrvec *v = usr ? strmap_get(index, usr) : NULL;

	return v ? v : &none;
}

static void index_bindings(struct strmap *index, const struct ptrvec *bindings)
{
	size_t i;

	for (i = 0; i < bindings->len; i++) {
		struct binding *b = bindings->items[i];

		if (b->reg->usr)
			index_push(index, b->reg->usr, b);
	}
}

/* Keeps a record fact's key; a second, different definition of the name voids it. */
static void add_record(struct join *j, const struct fact *f)
{
	struct strmap_entry *e;

	if (!f->container || !f->tkey)
		return;
	e = strmap_insert(&j->records, f->container, NULL);
	if (!e->value)
		e->value = (void *)f->tkey;
	else if (strcmp(e->value, f->tkey) != 0)
		e->value = (void *)"";
}

/*
 * container_of through a getter: dw = to_delayed_work(work) (itself
 * container_of(work, struct delayed_work, work)), then container_of(dw,
 * struct foo, dwork) recovers struct foo member "dwork.work" from work.
 * The container chains join as the paths do ("struct foo|struct
 * delayed_work"), so a registration through a pointer to the inner struct
 * (&dw->work) still finds its segment. Recoveries through a getter that is
 * not itself a container recovery are dropped: what they recover from is
 * unknown.
 */
static void compose_getters(struct join *j)
{
	struct ptrvec kept = PTRVEC_INIT;
	struct strmap getters = STRMAP_INIT;	/* function name -> its first container recovery */
	size_t i;

	for (i = 0; i < j->recoveries.len; i++) {
		const struct fact *c = j->recoveries.items[i];
		struct strmap_entry *e;

		if ((c->flags & REC_CONTAINER) && !(c->flags & REC_GETTER) && c->param == 1 &&
		    c->func && !(e = strmap_insert(&getters, c->func, NULL))->value)
			e->value = (void *)c;
	}
	for (i = 0; i < j->recoveries.len; i++) {
		const struct fact *r = j->recoveries.items[i];
		const struct fact *g;

		/* Context reads through a getter (pvTimerGetTimerID) stay as they are. */
		if (!(r->flags & REC_GETTER) || !(r->flags & REC_CONTAINER)) {
			ptrvec_push(&kept, (void *)r);
			continue;
		}
		g = r->api ? strmap_get(&getters, r->api) : NULL;
		if (g && (r->flags & REC_CONTAINER)) {
			struct fact *composed = fact_dup(r);

			free(composed->member);
			composed->member = xasprintf("%s.%s", r->member, g->member);
			if (r->container && g->container) {
				free(composed->container);
				composed->container = xasprintf("%s|%s", r->container, g->container);
			}
			composed->flags &= ~REC_GETTER;
			ptrvec_push(&j->owned, composed);
			ptrvec_push(&kept, composed);
		}
	}
	ptrvec_release(&j->recoveries);
	strmap_release(&getters);
	j->recoveries = kept;
}

/*
 * A context whose shape does not say what it is (an integer or a void *
 * read from a slot, an integer narrower than a pointer) gets what its
 * origins say (origins.h): priv->data = (unsigned long)dev; ...
 * tasklet_init(t, fn, priv->data) registers a struct dev *; an unsigned
 * int field no pointer reaches registers a number. Otherwise it stays as
 * it is.
 */
static void resolve_values(struct join *j)
{
	for (size_t i = 0; i < j->contexts.len; i++) {
		struct binding *b = j->contexts.items[i];
		struct fact *derived;

		/* A callback from a generic parameter's slot is no wrapper's: follow its context too. */
		int params = (b->reg->flags & FACT_F_FROM_SLOT) != 0;

		if (!b->value || !(derived = origins_resolve_value(&j->origins, b->value, params)))
			continue;
		ptrvec_push(&j->owned, derived);
		b->value = derived;
	}
	/* An object read from a global: where the object stored there is embedded. */
	for (size_t i = 0; i < j->embeds.len; i++) {
		struct binding *b = j->embeds.items[i];
		struct fact *derived;

		if (!b->value || !(b->value->flags & VAL_FIELD_READ) ||
		    !(derived = origins_resolve_value(&j->origins, b->value, 0)))
			continue;
		ptrvec_push(&j->owned, derived);
		b->value = object_of(j, b->entry, derived);
	}
}

/*
 * The inferred pack's entries, except functions found to be wrappers of a
 * pack's API: what their body does says more than their declaration, and
 * the findings follow the wrapper's path.
 */
static void add_inferred(struct ptrvec *entries, const struct model_pack *pack,
			 const struct ptrvec *derived)
{
	struct strmap wrappers = STRMAP_INIT;
	size_t i;

	for (i = 0; i < derived->len; i++) {
		const struct model_entry *d = derived->items[i];

		strmap_insert(&wrappers, d->name, NULL)->value = (void *)d;
	}
	for (i = 0; i < pack->entries.len; i++) {
		const struct model_entry *e = pack->entries.items[i];

		if (!strmap_get(&wrappers, e->name))
			ptrvec_push(entries, (void *)e);
	}
	strmap_release(&wrappers);
}

/*
 * An argument of a call of a wrapper that fixes the callback (conn_arm(t,
 * s)): the context of the wrapper's own registration (e->fixed_callback),
 * or its object for an embed-call wrapper (arm_poll(&c->timer)).
 * An argument that is itself a parameter handed on is bound too: its type,
 * when it has one, is the context's; its callers are the next wrapper's.
 */
static void bind_fixed_arg(struct join *j, const struct fact *arg, const struct ptrvec *named)
{
	for (size_t k = 0; named && k < named->len; k++) {
		const struct model_entry *e = named->items[k];

		if (e->kind == ENTRY_EMBED_CALL && arg->param == e->object)
			add_binding(j, &j->embeds, e, e->fixed_callback, object_of(j, e, arg));
		else if (e->kind == ENTRY_CALL && arg->param == e->context)
			add_binding(j, &j->contexts, e, e->fixed_callback, arg);
	}
}

/* The derived entries that fix their callback, by name (struct ptrvec * each). */
static void index_fixed(struct strmap *by_name, const struct ptrvec *derived)
{
	for (size_t i = 0; i < derived->len; i++) {
		const struct model_entry *e = derived->items[i];

		if (e->fixed_callback)
			index_push(by_name, e->name, (void *)e);
	}
}

/*
 * The entries by what a fact names (struct ptrvec * each): a call entry by
 * its callee, a fields entry by its record; fields entries whose callback
 * field is a dotted path (the store's record is another) go to nested.
 */
static void index_entries(struct strmap *by_name, struct ptrvec *nested, const struct ptrvec *entries)
{
	for (size_t i = 0; i < entries->len; i++) {
		const struct model_entry *e = entries->items[i];

		if (e->callback_field && strchr(e->callback_field, '.'))
			ptrvec_push(nested, (void *)e);
		else
			index_push(by_name, e->name, (void *)e);
	}
}

/*
 * A registration whose callback is read from a slot (a global, a field, an
 * array element, what a call returns: a call fact with FACT_F_FROM_SLOT,
 * container naming the slot, or a store fact with it, sig naming the slot)
 * registers each function the program stores there (slot_flow.h, the same
 * sets the slot rules use), in any file.
 */
struct slot_calls {
	const struct facts_set *set;
	struct ptrvec stores;	/* slot_flow_stores(), made on first need */
	int built;
};
#define SLOT_CALLS_INIT(set) { (set), PTRVEC_INIT, 0 }

/* "N<TAB>T1<TAB>T2...": a call fact's text (callback parameters) from a signature. Malloc'd. */
static char *params_of_signature(const char *sig)
{
	struct strbuf types = STRBUF_INIT;
	const char *p = strchr(sig, '\t');
	char *text;
	int n = 0;

	while (p) {
		const char *next = strchr(p + 1, '\t');
		size_t len = next ? (size_t)(next - p - 1) : strlen(p + 1);

		if (!(len == 3 && strncmp(p + 1, "...", 3) == 0)) {
			strbuf_addf(&types, "\t%.*s", (int)len, p + 1);
			n++;
		}
		p = next;
	}
	text = xasprintf("%d%s", n, types.buf ? types.buf : "");
	strbuf_release(&types);
	return text;
}

/*
 * The call or store f (reading a slot) as if it named the function store
 * put into the slot, with the store in its path.
 */
static struct fact *with_stored_function(const struct fact *f, const struct fact *store)
{
	struct fact *d = fact_dup(f);
	char *where = slot_flow_spelling(store->api, 1);	/* the element stored into: 'table[2]' */

	d->func = xstrdup(store->func);
	d->usr = xstrdup(store->usr);
	tc_loc_set(&d->decl, store->decl.file, store->decl.line, store->decl.col);
	if (d->kind == FACT_CALL) {
		free(d->text);
		d->text = params_of_signature(store->sig);
		free(d->tkey);	/* the function's type key: its parameters' types */
		d->tkey = store->tkey ? xstrdup(store->tkey) : NULL;
	} else {
		free(d->sig);
		d->sig = xstrdup(store->sig);
		d->flags |= VAL_FUNCTION;
	}
	if (store->loc.file) {
		/* Then how it got there: a copy's path back to the first store. */
		char *via = xasprintf("%s%s%s\t%u\t%u\t'%s' %s here%s%s", d->via ? d->via : "",
				      d->via ? "\n" : "", store->loc.file, store->loc.line,
				      store->loc.col, store->func, where,
				      slot_flow_is_copy(store) && store->via ? "\n" : "",
				      slot_flow_is_copy(store) && store->via ? store->via : "");

		free(d->via);
		d->via = via;
	}
	free(where);
	return d;
}

/* The bindings v holds from index from that register d remember the stores d was made from. */
static void note_stored(struct ptrvec *v, size_t from, const struct fact *d,
			const struct ptrvec *store)
{
	size_t i;

	for (i = from; i < v->len; i++) {
		struct binding *b = v->items[i];

		if (b->reg == d)
			b->stored = store;
	}
}

/* Gives the bindings v holds from index from on one slot group (owned by the join). */
static void group_bindings(struct join *j, struct ptrvec *v, size_t from)
{
	struct ptrvec *group;
	size_t i;

	if (from >= v->len)
		return;
	group = xcalloc(1, sizeof(*group));
	for (i = from; i < v->len; i++) {
		struct binding *b = v->items[i];

		b->slot_group = group;
		ptrvec_push(group, b);
	}
	ptrvec_push(&j->slot_groups, group);
}

static void bind_store(struct join *j, const struct tu_facts *tf, const struct fact *store,
		       const struct model_entry *e);

/*
 * A call passing, or a store storing, a function pointer read from slot:
 * bound once per function the slot holds, against the entries named (and,
 * for a store, nested); the bindings made are one slot group.
 */
static void bind_slot_value(struct join *j, const struct tu_facts *tf, const struct fact *f,
			    const char *slot, const struct ptrvec *named, const struct ptrvec *nested,
			    struct slot_calls *sc)
{
	struct ptrvec found = PTRVEC_INIT;
	size_t i, e, contexts = j->contexts.len, embeds = j->embeds.len;

	if (!slot)
		return;
	if (!sc->built++)
		slot_flow_stores(sc->set, &sc->stores, &j->owned);
	slot_flow_functions(&sc->stores, slot, &found);
	/* Too many functions in one slot say nothing about this registration. */
	for (i = 0; found.len <= JOIN_SLOT_CANDIDATES_MAX && i < found.len; i++) {
		const struct fact *store = found.items[i];
		struct fact *d = with_stored_function(f, store);
		struct ptrvec *stored;

		ptrvec_push(&j->owned, d);
		for (e = 0; named && e < named->len; e++) {
			if (f->kind == FACT_CALL)
				bind_call(j, tf, d, named->items[e]);
			else
				bind_store(j, tf, d, named->items[e]);
		}
		for (e = 0; f->kind == FACT_STORE && e < nested->len; e++)
			bind_store(j, tf, d, nested->items[e]);
		stored = xcalloc(1, sizeof(*stored));
		slot_flow_stores_of(&sc->stores, slot, store->usr, stored);
		ptrvec_push(&j->slot_groups, stored);
		note_stored(&j->contexts, contexts, d, stored);
		note_stored(&j->embeds, embeds, d, stored);
	}
	ptrvec_release(&found);
	group_bindings(j, &j->contexts, contexts);
	group_bindings(j, &j->embeds, embeds);
}

/* Does a store (of a function, once resolved) fill the callback field of an entry? */
static int fills_callback_field(const struct fact *store, const struct ptrvec *named,
				const struct ptrvec *nested)
{
	struct fact probe = *store;
	const struct ptrvec *lists[2] = { named, nested };
	size_t l, e;

	probe.flags |= VAL_FUNCTION;
	for (l = 0; l < 2; l++) {
		for (e = 0; lists[l] && e < lists[l]->len; e++) {
			char *object_key = NULL;
			int fills = join_callback_field_matches(&probe, lists[l]->items[e], &object_key);

			free(object_key);
			if (fills)
				return 1;
		}
	}
	return 0;
}

/* The entries a call or store fact may match: named (by callee or record), then nested for stores. */
static void bind_fact(struct join *j, const struct tu_facts *tf, const struct fact *f,
		      const struct strmap *by_name, const struct ptrvec *nested,
		      struct slot_calls *sc)
{
	const struct ptrvec *named = NULL;
	size_t e;

	if (f->kind == FACT_CALL) {
		named = f->api ? strmap_get(by_name, f->api) : NULL;
		if (named && (f->flags & FACT_F_FROM_SLOT))
			bind_slot_value(j, tf, f, slot_flow_read_as(f, &j->owned)->container, named,
					nested, sc);
		if (f->flags & FACT_F_FROM_SLOT)
			return;
		for (e = 0; named && e < named->len; e++)
			bind_call(j, tf, f, named->items[e]);
		return;
	}
	if (f->api && strrchr(f->api, '.')) {
		char *record = xstrndup(f->api, (size_t)(strrchr(f->api, '.') - f->api));

		named = strmap_get(by_name, record);
		free(record);
	}
	if (f->flags & FACT_F_FROM_SLOT) {
		/* Only a callback field filled from a slot is a registration to bind. */
		if (fills_callback_field(f, named, nested))
			bind_slot_value(j, tf, f, slot_flow_read_as(f, &j->owned)->sig, named, nested, sc);
		return;
	}
	for (e = 0; named && e < named->len; e++)
		bind_store(j, tf, f, named->items[e]);
	for (e = 0; e < nested->len; e++)
		bind_store(j, tf, f, nested->items[e]);
}

void join_build(struct join *j, const struct facts_set *set, const struct model *m)
{
	struct ptrvec entries = PTRVEC_INIT, nested = PTRVEC_INIT;
	struct strmap fixed = STRMAP_INIT, by_name = STRMAP_INIT;
	struct slot_calls sc = SLOT_CALLS_INIT(set);
	size_t t, i, p, e;

	for (p = 0; p < m->packs.len; p++) {
		const struct model_pack *pack = m->packs.items[p];

		for (e = 0; e < pack->entries.len && !pack->inferred; e++)
			ptrvec_push(&entries, pack->entries.items[e]);
	}
	wrappers_derive(set, &entries, &j->derived, &j->owned);
	/* Then the inferred APIs, and the wrappers of those. */
	for (p = 0; p < m->packs.len; p++) {
		const struct model_pack *pack = m->packs.items[p];
		size_t before = entries.len;

		if (pack->inferred) {
			add_inferred(&entries, pack, &j->derived);
			if (entries.len > before)
				wrappers_derive(set, &entries, &j->derived, &j->owned);
		}
	}
	index_fixed(&fixed, &j->derived);
	index_entries(&by_name, &nested, &entries);

	for (t = 0; t < set->tus.len; t++) {
		const struct tu_facts *tf = set->tus.items[t];

		for (i = 0; i < tf->facts.len; i++) {
			const struct fact *f = tf->facts.items[i];

			if (f->kind == FACT_RECORD) {
				add_record(j, f);
				continue;
			}
			if (f->kind == FACT_RECOVER && f->usr && f->type_to) {
				add_recovery(j, f);
				continue;
			}
			if (f->kind == FACT_ARG && f->api && fixed.len) {
				bind_fixed_arg(j, f, strmap_get(&fixed, f->api));
				continue;
			}
			if (f->kind == FACT_CALL || f->kind == FACT_STORE)
				bind_fact(j, tf, f, &by_name, &nested, &sc);
		}
	}
	ptrvec_release(&sc.stores);
	ptrvec_release(&entries);
	ptrvec_release(&nested);
	index_release(&by_name);
	index_release(&fixed);
	origins_pass_recoveries(set, &j->recoveries, &j->owned);
	compose_getters(j);
	origins_build(&j->origins, set);
	resolve_values(j);
	index_bindings(&j->contexts_by_usr, &j->contexts);
	index_bindings(&j->embeds_by_usr, &j->embeds);
	for (i = 0; i < j->recoveries.len; i++) {
		const struct fact *r = j->recoveries.items[i];

		if (r->usr)
			index_push(&j->recoveries_by_usr, r->usr, (void *)r);
	}
}

void join_release(struct join *j)
{
	ptrvec_free_all(&j->contexts);
	ptrvec_free_all(&j->embeds);
	ptrvec_release(&j->recoveries);
	for (size_t i = 0; i < j->owned.len; i++)
		fact_free(j->owned.items[i]);
	ptrvec_release(&j->owned);
	wrappers_release(&j->derived);
	for (size_t i = 0; i < j->slot_groups.len; i++)
		ptrvec_release(j->slot_groups.items[i]);
	ptrvec_free_all(&j->slot_groups);
	index_release(&j->contexts_by_usr);
	index_release(&j->embeds_by_usr);
	index_release(&j->recoveries_by_usr);
	strmap_release(&j->seen);
	origins_release(&j->origins);
	strmap_release(&j->records);
}

const char *join_record_key(const struct join *j, const char *name)
{
	const char *key = name ? strmap_get(&j->records, name) : NULL;

	return key && *key ? key : NULL;
}

int join_member_match(const char *a, const char *b)
{
	while (*a && *b) {
		if (*a == '[' && *b == '[') {
			const char *ea = strchr(a, ']'), *eb = strchr(b, ']');

			if (!ea || !eb)
				return 0;
			if (!(a[1] == '*' || b[1] == '*') &&
			    (ea - a != eb - b || strncmp(a, b, (size_t)(ea - a)) != 0))
				return 0;
			a = ea + 1;
			b = eb + 1;
			continue;
		}
		if (*a != *b)
			return 0;
		a++;
		b++;
	}
	return *a == *b;
}
