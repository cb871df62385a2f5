/*
 * Matching functions stored in generic slots with the conversions of those
 * slots (see slot_flow.h). Signatures come from the facts ("ret<TAB>p1..."),
 * so mismatches are classified here on canonical type spellings, the way
 * tu/fntype.c classifies them on libclang types.
 */
#include "analysis/slot_flow.h"

#include "analysis/origins.h"
#include "facts/type_key.h"

#include <stdlib.h>
#include <string.h>

struct signature {
	struct ptrvec types;	/* char *: return type, then each parameter */
	int variadic;
};

static void signature_parse(const char *sig, struct signature *s)
{
	const char *p = sig;

	memset(s, 0, sizeof(*s));
	while (p) {
		const char *tab = strchr(p, '\t');
		size_t n = tab ? (size_t)(tab - p) : strlen(p);

		if (n == 3 && strncmp(p, "...", 3) == 0)
			s->variadic = 1;
		else
			ptrvec_push(&s->types, xstrndup(p, n));
		p = tab ? tab + 1 : NULL;
	}
}

/* "ret (p1, p2)": how a signature reads in a message. Malloc'd. */
static char *signature_spelling(const struct signature *s)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	strbuf_addf(&sb, "%s (", s->types.len ? (char *)s->types.items[0] : "?");
	for (i = 1; i < s->types.len; i++)
		strbuf_addf(&sb, "%s%s", i > 1 ? ", " : "", (char *)s->types.items[i]);
	if (s->variadic)
		strbuf_addstr(&sb, s->types.len > 1 ? ", ..." : "...");
	else if (s->types.len == 1)
		strbuf_addstr(&sb, "void");
	strbuf_addch(&sb, ')');
	return strbuf_detach(&sb);
}

static int is_pointer(const char *type)
{
	return strchr(type, '*') != NULL;
}

/* How real (what is stored) differs from to (what it is converted to); sets *param (0: return). */
static enum cast_mismatch classify(const struct signature *real, const struct signature *to, int *param)
{
	enum cast_mismatch worst = MISMATCH_NONE;
	size_t i;

	*param = 0;
	if (real->types.len != to->types.len || real->variadic != to->variadic)
		return MISMATCH_ARITY;
	for (i = 0; i < real->types.len; i++) {
		const char *a = real->types.items[i], *b = to->types.items[i];
		enum cast_mismatch m;

		if (strcmp(a, b) == 0)
			continue;
		if (is_pointer(a) != is_pointer(b))
			m = MISMATCH_POINTER_INTEGER;
		else if (i == 0)
			m = MISMATCH_RETURN;
		else if (is_pointer(a))
			m = MISMATCH_POINTEE;
		else
			m = MISMATCH_PARAM_TYPE;
		if (worst == MISMATCH_NONE || m < worst) {
			worst = m;
			*param = (int)i;
		}
	}
	return worst;
}

static const char *const rule_ids[] = {
	[MISMATCH_POINTER_INTEGER] = "callback-cast-pointer-integer",
	[MISMATCH_ARITY] = "callback-cast-arity",
	[MISMATCH_POINTEE] = "callback-cast-pointee",
	[MISMATCH_PARAM_TYPE] = "callback-cast-param-type",
	[MISMATCH_RETURN] = "callback-cast-return",
};

static void signature_release(struct signature *s)
{
	ptrvec_free_all(&s->types);
}

static int by_slot(const void *a, const void *b)
{
	const struct fact *x = *(const struct fact *const *)a, *y = *(const struct fact *const *)b;

	return strcmp(x->api, y->api);
}

static void describe(struct strbuf *detail, const struct signature *real, const struct signature *to,
		     enum cast_mismatch m, int param, const char *what)
{
	if (m == MISMATCH_ARITY)
		strbuf_addf(detail, "it takes %zu parameter%s%s, the %s passes %zu%s",
			    real->types.len - 1, real->types.len == 2 ? "" : "s",
			    real->variadic ? " and '...'" : "", what, to->types.len - 1,
			    to->variadic ? " and '...'" : "");
	else if (param > 0)
		strbuf_addf(detail, "parameter %d is '%s', the %s passes '%s'", param,
			    (char *)real->types.items[param], what, (char *)to->types.items[param]);
	else
		strbuf_addf(detail, "it returns '%s', the %s expects '%s'",
			    (char *)real->types.items[0], what, (char *)to->types.items[0]);
}

char *slot_flow_spelling(const char *slot, int into)
{
	const char *at = strrchr(slot, '@');

	if (starts_with(slot, "return:"))
		return xasprintf("returned by '%s'", at ? at + 1 : slot + 7);
	if (starts_with(slot, "param:")) {
		const char *hash = strchr(slot + 6, '#');	/* "param:NAME#N", "param:NAME#N@FILE" */
		int n = hash ? (int)(hash - slot - 6) : (int)strlen(slot + 6);

		return xasprintf("passed %s parameter %d of '%.*s'", into ? "to" : "as",
				 hash ? atoi(hash + 1) : 0, n, slot + 6);
	}
	if (starts_with(slot, "function:"))
		return xstrdup(into ? "defined" : "declared without a prototype where it is called");
	if (starts_with(slot, "global:"))
		return xasprintf("stored %s global '%s'", into ? "into" : "in", at ? at + 1 : slot + 7);
	return xasprintf("stored %s field '%s'", into ? "into" : "in", slot);
}

static void report(const struct fact *conv, const struct fact *store, const struct signature *real,
		   const struct signature *to, enum cast_mismatch m, int param,
		   const struct rule_options *opts, struct findings *out)
{
	const struct rule_info *rule = rule_find(rule_ids[m]);
	struct strbuf detail = STRBUF_INIT;
	char *type = signature_spelling(real), *slot = slot_flow_spelling(conv->container, 0);
	int implicit = (conv->flags & FACT_F_IMPLICIT) != 0;
	struct finding *fd;

	describe(&detail, real, to, m, param, (conv->flags & FACT_F_CALL_THROUGH) ? "call" :
		 implicit ? "conversion" : "cast");
	if (starts_with(conv->container, "param:")) {
		/* Through a wrapper's generic parameter: at the caller's argument, which
		 * is where the type goes wrong; the conversion is the wrapper's, for all. */
		fd = findings_add(out, rule->id, opts->profile == PROFILE_CFI ? SEV_ERROR :
			       rule->severity, store->spell.file ? &store->spell : &store->loc,
			       "function '%s' of type '%s', %s, %s incompatible type '%s': %s",
			       store->func, type, slot, implicit ? "converted implicitly to" : "cast to",
			       conv->type_to ? conv->type_to : "?", detail.buf);
		if (store->scope)
			finding_set_function(fd, origins_usr_name(store->scope));
		finding_add_note(fd, &conv->loc, "'%s' %s it to '%s' here",
				 conv->api ? conv->api : "?", implicit ? "converts" : "casts",
				 conv->type_to ? conv->type_to : "?");
		if (store->decl.file)
			finding_add_note(fd, &store->decl, "'%s' declared here", store->func);
		strbuf_release(&detail);
		free(type);
		free(slot);
		return;
	}
	/* A call, not a conversion: the function is really called through the wrong type
	 * (docs/rules/index.md, "Casts shown called"). */
	if (conv->flags & FACT_F_ARGUMENTS)
		fd = findings_add(out, rule->id, SEV_ERROR, &conv->loc, "function '%s' of type '%s', %s, called "
				  "through '%s', which has no prototype, with arguments it does not "
				  "take: %s", store->func, type, slot, conv->type_to ? conv->type_to : "?",
				  detail.buf);
	else
		fd = findings_add(out, rule->id, opts->profile == PROFILE_CFI ||
				  (conv->flags & FACT_F_CALL_THROUGH) ? SEV_ERROR : rule->severity,
				  &conv->loc, "function '%s' of type '%s', %s, %s "
				  "incompatible type '%s': %s", store->func, type, slot,
				  (conv->flags & FACT_F_CALL_THROUGH) ? "called through" :
				  implicit ? "converted implicitly to" : "cast to",
				  conv->type_to ? conv->type_to : "?", detail.buf);
	if (conv->api)
		finding_set_function(fd, conv->api);
	free(slot);
	if (conv->flags & FACT_F_ARGUMENTS) {
		finding_add_note(fd, &conv->loc, "called here through '%s' with arguments it does not "
				 "take: undefined on any target", conv->type_to ? conv->type_to : "?");
		finding_add_call(fd, &conv->loc, conv->type_to, NULL, 1);
	} else if (conv->flags & FACT_F_CALL_THROUGH) {
		finding_add_note(fd, &conv->loc, "called here through '%s': kCFI traps the call",
				 conv->type_to ? conv->type_to : "?");
		finding_add_call(fd, &conv->loc, conv->type_to, NULL, 0);
	}
	slot = slot_flow_spelling(conv->container, 1);
	finding_add_note(fd, &store->loc, "'%s' %s here", store->func, slot);
	free(slot);
	add_path_notes(fd, store->via);	/* copied from another slot: where it was first stored */
	if (store->decl.file)
		finding_add_note(fd, &store->decl, "'%s' declared here", store->func);
	strbuf_release(&detail);
	free(type);
}

/* The first store whose slot is not below key (stores sorted by slot). */
static size_t lower_bound(const struct ptrvec *stores, const char *key)
{
	size_t lo = 0, hi = stores->len;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (strcmp(((const struct fact *)stores->items[mid])->api, key) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/*
 * Adds the stores whose slot is key (or, prefix set, starts with key) to
 * found: one per function, or, usr given, every store of that function.
 */
static void add_stores(const struct ptrvec *stores, const char *key, int prefix,
		       const char *usr, struct ptrvec *found)
{
	size_t i, k, n = strlen(key);

	for (i = lower_bound(stores, key); i < stores->len; i++) {
		const struct fact *s = stores->items[i];
		int seen = 0;

		if (prefix ? strncmp(s->api, key, n) != 0 : strcmp(s->api, key) != 0)
			break;
		if (usr) {
			if (strcmp(s->usr, usr) == 0)
				ptrvec_push(found, (void *)s);
			continue;
		}
		for (k = 0; k < found->len && !seen; k++)
			seen = strcmp(((struct fact *)found->items[k])->usr, s->usr) == 0;
		if (!seen)
			ptrvec_push(found, (void *)s);
	}
}

/*
 * One function per function (a header seen by many TUs stores it many
 * times). An array element at a constant index ("global:USR[2]") holds
 * what is stored there and what is stored at an unknown index
 * ("global:USR"); an element at an unknown index holds everything stored
 * into the array.
 */
static void slot_stores(const struct ptrvec *stores, const char *slot, const char *usr,
			struct ptrvec *found)
{
	const char *bracket = strrchr(slot, '[');

	add_stores(stores, slot, 0, usr, found);
	if (bracket && slot[strlen(slot) - 1] == ']') {
		char *array = xstrndup(slot, (size_t)(bracket - slot));

		add_stores(stores, array, 0, usr, found);
		free(array);
	} else {
		char *elements = xasprintf("%s[", slot);

		add_stores(stores, elements, 1, usr, found);
		free(elements);
	}
}

void slot_flow_functions(const struct ptrvec *stores, const char *slot, struct ptrvec *found)
{
	slot_stores(stores, slot, NULL, found);
}

/* Copies of copies are followed this deep (o->op = g; p->op = o->op; ...). */
#define COPY_ROUNDS 4

int slot_flow_is_copy(const struct fact *s)
{
	return (s->flags & FACT_F_FROM_SLOT) && s->container;
}

static void roots_of(const struct ptrvec *stores, const char *slot, const char *usr, int depth,
		     struct ptrvec *found)
{
	struct ptrvec here = PTRVEC_INIT;
	size_t i, k;

	slot_stores(stores, slot, usr, &here);
	for (i = 0; i < here.len; i++) {
		const struct fact *s = here.items[i];
		int seen = 0;

		if (slot_flow_is_copy(s)) {
			/* A copy through a cast: what is called uses its type, not the first stores'. */
			if (depth < COPY_ROUNDS && !(s->flags & FACT_F_RECAST))
				roots_of(stores, s->container, usr, depth + 1, found);
			continue;
		}
		for (k = 0; k < found->len && !seen; k++)
			seen = found->items[k] == s;
		if (!seen)
			ptrvec_push(found, (void *)s);
	}
	ptrvec_release(&here);
}

void slot_flow_stores_of(const struct ptrvec *stores, const char *slot, const char *usr,
			 struct ptrvec *found)
{
	roots_of(stores, slot, usr, 0, found);
}

/* Does some conversion of the slot (same_slot: cast facts) give the function its own type? */
static int converted_to(const struct ptrvec *same_slot, const char *sig)
{
	for (size_t i = 0; same_slot && i < same_slot->len; i++)
		if (strcmp(((const struct fact *)same_slot->items[i])->sig, sig) == 0)
			return 1;
	return 0;
}

/*
 * Each function the slot holds is judged on its own. A conversion that no
 * function of the slot fits is wrong for each of them. A conversion some
 * function fits (a tagged slot: an event's kind says which) is wrong for
 * a function only when no conversion of the slot at all fits it: that
 * one is never called with its own type, whatever the others are.
 */
static void check_conversion(const struct fact *conv, const struct ptrvec *same_slot,
			     struct ptrvec *stores, const struct rule_options *opts,
			     struct findings *out)
{
	struct ptrvec found = PTRVEC_INIT;
	struct signature to;
	size_t i;

	int tagged = 0;

	slot_flow_functions(stores, conv->container, &found);
	signature_parse(conv->sig, &to);
	/* Each call through a pointer without a prototype is judged on its own arguments. */
	if (conv->flags & FACT_F_ARGUMENTS) {
		for (i = 0; i < found.len; i++) {
			const struct fact *s = found.items[i];
			struct signature real;
			enum cast_mismatch m;
			int param;

			if (!s->tkey || !conv->tkey)
				continue;
			m = tkey_classify_call(s->tkey, conv->tkey, &param);
			if (m == MISMATCH_NONE)
				continue;
			signature_parse(s->sig, &real);
			report(conv, s, &real, &to, m, param, opts, out);
			signature_release(&real);
		}
		signature_release(&to);
		ptrvec_release(&found);
		return;
	}
	for (i = 0; i < found.len && !tagged; i++)
		tagged = strcmp(((const struct fact *)found.items[i])->sig, conv->sig) == 0;
	for (i = 0; i < found.len; i++) {
		const struct fact *s = found.items[i];
		struct signature real;
		enum cast_mismatch m;
		int param;

		if (tagged && converted_to(same_slot, s->sig))
			continue;
		signature_parse(s->sig, &real);
		m = classify(&real, &to, &param);
		if (m != MISMATCH_NONE)
			report(conv, s, &real, &to, m, param, opts, out);
		signature_release(&real);
	}
	signature_release(&to);
	ptrvec_release(&found);
}

/*
 * A slot copied into another (o->op = g_fn, a store reading a slot: sig
 * the slot read, api the slot filled) holds what the first one holds:
 * each function gets a store of its own into the copy, at the copy, with
 * the first store in its path. Stores must be sorted (by_slot).
 */
static void add_copies(const struct ptrvec *copies, struct ptrvec *stores, struct ptrvec *owned)
{
	struct strmap held = STRMAP_INIT;	/* "slot<TAB>usr": what each slot holds already */
	size_t i, k;
	int round;

	for (i = 0; i < stores->len; i++) {
		const struct fact *s = stores->items[i];
		char *key = xasprintf("%s\t%s", s->api, s->usr);

		strmap_insert(&held, key, NULL);
		free(key);
	}
	for (round = 0; round < COPY_ROUNDS; round++) {
		size_t before = stores->len;

		for (i = 0; i < copies->len; i++) {
			const struct fact *c = copies->items[i];
			struct ptrvec found = PTRVEC_INIT;

			slot_flow_functions(stores, c->sig, &found);
			for (k = 0; k < found.len; k++) {
				const struct fact *s = found.items[k];
				char *key = xasprintf("%s\t%s", c->api, s->usr), *into;
				struct fact *d;
				int added;

				strmap_insert(&held, key, &added);
				free(key);
				if (!added)
					continue;
				d = fact_dup(s);
				free(d->api);
				d->api = xstrdup(c->api);
				/* Marks the copy, and what it copied (slot_flow_stores_of goes back). */
				d->flags |= FACT_F_FROM_SLOT | (c->flags & FACT_F_RECAST);
				free(d->container);
				d->container = xstrdup(c->sig);
				tc_loc_set(&d->loc, c->loc.file, c->loc.line, c->loc.col);
				into = slot_flow_spelling(s->api, 1);
				free(d->via);
				/* Back from the copy to the first store, as the notes read. */
				d->via = xasprintf("%s\t%u\t%u\t'%s' %s here%s%s",
						   s->loc.file ? s->loc.file : "", s->loc.line,
						   s->loc.col, s->func, into, s->via ? "\n" : "",
						   s->via ? s->via : "");
				free(into);
				ptrvec_push(owned, d);
				ptrvec_push(stores, d);
			}
			ptrvec_release(&found);
		}
		if (stores->len == before)
			break;
		qsort(stores->items, stores->len, sizeof(void *), by_slot);
	}
	strmap_release(&held);
}

const char *slot_flow_read_slot(const struct fact *f)
{
	if (!(f->flags & FACT_F_FROM_SLOT))
		return NULL;
	if (f->kind == FACT_CALL)
		return f->container;
	return f->kind == FACT_STORE ? f->sig : NULL;
}

const struct fact *slot_flow_read_as(const struct fact *f, struct ptrvec *owned)
{
	const char *slot = f->kind == FACT_STORE ? f->sig : f->container;
	char *own = slot ? origins_read_slot(slot, f->scope) : NULL;
	struct fact *d;

	if (!own)
		return f;
	d = fact_dup(f);
	if (f->kind == FACT_STORE) {
		free(d->sig);
		d->sig = own;
	} else {
		free(d->container);
		d->container = own;
	}
	ptrvec_push(owned, d);
	return d;
}

void slot_flow_stores(const struct facts_set *set, struct ptrvec *stores, struct ptrvec *owned)
{
	struct ptrvec copies = PTRVEC_INIT;
	size_t t, i;

	for (t = 0; t < set->tus.len; t++) {
		const struct tu_facts *tf = set->tus.items[t];
		struct strmap statics = STRMAP_INIT;

		origins_tu_statics(tf, &statics);
		for (i = 0; i < tf->facts.len; i++) {
			const struct fact *f = tf->facts.items[i];

			if (f->kind == FACT_STORE && (f->flags & VAL_FUNCTION) && f->sig && f->api &&
			    f->usr && f->func)
				ptrvec_push(stores, (void *)f);
			/* A function passed to a generic parameter fills the callee's slot. */
			if (f->kind == FACT_CALL && f->sig && f->api && f->usr && f->func &&
			    f->param > 0 && !(f->flags & (FACT_F_FROM_SLOT | VAL_PARAM))) {
				struct fact *d = fact_dup(f);

				free(d->api);
				d->api = origins_param_slot_called(&statics, f->api, f->param);
				ptrvec_push(owned, d);
				ptrvec_push(stores, d);
			}
			if (f->kind == FACT_STORE && (f->flags & FACT_F_FROM_SLOT) && f->sig && f->api &&
			    f->loc.file && strcmp(f->sig, f->api) != 0)
				ptrvec_push(&copies, (void *)slot_flow_read_as(f, owned));
		}
		strmap_release(&statics);
	}
	if (stores->len)
		qsort(stores->items, stores->len, sizeof(void *), by_slot);
	if (stores->len && copies.len)
		add_copies(&copies, stores, owned);
	ptrvec_release(&copies);
}

void slot_flow_check(const struct facts_set *set, const struct rule_options *opts,
		     struct findings *out)
{
	struct ptrvec stores = PTRVEC_INIT, convs = PTRVEC_INIT, owned = PTRVEC_INIT;
	struct strmap by_slot_convs = STRMAP_INIT;	/* slot -> its conversions */
	size_t t, i;

	for (t = 0; t < set->tus.len; t++) {
		const struct tu_facts *tf = set->tus.items[t];

		for (i = 0; i < tf->facts.len; i++) {
			const struct fact *f = tf->facts.items[i];

			/* A typed-setup macro's cast, checked by its (fn)(p): its design, but for CFI. */
			if (f->kind == FACT_CAST && (f->flags & FACT_F_FROM_SLOT) && f->sig &&
			    f->container && !(f->flags & FACT_F_IN_SYSTEM) &&
			    (!(f->flags & FACT_F_CHECKED_CALL) || opts->profile == PROFILE_CFI))
				ptrvec_push(&convs, (void *)slot_flow_read_as(f, &owned));
		}
	}
	if (convs.len)
		slot_flow_stores(set, &stores, &owned);
	for (i = 0; stores.len && i < convs.len; i++) {
		const struct fact *c = convs.items[i];
		struct strmap_entry *e = strmap_insert(&by_slot_convs, c->container, NULL);

		if (!e->value)
			e->value = xcalloc(1, sizeof(struct ptrvec));
		ptrvec_push(e->value, (void *)c);
	}
	for (i = 0; stores.len && i < convs.len; i++) {
		const struct fact *c = convs.items[i];

		check_conversion(c, strmap_get(&by_slot_convs, c->container), &stores, opts, out);
	}
	for (i = 0; i < by_slot_convs.cap; i++)
		if (by_slot_convs.slots[i].key) {
			ptrvec_release(by_slot_convs.slots[i].value);
			free(by_slot_convs.slots[i].value);
		}
	strmap_release(&by_slot_convs);
	for (i = 0; i < owned.len; i++)
		fact_free(owned.items[i]);
	ptrvec_release(&owned);
	ptrvec_release(&stores);
	ptrvec_release(&convs);
}
