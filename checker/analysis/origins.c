/*
 * The origins solver (see origins.h): slots are created as the facts name
 * them, each with its direct origins and its edges to the slots it flows
 * into; then one worklist pushes each changed set along its edges. Sets
 * only grow and are capped, so each slot changes at most ORIGINS_MAX + 5
 * times: the work is linear in the facts.
 */
#include "analysis/origins.h"

#include <stdlib.h>
#include <string.h>

struct origin_edge {
	struct origin_slot *to;
	int narrow;		/* the value goes through an integer narrower than a pointer */
};

struct origin_slot {
	const char *id;
	struct origin_set set;
	struct origin_edge *edges;
	size_t nedges, cap;
	int queued;
};

const char *origins_usr_name(const char *usr)
{
	const char *at = usr ? strrchr(usr, '@') : NULL;

	return at ? at + 1 : usr;
}

char *origins_param_slot(const char *name, int n)
{
	return xasprintf("param:%s#%d", name, n);
}

/*
 * The file of "c:drv.c@F@name", a function with internal linkage defined
 * in a .c file (its length in *len), or NULL: an external function
 * ("c:@F@name"), or a static one of a header, the same text in every
 * includer.
 */
static const char *static_file(const char *usr, size_t *len)
{
	const char *at = usr ? strstr(usr, "@F@") : NULL;

	if (!at || !starts_with(usr, "c:") || at == usr + 2)
		return NULL;
	*len = (size_t)(at - usr - 2);
	if (*len > 2 && strncmp(at - 2, ".h", 2) == 0)
		return NULL;
	return usr + 2;
}

char *origins_param_slot_of(const char *usr, int n)
{
	size_t len;
	const char *file = static_file(usr, &len);

	if (!file)
		return origins_param_slot(origins_usr_name(usr), n);
	return xasprintf("param:%s#%d@%.*s", origins_usr_name(usr), n, (int)len, file);
}

void origins_tu_statics(const struct tu_facts *tf, struct strmap *statics)
{
	size_t len;

	for (size_t i = 0; i < tf->facts.len; i++) {
		const struct fact *f = tf->facts.items[i];

		if (f->scope && static_file(f->scope, &len))
			strmap_put(statics, origins_usr_name(f->scope), (void *)f->scope);
	}
}

char *origins_param_slot_called(const struct strmap *statics, const char *name, int n)
{
	const char *usr = statics ? strmap_get(statics, name) : NULL;

	return usr ? origins_param_slot_of(usr, n) : origins_param_slot(name, n);
}

char *origins_read_slot(const char *slot, const char *scope)
{
	const char *name = slot && starts_with(slot, "param:") ? slot + 6 : NULL, *hash;
	size_t len;

	if (!name || !(hash = strchr(name, '#')) ||
	    strchr(hash, '@') || !static_file(scope, &len) ||
	    strlen(origins_usr_name(scope)) != (size_t)(hash - name) ||
	    strncmp(origins_usr_name(scope), name, (size_t)(hash - name)) != 0)
		return NULL;
	return origins_param_slot_of(scope, atoi(hash + 1));
}

char *origins_value_slot(const struct fact *v)
{
	if (v->flags & VAL_PARAM)
		return v->scope && v->origin > 0 ? origins_param_slot_of(v->scope, v->origin) : NULL;
	if (!(v->flags & VAL_FIELD_READ))
		return NULL;
	if (v->kind == FACT_STORE)
		return v->sig ? xstrdup(v->sig) : NULL;
	return v->container ? xstrdup(v->container) : NULL;
}

static struct origin_slot *slot_get(struct origins *o, const char *id)
{
	struct strmap_entry *e = strmap_insert(&o->slots, id, NULL);
	struct origin_slot *s = e->value;

	if (!s) {
		s = xcalloc(1, sizeof(*s));
		s->id = e->key;
		e->value = s;
		ptrvec_push(&o->all, s);
	}
	return s;
}

static int is_generic(const char *type)
{
	return !type || strcmp(type, "void *") == 0 || strcmp(type, "const void *") == 0 ||
	       strcmp(type, "char *") == 0 || strcmp(type, "unsigned char *") == 0;
}

static int same_str(const char *a, const char *b)
{
	return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

/*
 * Where the object a pointer value points to lives (VAL_EMBEDDED with its
 * container and member, VAL_STANDALONE, VAL_ALLOCATED; 0: not known). A
 * field store's container says where the object stored into lives instead.
 */
static unsigned object_flags(const struct fact *f)
{
	if (f->kind == FACT_STORE && !starts_with(f->api, "global:"))
		return 0;
	return f->flags & (VAL_EMBEDDED | VAL_STANDALONE | VAL_ALLOCATED);
}

static int same_object(const struct fact *a, const struct fact *b)
{
	unsigned fa = object_flags(a);

	return fa == object_flags(b) &&
	       (!(fa & VAL_EMBEDDED) || (same_str(a->container, b->container) &&
					 same_str(a->member, b->member)));
}

/*
 * Does set already hold an origin of f's kind and identity (a type, a
 * function)? A pointer of a type held that names another object marks the
 * set's objects as differing.
 */
static int holds(struct origin_set *set, unsigned kind, const struct fact *f)
{
	for (size_t i = 0; i < set->facts.len; i++) {
		const struct fact *g = set->facts.items[i];
		unsigned gk = (g->flags & VAL_FUNCTION) ? ORIGIN_FUNCTION :
			      (g->flags & VAL_TRUNCATED) ? ORIGIN_TRUNCATED : ORIGIN_POINTER;

		if (gk != kind)
			continue;
		if (kind == ORIGIN_FUNCTION ? g->usr && f->usr && !strcmp(g->usr, f->usr)
					    : g->type_from && f->type_from &&
					      !strcmp(g->type_from, f->type_from)) {
			if (kind == ORIGIN_POINTER && !set->objects_differ && !same_object(f, g)) {
				set->objects_differ = 1;
				return 2;
			}
			return 1;
		}
	}
	return 0;
}

/* Adds one origin; returns whether the set changed. */
static int add_origin(struct origin_set *set, unsigned kind, const struct fact *f)
{
	unsigned before = set->kinds;
	int held = 0;

	if (set->kinds & ORIGIN_UNKNOWN)
		return 0;
	set->kinds |= kind;
	if (f && (held = holds(set, kind, f)) == 2)
		return 1;
	if (f && !held) {
		if (set->facts.len == ORIGINS_MAX) {
			set->kinds |= ORIGIN_UNKNOWN;
			return 1;
		}
		ptrvec_push(&set->facts, (void *)f);
		return 1;
	}
	return set->kinds != before;
}

/* The origin a value fact brings by itself (0 when it reads a slot). */
static unsigned direct_kind(const struct fact *v)
{
	if (v->flags & VAL_FUNCTION)
		return v->usr ? ORIGIN_FUNCTION : ORIGIN_UNKNOWN;
	if (v->flags & VAL_TRUNCATED)
		return ORIGIN_TRUNCATED;
	if (v->flags & VAL_POINTER)
		return is_generic(v->type_from) ? ORIGIN_UNKNOWN : ORIGIN_POINTER;
	if (v->flags & VAL_NULL)
		return 0;	/* no context: says nothing of what the slot carries otherwise */
	if (v->flags & VAL_NUMBER)
		return ORIGIN_NUMBER;
	if (v->flags & VAL_NARROW)
		return ORIGIN_NUMBER;	/* computed in a narrow integer: no pointer fits */
	return ORIGIN_UNKNOWN;
}

static void add_edge(struct origin_slot *from, struct origin_slot *to, int narrow)
{
	if (from->nedges == from->cap) {
		from->cap = from->cap ? 2 * from->cap : 4;
		from->edges = xrealloc(from->edges, from->cap * sizeof(*from->edges));
	}
	from->edges[from->nedges].to = to;
	from->edges[from->nedges].narrow = narrow;
	from->nedges++;
}

/* The value v flows into slot id: an edge from the slot it reads, or its own origin. */
static void flow(struct origins *o, const char *id, const struct fact *v)
{
	struct origin_slot *to = slot_get(o, id);
	/* A value whose own shape says what it is (a typed pointer, a truncation made
	 * here, a function) is that origin, even when it is a parameter. */
	int own = (v->flags & (VAL_FUNCTION | VAL_TRUNCATED)) ||
		  ((v->flags & VAL_POINTER) && !is_generic(v->type_from));
	char *from = own ? NULL : origins_value_slot(v);

	if (from) {
		add_edge(slot_get(o, from), to, (v->flags & VAL_NARROW) != 0);
		free(from);
		return;
	}
	{
		unsigned kind = direct_kind(v);

		add_origin(&to->set, kind, kind & (ORIGIN_POINTER | ORIGIN_TRUNCATED | ORIGIN_FUNCTION)
					   ? v : NULL);
	}
}

/*
 * The parameter types of a call fact's callback ("N<TAB>T1<TAB>T2..."): how
 * many are type (type NULL: how many are no pointer, the integers; the
 * argument's type may be a typedef the callback spells canonically).
 */
static int params_of_type(const char *text, const char *type, int *which)
{
	const char *p = text ? strchr(text, '\t') : NULL;
	size_t n = type ? strlen(type) : 0;
	int i = 0, count = 0;

	while (p) {
		const char *end = strchr(p + 1, '\t');
		size_t len = end ? (size_t)(end - p - 1) : strlen(p + 1);

		i++;
		if (type ? len == n && strncmp(p + 1, type, n) == 0 : !memchr(p + 1, '*', len)) {
			count++;
			*which = i;
		}
		p = end;
	}
	return count;
}

/*
 * A call passing a callback F and a value of the one type among F's
 * parameters (cookie_register(on_cookie, cookie), on_cookie taking an
 * int): what the callee does is not in the program, but the value has
 * nowhere else to go than F's parameter of that type. Only for a single
 * such value, and for a callee that no fact shows a body of.
 */
static void callback_edges(struct origins *o, const struct tu_facts *tf, const struct strmap *bodies)
{
	struct strmap calls = STRMAP_INIT;	/* call id -> its call fact, when it is the only one */
	size_t i;

	for (i = 0; i < tf->facts.len; i++) {
		const struct fact *f = tf->facts.items[i];
		char key[24];
		struct strmap_entry *e;
		int added;

		if (f->kind != FACT_CALL || !f->func || !f->api || (f->flags & FACT_F_FROM_SLOT) ||
		    strmap_find(bodies, f->api))
			continue;
		snprintf(key, sizeof(key), "%d", f->detail);
		e = strmap_insert(&calls, key, &added);
		e->value = added ? (void *)f : NULL;	/* two callbacks in one call: which one? */
	}
	for (i = 0; calls.len && i < tf->facts.len; i++) {
		const struct fact *a = tf->facts.items[i];
		const struct fact *call;
		char key[24];
		int which = 0;

		if (a->kind != FACT_ARG || !a->type_to || !(a->flags & (VAL_TRUNCATED | VAL_NARROW)))
			continue;
		snprintf(key, sizeof(key), "%d", a->detail);
		call = strmap_get(&calls, key);
		if (call && (params_of_type(call->text, a->type_to, &which) == 1 ||
			     params_of_type(call->text, NULL, &which) == 1)) {
			char *id = call->usr ? origins_param_slot_of(call->usr, which)
					     : origins_param_slot(call->func, which);

			flow(o, id, a);
			free(id);
		}
	}
	strmap_release(&calls);
}

/* The functions the facts show a body of (a fact written in them), by name. */
static void index_bodies(struct strmap *bodies, const struct facts_set *set)
{
	for (size_t t = 0; t < set->tus.len; t++) {
		const struct tu_facts *tf = set->tus.items[t];

		for (size_t i = 0; i < tf->facts.len; i++) {
			const struct fact *f = tf->facts.items[i];

			if (f->scope && f->kind != FACT_EDIT)
				strmap_insert(bodies, origins_usr_name(f->scope), NULL);
		}
	}
}

static void collect(struct origins *o, const struct facts_set *set)
{
	struct strmap bodies = STRMAP_INIT;

	index_bodies(&bodies, set);
	for (size_t t = 0; t < set->tus.len; t++) {
		const struct tu_facts *tf = set->tus.items[t];
		struct strmap statics = STRMAP_INIT;

		origins_tu_statics(tf, &statics);
		for (size_t i = 0; i < tf->facts.len; i++) {
			const struct fact *f = tf->facts.items[i];
			char *id;

			if (!f->api || (f->flags & FACT_F_FROM_SLOT))
				continue;
			if (f->kind == FACT_STORE) {
				flow(o, f->api, f);
			} else if ((f->kind == FACT_ARG || f->kind == FACT_CALL) && f->param > 0) {
				id = origins_param_slot_called(&statics, f->api, f->param);
				flow(o, id, f);
				free(id);
			}
		}
		strmap_release(&statics);
		callback_edges(o, tf, &bodies);
	}
	strmap_release(&bodies);
}

/* Pushes from's origins along one edge; a pointer through a narrow integer is truncated. */
static int propagate(const struct origin_slot *from, const struct origin_edge *e)
{
	struct origin_set *to = &e->to->set;
	int changed = 0;

	if (from->set.kinds & ORIGIN_UNKNOWN)
		return add_origin(to, ORIGIN_UNKNOWN, NULL);
	if (from->set.kinds & ORIGIN_NUMBER)
		changed |= add_origin(to, ORIGIN_NUMBER, NULL);
	if (from->set.objects_differ && !to->objects_differ) {
		to->objects_differ = 1;
		changed = 1;
	}
	for (size_t i = 0; i < from->set.facts.len; i++) {
		const struct fact *f = from->set.facts.items[i];
		unsigned kind = (f->flags & VAL_FUNCTION) ? ORIGIN_FUNCTION :
				(f->flags & VAL_TRUNCATED) ? ORIGIN_TRUNCATED : ORIGIN_POINTER;

		if (e->narrow && kind == ORIGIN_POINTER)
			kind = ORIGIN_UNKNOWN;	/* truncated on the way, by an integer we cannot name */
		changed |= add_origin(to, kind, kind == ORIGIN_UNKNOWN ? NULL : f);
	}
	return changed;
}

void origins_build(struct origins *o, const struct facts_set *set)
{
	struct ptrvec work = PTRVEC_INIT;
	size_t i;

	collect(o, set);
	for (i = 0; i < o->all.len; i++) {
		struct origin_slot *s = o->all.items[i];

		if (s->set.kinds && s->nedges) {
			s->queued = 1;
			ptrvec_push(&work, s);
		}
	}
	while (work.len) {
		struct origin_slot *s = work.items[--work.len];

		s->queued = 0;
		for (i = 0; i < s->nedges; i++) {
			struct origin_slot *to = s->edges[i].to;

			if (propagate(s, &s->edges[i]) && !to->queued && to->nedges) {
				to->queued = 1;
				ptrvec_push(&work, to);
			}
		}
	}
	ptrvec_release(&work);
}

void origins_release(struct origins *o)
{
	for (size_t i = 0; i < o->all.len; i++) {
		struct origin_slot *s = o->all.items[i];

		ptrvec_release(&s->set.facts);
		free(s->edges);
		free(s);
	}
	ptrvec_release(&o->all);
	ptrvec_free_all(&o->owned);
	strmap_release(&o->slots);
}

const struct origin_set *origins_of(const struct origins *o, const char *slot)
{
	static const struct origin_set none = { 0, PTRVEC_INIT, 0 };
	const struct origin_slot *s = slot ? strmap_get(&o->slots, slot) : NULL;

	return s ? &s->set : &none;
}

static const char *slot_words(const char *slot, char *buf, size_t n)
{
	if (starts_with(slot, "param:")) {
		const char *hash = strchr(slot + 6, '#');

		snprintf(buf, n, "parameter %d of '%.*s'", hash ? atoi(hash + 1) : 0,
			 (int)(hash ? hash - slot - 6 : (long)strlen(slot + 6)), slot + 6);
	} else if (starts_with(slot, "global:") || starts_with(slot, "return:")) {
		snprintf(buf, n, "%s '%s'", starts_with(slot, "global:") ? "global" : "the return of",
			 origins_usr_name(slot + 7));
	} else {
		snprintf(buf, n, "field '%s'", slot);
	}
	return buf;
}

/* The one fact of a kind in a set that holds nothing else, or NULL. */
static const struct fact *only(const struct origin_set *set, unsigned kind)
{
	if (set->kinds != kind || set->facts.len != 1)
		return NULL;
	return set->facts.items[0];
}

/* Appends "stored into SLOT here" at from's place to d's path. */
static void add_stored_step(struct fact *d, const struct fact *from, const char *slot)
{
	char words[300], *via;

	if (!from->loc.file || !slot)
		return;
	via = xasprintf("%s%s%s\t%u\t%u\tstored into %s here%s%s%s", d->via ? d->via : "",
			d->via ? "\n" : "", from->loc.file, from->loc.line, from->loc.col,
			slot_words(slot, words, sizeof(words)), from->type_to ? " as '" : "",
			from->type_to ? from->type_to : "", from->type_to ? "'" : "");
	free(d->via);
	d->via = via;
}

/*
 * A struct pointer read from a global: its type is its own, but where its
 * object lives is what the one object stored there says (g = &c->timer;
 * timer_setup(g, ...) registers c's member timer).
 */
static struct fact *resolve_object(const struct origins *o, const struct fact *v)
{
	const char *slot = v->container;
	const struct origin_set *set = origins_of(o, slot);
	const struct fact *from = only(set, ORIGIN_POINTER);
	struct fact *d;

	if (!from || set->objects_differ || !object_flags(from) || !same_str(from->type_from, v->type_from))
		return NULL;
	d = fact_dup(v);
	d->flags &= ~VAL_FIELD_READ;
	d->flags |= object_flags(from);
	free(d->container);
	free(d->member);
	d->container = from->container ? xstrdup(from->container) : NULL;
	d->member = from->member ? xstrdup(from->member) : NULL;
	add_stored_step(d, from, slot);
	return d;
}

struct fact *origins_resolve_value(const struct origins *o, const struct fact *v, int params)
{
	char *slot = origins_value_slot(v);
	const struct origin_set *set;
	const struct fact *from = NULL;
	struct fact *d;

	if ((v->flags & VAL_POINTER) && !is_generic(v->type_from) && (v->flags & VAL_FIELD_READ)) {
		free(slot);
		return resolve_object(o, v);
	}
	if (((v->flags & (VAL_NUMBER | VAL_NULL | VAL_FUNCTION | VAL_TRUNCATED)) ||
	     ((v->flags & VAL_POINTER) && !is_generic(v->type_from))) &&
	    !(v->flags & VAL_FIELD_READ)) {
		free(slot);
		return NULL;	/* its own shape says it */
	}
	if ((v->flags & VAL_PARAM) && !params) {
		free(slot);
		return NULL;	/* a wrapper's parameter: wrappers.c follows it to the callers */
	}
	set = origins_of(o, slot);
	if (v->flags & VAL_NARROW) {
		/* No whole pointer fits: a truncated pointer if one reaches the slot, else a number. */
		for (size_t i = 0; i < set->facts.len && !from; i++) {
			const struct fact *f = set->facts.items[i];

			if (f->flags & VAL_TRUNCATED)
				from = f;
		}
	} else if (!(from = only(set, ORIGIN_POINTER)) && !(from = only(set, ORIGIN_TRUNCATED)) &&
		   set->kinds != ORIGIN_NUMBER) {
		free(slot);
		return NULL;
	}
	d = fact_dup(v);
	d->flags &= ~(VAL_FIELD_READ | VAL_NARROW | VAL_POINTER | VAL_SMUGGLED | VAL_TRUNCATED |
		      VAL_PARAM);
	if (!from) {
		d->flags |= VAL_NUMBER;
		free(slot);
		return d;
	}
	/* Smuggled here ((unsigned long)cntx) or on the way there. */
	d->flags |= (from->flags | (v->flags & VAL_SMUGGLED)) &
		    (VAL_POINTER | VAL_SMUGGLED | VAL_TRUNCATED);
	free(d->type_from);
	d->type_from = xstrdup(from->type_from);
	free(d->layout);
	d->layout = from->layout ? xstrdup(from->layout) : NULL;
	free(d->tkey);	/* the type key the rules compare */
	d->tkey = from->tkey ? xstrdup(from->tkey) : NULL;
	if (from->type_to && (!d->type_to || (from->flags & VAL_TRUNCATED))) {
		free(d->type_to);
		d->type_to = xstrdup(from->type_to);
	}
	add_stored_step(d, from, slot);
	free(slot);
	return d;
}

char *origins_recovery_slot(const struct fact *r)
{
	const char *t = r->type_from;
	size_t n;

	if (r->flags & (REC_CONTAINER | REC_GETTER))
		return NULL;
	if (!(r->flags & REC_FIELD))
		return r->func && r->param > 0 ? (r->usr ? origins_param_slot_of(r->usr, r->param)
							 : origins_param_slot(r->func, r->param)) : NULL;
	if (!t || !r->member)
		return NULL;
	if (starts_with(t, "struct "))
		t += 7;
	else if (starts_with(t, "union "))
		t += 6;
	n = strlen(t);
	while (n > 0 && (t[n - 1] == '*' || t[n - 1] == ' '))
		n--;
	return xasprintf("%.*s.%s", (int)n, t, r->member);
}

/* A recovery of parameter n of the function scope (a USR), through a call of r's function at a. */
static struct fact *passed_recovery(const struct fact *r, const struct fact *a)
{
	struct fact *d = fact_dup(r);
	const char *name = origins_usr_name(a->scope);
	char *via;

	free(d->usr);
	free(d->func);
	d->usr = xstrdup(a->scope);
	d->func = xstrdup(name);
	d->param = a->origin;
	d->flags &= ~REC_FIELD;
	via = xasprintf("%s\t%u\t%u\t'%s' passes its parameter on to '%s' here%s%s",
			a->loc.file, a->loc.line, a->loc.col, name, r->func, r->via ? "\n" : "",
			r->via ? r->via : "");
	free(d->via);
	d->via = via;
	return d;
}

/*
 * Can the call a (matched by name) reach r's function? A static function
 * ("c:FILE@F@name") defined in a .c file is another file's own when the
 * call is elsewhere: two drivers each define a static ReadISAC_IND().
 */
static int reaches(const struct fact *a, const struct fact *r)
{
	const char *file, *base, *slash;
	size_t n;

	if (!(file = static_file(r->usr, &n)) || !r->loc.file || !a->loc.file)
		return 1;	/* external, or a header's: every includer calls the same text */
	slash = strrchr(r->loc.file, '/');
	base = slash ? slash + 1 : r->loc.file;
	/* r is not written where the function is defined (a header it includes). */
	if (strlen(base) != n || strncmp(base, file, n) != 0)
		return 1;
	return strcmp(a->loc.file, r->loc.file) == 0;
}

void origins_pass_recoveries(const struct facts_set *set, struct ptrvec *recoveries,
			     struct ptrvec *owned)
{
	struct ptrvec handed = PTRVEC_INIT, frontier = PTRVEC_INIT, next = PTRVEC_INIT;
	struct strmap seen = STRMAP_INIT, by_name = STRMAP_INIT;
	size_t t, i, k;
	int depth;

	/* The arguments that are a parameter handed on as it is. */
	for (t = 0; t < set->tus.len; t++) {
		const struct tu_facts *tf = set->tus.items[t];

		for (i = 0; i < tf->facts.len; i++) {
			const struct fact *a = tf->facts.items[i];

			if (a->kind == FACT_ARG && (a->flags & VAL_PARAM) && a->api && a->scope &&
			    a->origin > 0 && a->param > 0 && a->loc.file &&
			    !(a->flags & (VAL_TRUNCATED | VAL_FUNCTION)))
				ptrvec_push(&handed, (void *)a);
		}
	}
	for (i = 0; handed.len && i < recoveries->len; i++) {
		const struct fact *r = recoveries->items[i];

		if (r->func && !(r->flags & (REC_CONTAINER | REC_GETTER)))
			ptrvec_push(&frontier, (void *)r);
	}
	for (depth = 0; depth < ORIGINS_PASS_DEPTH && frontier.len; depth++) {
		strmap_release(&by_name);
		for (i = 0; i < frontier.len; i++) {
			const struct fact *r = frontier.items[i];
			struct strmap_entry *e = strmap_insert(&by_name, r->func, NULL);

			if (!e->value)
				e->value = xcalloc(1, sizeof(struct ptrvec));
			ptrvec_push(e->value, (void *)r);
		}
		for (i = 0; i < handed.len; i++) {
			const struct fact *a = handed.items[i];
			const struct ptrvec *recs = strmap_get(&by_name, a->api);

			for (k = 0; recs && k < recs->len; k++) {
				const struct fact *r = recs->items[k];
				char *key;
				int added;

				if (r->param != a->param || strcmp(origins_usr_name(a->scope), a->api) == 0 ||
				    !reaches(a, r))
					continue;
				key = xasprintf("%s#%d:%u:%u:%s:%s", a->scope, a->origin, r->loc.line,
						r->loc.col, r->loc.file ? r->loc.file : "", r->type_to);
				strmap_insert(&seen, key, &added);
				free(key);
				if (added) {
					struct fact *d = passed_recovery(r, a);

					ptrvec_push(owned, d);
					ptrvec_push(recoveries, d);
					ptrvec_push(&next, d);
				}
			}
		}
		for (i = 0; i < by_name.cap; i++)
			if (by_name.slots[i].key) {
				ptrvec_release(by_name.slots[i].value);
				free(by_name.slots[i].value);
			}
		ptrvec_release(&frontier);
		frontier = next;
		memset(&next, 0, sizeof(next));
	}
	strmap_release(&by_name);
	strmap_release(&seen);
	ptrvec_release(&frontier);
	ptrvec_release(&handed);
}
