/*
 * The cross-TU join: turns the facts of every TU plus the API model into
 * bindings (a callback registered with a context value, or with an embedded
 * object) and an index of recoveries by callback, so the round-trip and
 * container rules see a callback registered in one file and defined in
 * another. Works on facts only; never sees a cursor.
 */
#ifndef TIMERCHECK_ANALYSIS_JOIN_H
#define TIMERCHECK_ANALYSIS_JOIN_H

#include "facts/facts.h"
#include "analysis/origins.h"
#include "analysis/packs.h"
#include "support/strmap.h"

struct binding {
	const struct model_entry *entry;
	const struct fact *reg;		/* the call or store that passes the callback */
	const struct fact *value;	/* the context value or object (an arg or store fact), or NULL */
	int param;			/* the callback parameter that receives it (param=last resolved) */
	/*
	 * A callback read from a slot (a global, field, array element or
	 * return value holding several functions): the bindings of every
	 * function the slot holds for the same registration, this one too;
	 * NULL for a function named at the registration.
	 */
	const struct ptrvec *slot_group;
	/*
	 * That function's stores into the slot (const struct fact *; each
	 * store's value is where a cast of it may be written: called_casts.h
	 * links those casts to this registration), or NULL for a function
	 * named at the registration.
	 */
	const struct ptrvec *stored;
};

struct join {
	struct ptrvec contexts;		/* struct binding *: entries 'call' and 'fields' */
	struct ptrvec embeds;		/* struct binding *: entries 'embed-call' and 'embed-field' */
	struct ptrvec recoveries;	/* const struct fact *: recover facts, one per location */
	struct ptrvec owned;		/* struct fact *: recoveries composed through getters */
	/*
	 * The same three by callback USR (struct ptrvec *, in the order above),
	 * for the rules: every rule pairs a recovery with the bindings of the
	 * same callback, and a whole distribution has 100k of each. A binding
	 * whose registration has no USR matches nothing and is not indexed.
	 */
	struct strmap contexts_by_usr;
	struct strmap embeds_by_usr;
	struct strmap recoveries_by_usr;
	struct strmap seen;		/* private: what add_binding()/add_recovery() hold */
	struct ptrvec derived;		/* struct model_entry *: wrappers found (wrappers.h) */
	struct ptrvec slot_groups;	/* struct ptrvec *: each binding's slot_group and stored (owned) */
	struct origins origins;		/* what reaches every slot (origins.h), for every rule */
	/*
	 * Record name -> its type key (const char *, from the record facts), for
	 * the containers registrations embed their objects in; "" when two TUs
	 * define the name differently (nothing is proven from it then).
	 */
	struct strmap records;
};
#define JOIN_INIT { PTRVEC_INIT, PTRVEC_INIT, PTRVEC_INIT, PTRVEC_INIT, \
		    STRMAP_INIT, STRMAP_INIT, STRMAP_INIT, STRMAP_INIT, PTRVEC_INIT, PTRVEC_INIT, \
		    ORIGINS_INIT, STRMAP_INIT }

/* A slot holding more functions than this is not followed into a registration: too vague. */
#define JOIN_SLOT_CANDIDATES_MAX 16

/* Builds the join; the facts must outlive it. Cannot fail. */
void join_build(struct join *j, const struct facts_set *set, const struct model *m);
void join_release(struct join *j);

/*
 * Lookups shared with wrappers.c, all within one TU: the arg fact of a call
 * for argument param; the store into the context field paired with a
 * callback store; the store into field F of the object an arg fact
 * designates, nearest to it (NULL without one); whether a store fills an
 * entry's callback field (*object_key: the record's object for a nested
 * field, malloc'd or NULL).
 */
const struct fact *join_find_arg(const struct tu_facts *tf, int call_id, int param);
const struct fact *join_find_field_store(const struct tu_facts *tf, const struct fact *obj,
					 const char *field);
const struct fact *join_find_context_store(const struct tu_facts *tf, const struct fact *fn_store,
					   const char *record, const char *context_field);
int join_callback_field_matches(const struct fact *store, const struct model_entry *e,
				char **object_key);
/* Does a call satisfy the entry's if-arg=/unless-arg= condition (true without one)? */
int join_condition_holds(const struct tu_facts *tf, const struct fact *call,
			 const struct model_entry *e);
/* The type key of the record named name, if every TU that defines it agrees; else NULL. */
const char *join_record_key(const struct join *j, const char *name);
/* The entries of one of the join's *_by_usr indexes for usr; never NULL (maybe empty). */
const struct ptrvec *join_by_usr(const struct strmap *index, const char *usr);

/* True when two member paths name the same member ("t[*]" matches "t[2]"). */
int join_member_match(const char *a, const char *b);

#endif
