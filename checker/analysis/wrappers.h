/*
 * Wrappers: functions that pass their own parameters on to a callback API,
 * found from the facts of every TU. A wrapper such as
 *
 *   void my_arm(struct timer_list *t, void (*fn)(unsigned long), unsigned long arg)
 *   { setup_timer(t, fn, arg); }
 *
 * becomes a derived API entry ("call my_arm callback=2 context=3"), so a
 * call of my_arm() in another file is a registration like setup_timer's.
 * Wrappers of wrappers are found too, to a fixpoint (at most
 * WRAPPER_MAX_DEPTH levels). Works on facts only.
 */
#ifndef TIMERCHECK_ANALYSIS_WRAPPERS_H
#define TIMERCHECK_ANALYSIS_WRAPPERS_H

#include "analysis/packs.h"
#include "facts/facts.h"

#define WRAPPER_MAX_DEPTH 8

/*
 * Appends to entries (struct model_entry *, the packs' entries to start
 * from) one derived entry per wrapper found; derived holds the new ones
 * (owned: free them with wrappers_release). A name that two different
 * functions (two static functions in different files) would wrap
 * differently is left out: its calls are ambiguous. A call reading a slot
 * that only holds a parameter of its function hands that parameter on
 * (held_params.h); the facts such entries point to go to owned (struct
 * fact *, the caller frees them with fact_free() after the entries).
 */
void wrappers_derive(const struct facts_set *set, struct ptrvec *entries, struct ptrvec *derived,
		     struct ptrvec *owned);
void wrappers_release(struct ptrvec *derived);

/* The pack entry a derived entry wraps in the end (e itself for a pack's entry). */
const struct model_entry *wrappers_root(const struct model_entry *e);

#endif
