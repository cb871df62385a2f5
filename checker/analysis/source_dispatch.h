/*
 * Casts sanctioned by a pack's dispatch entry (packs.h, struct
 * model_dispatch): a function cast to the callback type of a call such as
 * g_source_set_callback(), on a source whose dispatch calls it with its
 * real type (a child-watch, IO or custom source, named by its
 * constructor in the pack). Works on one TU's facts.
 */
#ifndef TIMERCHECK_ANALYSIS_SOURCE_DISPATCH_H
#define TIMERCHECK_ANALYSIS_SOURCE_DISPATCH_H

#include "analysis/packs.h"
#include "facts/facts.h"
#include "support/strmap.h"

/*
 * The functions that hand a callback parameter on to a dispatch entry, or
 * to another such function (a private struct per name): a call of one
 * hands its function to the dispatch entry, with the source its parameters
 * lead to or its body makes. Release with dispatch_wrappers_release().
 */
void dispatch_wrappers_index(struct strmap *out, const struct facts_set *set, const struct model *m);
void dispatch_wrappers_release(struct strmap *index);

/*
 * The call facts of tf that hand a function to a dispatch entry, or to a
 * wrapper of one (wrappers: the index above, or NULL), on a source one of
 * its constructors made (const struct fact *, appended to out). Nothing
 * without a model or dispatch entries.
 */
void dispatch_calls(const struct tu_facts *tf, const struct model *m, const struct strmap *wrappers,
		    struct ptrvec *out);

/*
 * The call facts of tf that hand a function to a dispatch entry on a
 * source the facts do not say the maker of (read from a global, a field, a
 * parameter): its dispatch may call the function with its real type, so
 * a cast there is no proven bug.
 */
void dispatch_calls_unknown(const struct tu_facts *tf, const struct model *m,
			    const struct strmap *wrappers, struct ptrvec *out);

/*
 * The slots (fields, globals) whose function pointer every reader hands
 * to a dispatch entry on a source one of its constructors made (o->cb =
 * G_SOURCE_FUNC(f); g_source_set_callback(child_watch, o->cb, ...)),
 * added to out (value 1). The readers of every TU of set, or of tf alone
 * when set is NULL.
 */
void dispatch_slots(const struct facts_set *set, const struct tu_facts *tf, const struct model *m,
		    const struct strmap *wrappers, struct strmap *out);

/* Is cast one stored (in tf) into a slot dispatch_slots() found only dispatched? */
int dispatch_slot_sanctions(const struct tu_facts *tf, const struct strmap *slots, const struct fact *cast);

/* The call of calls (from dispatch_calls) whose argument is the cast fact cast, or NULL. */
const struct fact *dispatch_call_of(const struct ptrvec *calls, const struct fact *cast);

#endif
