/*
 * Held parameters (see held_params.h): one pass gathers, per slot, the one
 * (function, parameter) every store into it holds, directly or through a
 * copy of another slot, or marks the slot mixed; a second pass makes a
 * view of each call or store reading such a slot in that function.
 */
#include "analysis/held_params.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/slot_flow.h"

/* How many copies (o->cb = fn; saved = o->cb) a held parameter is followed through. */
#define HELD_COPY_DEPTH 4

/*
 * What the stores into one slot hold: parameter origin of function scope,
 * and/or what the slot copy_of holds (a copy in the same function), or
 * mixed: anything else, or two different ones.
 */
struct slot_holder {
	const char *scope;	/* the set's string */
	int origin;		/* 0: no store of a parameter */
	const char *copy_of;	/* NULL: no copy */
	int mixed;
};

static int same_str(const char *a, const char *b)
{
	return a && b && strcmp(a, b) == 0;
}

static void note_store(struct strmap *slots, const struct fact *f)
{
	struct strmap_entry *e = strmap_insert(slots, f->api, NULL);
	struct slot_holder *h = e->value;
	int origin = (f->flags & VAL_PARAM) && f->origin > 0 ? f->origin : 0;
	/* A copy converted on the way (g2 = (T)g1) is no parameter handed on as it is. */
	const char *copy_of = (f->flags & FACT_F_FROM_SLOT) && !(f->flags & FACT_F_RECAST) ? f->sig : NULL;

	if (!h) {
		e->value = h = xcalloc(1, sizeof(*h));
		h->scope = f->scope;
	}
	if ((!origin && !copy_of) || !f->scope || !same_str(h->scope, f->scope) ||
	    (origin && h->origin && origin != h->origin) ||
	    (copy_of && h->copy_of && strcmp(copy_of, h->copy_of) != 0)) {
		h->mixed = 1;
		return;
	}
	if (origin)
		h->origin = origin;
	if (copy_of)
		h->copy_of = copy_of;
}

/* The parameter of function scope that slot holds, through copies; 0: none, or not only it. */
static int held_origin(const struct strmap *slots, const char *slot, const char *scope, int depth)
{
	const struct slot_holder *h = strmap_get(slots, slot);
	int copied;

	if (!h || h->mixed || !same_str(h->scope, scope))
		return 0;
	if (!h->copy_of)
		return h->origin;
	copied = depth < HELD_COPY_DEPTH ? held_origin(slots, h->copy_of, scope, depth + 1) : 0;
	return copied && (!h->origin || h->origin == copied) ? copied : 0;
}

/* A fact's identity as a map key (the set's facts do not move). */
static char *view_key(const struct fact *f)
{
	return xasprintf("%p", (const void *)f);
}

void held_params_build(struct held_params *hp, const struct facts_set *set)
{
	struct strmap slots = STRMAP_INIT;
	size_t t, i;

	for (t = 0; t < set->tus.len; t++) {
		const struct tu_facts *tf = set->tus.items[t];

		for (i = 0; i < tf->facts.len; i++) {
			const struct fact *f = tf->facts.items[i];

			if (f->kind == FACT_STORE && f->api)
				note_store(&slots, f);
		}
	}
	for (t = 0; slots.len && t < set->tus.len; t++) {
		const struct tu_facts *tf = set->tus.items[t];

		for (i = 0; i < tf->facts.len; i++) {
			const struct fact *f = tf->facts.items[i];
			const char *slot = slot_flow_read_slot(f);
			struct fact *view;
			char *key;
			int origin;

			if (!slot || !(origin = held_origin(&slots, slot, f->scope, 0)))
				continue;
			view = fact_dup(f);
			view->flags = (view->flags & ~(FACT_F_FROM_SLOT | FACT_F_RECAST)) | VAL_PARAM;
			view->origin = origin;
			if (f->kind == FACT_STORE) {
				free(view->sig);	/* the slot, on a copy; nothing on a parameter's store */
				view->sig = NULL;
			}
			key = view_key(f);
			strmap_put(&hp->views, key, view);
			free(key);
		}
	}
	for (i = 0; i < slots.cap; i++)
		free(slots.slots[i].value);
	strmap_release(&slots);
}

const struct fact *held_params_view(const struct held_params *hp, const struct fact *f)
{
	const struct fact *view;
	char *key;

	if (!hp || !hp->views.len || !slot_flow_read_slot(f))
		return f;
	key = view_key(f);
	view = strmap_get(&hp->views, key);
	free(key);
	return view ? view : f;
}

void held_params_release(struct held_params *hp, struct ptrvec *owned)
{
	for (size_t i = 0; i < hp->views.cap; i++) {
		if (!hp->views.slots[i].key)
			continue;
		if (owned)
			ptrvec_push(owned, hp->views.slots[i].value);
		else
			fact_free(hp->views.slots[i].value);
	}
	strmap_release(&hp->views);
}
