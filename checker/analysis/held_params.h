/*
 * Held parameters: a slot (a struct field, a global) that the program only
 * ever fills with one parameter of one function, read back by a call in
 * that same function, passes that parameter on:
 *
 *   static void attach(GSource *src, GSourceFunc fn, gpointer data)
 *   { self->cb = fn; g_source_set_callback(src, self->cb, data, NULL); }
 *
 * hands fn on as g_source_set_callback(src, fn, ...) would, so attach() is
 * a wrapper (wrappers.c, source_dispatch.c) and each caller's function is
 * the one registered; a store copying such a slot into a callback field
 * (t->function = saved_fn in my_arm(t, fn, data) after saved_fn = fn)
 * stores the parameter. Works on facts only.
 */
#ifndef TIMERCHECK_ANALYSIS_HELD_PARAMS_H
#define TIMERCHECK_ANALYSIS_HELD_PARAMS_H

#include "facts/facts.h"
#include "support/strmap.h"

struct held_params {
	struct strmap views;	/* "%p" of a call or store fact -> its view (owned) */
};
#define HELD_PARAMS_INIT { STRMAP_INIT }

/* Finds the calls of set that pass a held parameter. */
void held_params_build(struct held_params *hp, const struct facts_set *set);

/*
 * The call or store fact f as a wrapper's (VAL_PARAM, origin the
 * parameter, no FACT_F_FROM_SLOT) when it reads a held parameter; f itself
 * otherwise.
 */
const struct fact *held_params_view(const struct held_params *hp, const struct fact *f);

/* Frees the views, or hands them to owned (struct fact *, for fact_free) when not NULL. */
void held_params_release(struct held_params *hp, struct ptrvec *owned);

#endif
