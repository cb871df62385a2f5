/*
 * Values by origin, over the whole program (docs/value-flow.md, "Origins").
 *
 * Every integer and pointer slot the facts name (a struct field
 * "record.field", a global "global:USR", a function's return "return:USR",
 * a function's parameter "param:NAME#N") gets the set of origins that can
 * reach it: a number, a pointer of type T, a pointer truncated to an
 * integer narrower than a pointer, a function. Edges come from the facts:
 * stores and initialisers (store), call arguments into the callee's
 * parameters (arg, call; across files, by the callee's name, as wrappers
 * are matched), a value read from another slot (a field read, a parameter
 * handed on). One worklist over slot ids solves them; a set holding more
 * than ORIGINS_MAX origins, or something not followed, is "unknown".
 * Works on facts only. The join, the rules, the migrations and inference
 * ask here rather than matching value shapes.
 */
#ifndef TIMERCHECK_ANALYSIS_ORIGINS_H
#define TIMERCHECK_ANALYSIS_ORIGINS_H

#include "facts/facts.h"
#include "support/strmap.h"

#define ORIGIN_NUMBER		0x1	/* a number (a literal, arithmetic, an integer no pointer reaches) */
#define ORIGIN_POINTER		0x2	/* a pointer of an object type (facts: one per type) */
#define ORIGIN_TRUNCATED	0x4	/* a pointer truncated to a narrower integer (facts) */
#define ORIGIN_FUNCTION		0x8	/* a function (facts: one per function) */
#define ORIGIN_UNKNOWN		0x10	/* top: too many origins, or one not followed */

/* More origins than this in one slot say nothing: the set becomes unknown. */
#define ORIGINS_MAX 8

struct origin_set {
	unsigned kinds;		/* ORIGIN_* */
	struct ptrvec facts;	/* const struct fact *: the fact bringing each pointer type,
				 * truncation and function, at most ORIGINS_MAX */
	int objects_differ;	/* two pointers of one type name different objects
				 * (embedded elsewhere, or not known): where it lives is unknown */
};

struct origins {
	struct strmap slots;	/* slot id -> struct origin_slot * (private) */
	struct ptrvec all;	/* struct origin_slot *, in creation order (private) */
	struct ptrvec owned;	/* char *: slot ids made here (private) */
};
#define ORIGINS_INIT { STRMAP_INIT, PTRVEC_INIT, PTRVEC_INIT }

/* Solves the origins of every slot the facts name; the facts must outlive o. */
void origins_build(struct origins *o, const struct facts_set *set);
void origins_release(struct origins *o);

/* The origins of a slot; never NULL (an empty set for a slot nothing fills). */
const struct origin_set *origins_of(const struct origins *o, const char *slot);

/*
 * The slot a value (an arg or store fact) is read from: a field
 * (VAL_FIELD_READ; a store keeps it in sig, its container says where the
 * object stored into is) or a parameter of its function (VAL_PARAM:
 * "param:NAME#N"); NULL for anything else. Malloc'd.
 */
char *origins_value_slot(const struct fact *v);

/* "param:NAME#N", the slot of parameter n of the function named name. Malloc'd. */
char *origins_param_slot(const char *name, int n);

/*
 * The slot of parameter n of the function usr: "param:NAME#N", or for a
 * static function of a .c file "param:NAME#N@FILE" (two files' static
 * functions of one name are two functions; only their own file calls
 * them). Malloc'd.
 */
char *origins_param_slot_of(const char *usr, int n);

/* The static functions of .c files that tf's facts are written in: name -> USR (borrowed). */
void origins_tu_statics(const struct tu_facts *tf, struct strmap *statics);

/* The slot of parameter n of the function a call in a TU names (statics: that TU's). Malloc'd. */
char *origins_param_slot_called(const struct strmap *statics, const char *name, int n);

/*
 * A "param:NAME#N" slot read inside function scope (a USR), qualified as
 * origins_param_slot_of() does when scope is a static function of a .c
 * file; NULL when the slot needs no change. Malloc'd.
 */
char *origins_read_slot(const char *slot, const char *scope);

/* The last name of a function's USR ("c:f.c@F@conn_arm" -> "conn_arm"); usr itself without one. */
const char *origins_usr_name(const char *usr);

/*
 * The value v as its origins say: a wide integer or void * read from a
 * slot that only one pointer type (or only numbers, or only truncated
 * pointers) reaches becomes that origin; a narrow integer (VAL_NARROW) is
 * a truncated pointer when one reaches its slot, else a number. A
 * parameter (VAL_PARAM) is followed only when params is set: a wrapper's
 * parameters are otherwise followed by wrappers.c. Returns a
 * new fact (the caller owns it) with the path in via, or NULL when the
 * origins add nothing.
 */
struct fact *origins_resolve_value(const struct origins *o, const struct fact *v, int params);

/*
 * Recoveries through calls: a function that hands its parameter on
 * unchanged to a function that turns it into a pointer (passes_on(data)
 * calling helper(data), helper casting data to struct conn *) recovers it
 * too. Appends to recoveries one recover fact per such parameter (the
 * helper's recovery, with the function's usr/func/param and a via line per
 * call handed through), up to ORIGINS_PASS_DEPTH calls deep; the facts
 * made go to owned. Callees are matched by name, as wrappers are.
 */
#define ORIGINS_PASS_DEPTH 8
void origins_pass_recoveries(const struct facts_set *set, struct ptrvec *recoveries,
			     struct ptrvec *owned);

/*
 * The slot a recovery turns into a pointer: the field it reads from its
 * parameter (REC_FIELD: "record.member") or the parameter itself
 * ("param:NAME#N"); NULL for a container or getter recovery. Malloc'd.
 */
char *origins_recovery_slot(const struct fact *r);

#endif
