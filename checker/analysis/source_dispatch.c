/*
 * Finding the casts a dispatch entry sanctions (see source_dispatch.h):
 * the call fact passing the function knows where its argument is (spell),
 * the arg fact of the source knows which call made it (VAL_RETURNED).
 * Through a wrapper, each level's call inside the wrapper says which of
 * its parameters (or which call made in its body) becomes the source.
 */
#include "analysis/source_dispatch.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/held_params.h"
#include "analysis/join.h"
#include "analysis/origins.h"
#include "analysis/slot_flow.h"
#include "analysis/wrappers.h"

static int made_by(const struct model_dispatch *d, const struct fact *source)
{
	size_t i;

	if (!source || !(source->flags & VAL_RETURNED) || !source->func)
		return 0;
	for (i = 0; i < d->from.len; i++)
		if (strcmp(d->from.items[i], source->func) == 0)
			return 1;
	return 0;
}

/*
 * A function that hands its callback parameter on to a dispatch entry (or
 * to another such function): which of its parameters is the callback, and
 * where the source comes from: one of its parameters, or a value made in
 * its body (source_made; NULL and source_param 0: not known).
 */
struct dispatch_wrapper {
	const struct model_dispatch *d;
	int callback;
	int source_param;
	const struct fact *source_made;
	int ambiguous;		/* two functions of this name hand on differently */
};

static int same_wrapper(const struct dispatch_wrapper *a, const struct dispatch_wrapper *b)
{
	return a->d == b->d && a->callback == b->callback && a->source_param == b->source_param &&
	       a->source_made == b->source_made;
}

/* What call (a callback parameter handed on to d, or to a wrapper w) makes of its function. */
static int add_wrapper(struct strmap *index, const struct tu_facts *tf, const struct fact *call,
		       const struct model_dispatch *d, int source_arg, const struct dispatch_wrapper *w)
{
	struct dispatch_wrapper probe = { d, call->origin, 0, NULL, 0 }, *have;
	const struct fact *source = source_arg > 0 ? join_find_arg(tf, call->detail, source_arg) : NULL;
	const char *name = origins_usr_name(call->scope);
	struct strmap_entry *slot;

	if (w && !source_arg)
		probe.source_made = w->source_made;
	else if (source && (source->flags & VAL_PARAM) && source->origin > 0)
		probe.source_param = source->origin;
	else
		probe.source_made = source;
	slot = strmap_insert(index, name, NULL);
	have = slot->value;
	if (!have) {
		slot->value = have = xmalloc(sizeof(*have));
		*have = probe;
		return 1;
	}
	if (!have->ambiguous && !same_wrapper(have, &probe)) {
		have->ambiguous = 1;
		return 1;
	}
	return 0;
}

void dispatch_wrappers_index(struct strmap *out, const struct facts_set *set, const struct model *m)
{
	struct held_params hp = HELD_PARAMS_INIT;
	int round, added = 1;
	size_t p;

	/* No pack with a dispatch entry (no GLib): nothing to index. */
	for (p = 0; m && p < m->packs.len; p++)
		if (((const struct model_pack *)m->packs.items[p])->dispatches.len)
			break;
	if (!m || p == m->packs.len)
		return;
	held_params_build(&hp, set);
	for (round = 0; m && added && round < WRAPPER_MAX_DEPTH; round++) {
		added = 0;
		for (size_t t = 0; t < set->tus.len; t++) {
			const struct tu_facts *tf = set->tus.items[t];

			for (size_t i = 0; i < tf->facts.len; i++) {
				/* o->cb = fn; g_source_set_callback(src, o->cb, ...) hands fn on too. */
				const struct fact *f = held_params_view(&hp, tf->facts.items[i]);
				const struct model_dispatch *d;
				const struct dispatch_wrapper *w;

				if (f->kind != FACT_CALL || !(f->flags & VAL_PARAM) || f->origin <= 0 ||
				    !f->api || !f->scope)
					continue;
				if ((d = model_dispatch_of(m, f->api, NULL)) != NULL) {
					if (f->param == d->callback)
						added |= add_wrapper(out, tf, f, d, d->source, NULL);
				} else if ((w = strmap_get(out, f->api)) != NULL && !w->ambiguous &&
					   f->param == w->callback) {
					added |= add_wrapper(out, tf, f, w->d, w->source_param, w);
				}
			}
		}
	}
	held_params_release(&hp, NULL);
}

void dispatch_wrappers_release(struct strmap *index)
{
	for (size_t i = 0; i < index->cap; i++)
		if (index->slots[i].key)
			free(index->slots[i].value);
	strmap_release(index);
}

/*
 * The dispatch entry a call fact hands its function to, directly or
 * through a wrapper, with the source it is given (*source, NULL when not
 * known); NULL when it hands it to none.
 */
static const struct model_dispatch *dispatch_of_call(const struct tu_facts *tf, const struct model *m,
						     const struct strmap *wrappers, const struct fact *f,
						     const struct fact **source)
{
	const struct model_dispatch *d = model_dispatch_of(m, f->api, NULL);
	const struct dispatch_wrapper *w;

	*source = NULL;
	if (d) {
		if (f->param != d->callback)
			return NULL;
		*source = join_find_arg(tf, f->detail, d->source);
		return d;
	}
	w = wrappers ? strmap_get(wrappers, f->api) : NULL;
	if (!w || f->param != w->callback)
		return NULL;
	if (!w->ambiguous)
		*source = w->source_param ? join_find_arg(tf, f->detail, w->source_param) : w->source_made;
	return w->d;
}

/* What dispatch_slots() says of a slot. */
#define SLOT_DISPATCHED		1	/* every reader is a sanctioned dispatch call */
#define SLOT_HANDED_ELSEWHERE	2	/* some reader is not */

/* The dispatch calls of tf whose source is made by a known constructor (made 1) or by none known (0). */
static void collect_calls(const struct tu_facts *tf, const struct model *m, const struct strmap *wrappers,
			  struct ptrvec *out, int made)
{
	size_t i;

	if (!m)
		return;
	for (i = 0; i < tf->facts.len; i++) {
		const struct fact *f = tf->facts.items[i];
		const struct model_dispatch *d;
		const struct fact *source = NULL;

		if (f->kind != FACT_CALL || !f->api || !f->spell.file || (f->flags & VAL_PARAM))
			continue;
		d = dispatch_of_call(tf, m, wrappers, f, &source);
		if (!d)
			continue;
		if (made ? made_by(d, source) : !source || !(source->flags & VAL_RETURNED))
			ptrvec_push(out, (void *)f);
	}
}

void dispatch_calls(const struct tu_facts *tf, const struct model *m, const struct strmap *wrappers,
		    struct ptrvec *out)
{
	collect_calls(tf, m, wrappers, out, 1);
}

void dispatch_calls_unknown(const struct tu_facts *tf, const struct model *m,
			    const struct strmap *wrappers, struct ptrvec *out)
{
	collect_calls(tf, m, wrappers, out, 0);
}

const struct fact *dispatch_call_of(const struct ptrvec *calls, const struct fact *cast)
{
	size_t i;

	for (i = 0; i < calls->len; i++) {
		const struct fact *c = calls->items[i];

		if (c->spell.line == cast->loc.line && c->spell.col == cast->loc.col &&
		    cast->loc.file && strcmp(c->spell.file, cast->loc.file) == 0 &&
		    cast->usr && c->usr && strcmp(cast->usr, c->usr) == 0)
			return c;
	}
	return NULL;
}

static void note_readers(const struct tu_facts *tf, const struct model *m, const struct strmap *wrappers,
			 struct strmap *out)
{
	struct ptrvec sanctioned = PTRVEC_INIT;
	size_t i, k;

	collect_calls(tf, m, wrappers, &sanctioned, 1);
	for (i = 0; i < tf->facts.len; i++) {
		const struct fact *f = tf->facts.items[i];
		const char *slot = slot_flow_read_slot(f);
		struct strmap_entry *e;
		int ok = 0;

		if (!slot)
			continue;
		for (k = 0; k < sanctioned.len && !ok; k++)
			ok = sanctioned.items[k] == f;
		e = strmap_insert(out, slot, NULL);
		if (!ok || !e->value)
			e->value = (void *)(uintptr_t)(ok ? SLOT_DISPATCHED : SLOT_HANDED_ELSEWHERE);
	}
	ptrvec_release(&sanctioned);
}

void dispatch_slots(const struct facts_set *set, const struct tu_facts *tf, const struct model *m,
		    const struct strmap *wrappers, struct strmap *out)
{
	struct strmap readers = STRMAP_INIT;

	if (!m)
		return;
	if (!set)
		note_readers(tf, m, wrappers, &readers);
	for (size_t t = 0; set && t < set->tus.len; t++)
		note_readers(set->tus.items[t], m, wrappers, &readers);
	/* Only those: a program without such a slot looks nothing up per cast. */
	for (size_t i = 0; i < readers.cap; i++)
		if (readers.slots[i].key && readers.slots[i].value == (void *)(uintptr_t)SLOT_DISPATCHED)
			strmap_put(out, readers.slots[i].key, (void *)(uintptr_t)SLOT_DISPATCHED);
	strmap_release(&readers);
}

int dispatch_slot_sanctions(const struct tu_facts *tf, const struct strmap *slots, const struct fact *cast)
{
	size_t i;

	if (!slots || !slots->len || !cast->usr || !cast->loc.file)
		return 0;
	for (i = 0; i < tf->facts.len; i++) {
		const struct fact *s = tf->facts.items[i];

		if (s->kind == FACT_STORE && s->api && s->usr && s->loc.line == cast->loc.line &&
		    s->loc.col == cast->loc.col && s->loc.file && strcmp(s->loc.file, cast->loc.file) == 0 &&
		    strcmp(s->usr, cast->usr) == 0 &&
		    strmap_get(slots, s->api) == (void *)(uintptr_t)SLOT_DISPATCHED)
			return 1;
	}
	return 0;
}
