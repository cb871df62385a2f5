/*
 * Type keys: a canonical, machine-readable spelling of a C type, written by
 * the per-TU step (tu/type_keys.c) next to the human-readable spellings, and
 * the one compatibility function every rule uses (C11 6.2.7, 6.7.3, 6.7.6,
 * plus the policy of docs/design.md, "Type keys"). Both tu/ and analysis/
 * use it, so a cast is classified in the per-TU step by the same rules that
 * compare a registered context with its recovery in the join.
 *
 * Grammar (prefix, self-delimiting, never a tab or a newline):
 *   type     := qual* core
 *   qual     := 'K' const | 'V' volatile | 'R' restrict | 'Q' _Atomic
 *   core     := builtin | 'P' type | 'A' size '_' type
 *             | 'F' type type* ['z'] 'E'        prototype: return, params, '...'
 *             | 'G' type                        no prototype: return
 *             | ('S'|'U') name [members]        struct, union
 *             | 'U!' name [members]             a transparent union (a parameter takes any member)
 *             | ('N'|'M') name type             enum (implied | fixed underlying type)
 *             | 'X' name                        anything else, by its spelling
 *   size     := digits | '' (incomplete []) | '*' (variable length)
 *   name     := digits chars                    the tag ("4conn")
 *             | '$' digits chars                an anonymous type's stable key
 *   members  := '{' (name type)* ['~'] '}'      '~': more members, not listed
 *   builtin  := v void, b _Bool, c char, a signed char, h unsigned char, s short,
 *               t unsigned short, i int, j unsigned, l long, m unsigned long,
 *               x long long, y unsigned long long, n __int128, o unsigned __int128,
 *               f float, d double, e long double
 * A record lists its leading members (up to 64, fewer in a long key), so a
 * first member (C11 6.7.2.1p15) and a common initial sequence (6.5.2.3p6)
 * can be found; two anonymous types are told apart by their members. Integer kinds are named, not sized: C's compatibility
 * depends on the kind (long and long long differ where both are 64 bits).
 */
#ifndef TIMERCHECK_FACTS_TYPE_KEY_H
#define TIMERCHECK_FACTS_TYPE_KEY_H

#include "facts/facts.h"

/* Which rules a comparison follows. */
enum tkey_profile {
	TKEY_C,		/* C11's compatibility: what is undefined behaviour */
	TKEY_CFI,	/* what Clang CFI and kCFI trap: their type ids tell more types apart */
};

enum tkey_verdict {
	TKEY_INCOMPATIBLE,
	TKEY_LAYOUT_ONLY,	/* two anonymous records with the same members, nothing else differs */
	TKEY_COMPATIBLE,
};

/* True when s is a well-formed type key (and nothing follows it). */
int tkey_valid(const char *s);

/* Compatibility of two types (a and b type keys); top-level qualifiers ignored. */
enum tkey_verdict tkey_compatible(const char *a, const char *b, enum tkey_profile p);

/*
 * How the function type real (a key 'F...' or 'G...', what a function is)
 * differs from to (the type it is called or stored as): MISMATCH_NONE when
 * compatible under p, else the most severe difference; *param: the 1-based
 * parameter concerned, 0 for the return type or the whole list.
 */
enum cast_mismatch tkey_classify(const char *real, const char *to, enum tkey_profile p, int *param);

/*
 * A call through a pointer without a prototype (C11 6.5.2.2p6): how the
 * arguments, after default promotions (call: a key 'F' whose return is the
 * pointer's and whose parameters are the promoted argument types), differ
 * from the prototyped function real that the pointer holds. Another number
 * of arguments or a prototype ending in '...' is MISMATCH_ARITY; the
 * standard's two exceptions (signed/unsigned of one integer kind, void *
 * against char *) are compatible. A real without a prototype: MISMATCH_NONE.
 */
enum cast_mismatch tkey_classify_call(const char *real, const char *call, int *param);

/* How a registered context pointer and the pointer a callback recovers relate. */
enum tkey_relation {
	TKEY_SAME,		/* compatible pointers (qualifiers at any level ignored) */
	TKEY_GENERIC,		/* one side asserts nothing: void *, char *, void ** */
	TKEY_FIRST_MEMBER,	/* the recovered type is the registered object's first member (chain) */
	TKEY_DOWNCAST,		/* the registered type is the recovered one's first member (chain) */
	TKEY_COMMON_INITIAL,	/* one struct's members are the other's first ones, by type */
	TKEY_UNPROVEN,		/* the recovered record's members are unknown here: cannot be proven */
	TKEY_SIMILAR,		/* anonymous records with the same members */
	TKEY_CONFLICT,		/* a proven mismatch */
};

/* registered and recovered are type keys of pointer types; a malformed key gives TKEY_UNPROVEN. */
enum tkey_relation tkey_pointer_relation(const char *registered, const char *recovered);

/*
 * Are two differently named structs laid out alike, every member, so that
 * a pointer into one, taken back with container_of() as the other, gives
 * the right address and the same members? registered is a record's key,
 * recovered a pointer key (to the recovered record). Every member must have
 * the same name and the same layout: the same type, records whose members
 * have the same names and layouts, or a struct of one member standing for
 * that member (Linux's struct static_key_false { struct static_key key; }).
 * Members that are not listed, or a malformed key, prove nothing: 0.
 */
int tkey_layout_twins(const char *registered, const char *recovered);

/* The key of parameter n (1-based) of a function type's key, malloc'd, or NULL. */
char *tkey_param(const char *fn, int n);

/* void *, char * (any char kind), void ** and their qualified forms. */
int tkey_is_generic_pointer(const char *key);

#endif
