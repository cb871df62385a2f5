/*
 * Facts: what one translation unit tells timercheck, as plain data.
 *
 * The extractor (extract.c) turns a libclang AST into facts; everything after
 * that (rules, the cross-TU join, the cache, worker processes, --facts-dir)
 * works on facts alone and never sees a cursor. Facts serialise to a small,
 * versioned, line-oriented text format documented in docs/design.md, so a
 * worker can stream them to its parent and a later run can join them.
 */
#ifndef TIMERCHECK_FACTS_FACTS_H
#define TIMERCHECK_FACTS_FACTS_H

#include <stdio.h>

#include "support/strmap.h"
#include "support/util.h"

#define FACTS_FORMAT_VERSION 4

/* A position in a source file; file is NULL when unknown. Lines and columns count from 1. */
struct tc_loc {
	char *file;
	unsigned line;
	unsigned col;
};

/*
 * Fact kinds. Facts do not depend on the rule packs: a call that passes a
 * function, a store into a struct field and a parameter turned into a
 * pointer are recorded whatever API they belong to; the packs give them
 * meaning when the rules run. So the cache never depends on the packs.
 *
 *   cast     loc, spell, macro, func/usr/decl (the function cast), type_from
 *            (its real type), type_to (the cast's type), detail (enum
 *            cast_mismatch), param, text ("what it has<TAB>what the cast says")
 *   diag     loc, text (the compiler's message)
 *   call     a call passing a function: loc, api (callee), func/usr/decl
 *            (the function passed), param (its argument index), detail (call
 *            id), text (the function's parameter count)
 *   arg      another argument of that call: api, detail (the call id), param
 *            (argument index), flags (VAL_*), value fields (below), text
 *            (the enclosing function). Also, with a call id of its own and
 *            no call fact, an argument of a call passing no function that
 *            may be a context (a typed pointer erased into void * or an
 *            integer, a number cast to void *, a void * parameter handed
 *            on): the join
 *            binds it when the callee is a wrapper that fixes its callback.
 *   store    an assignment to a struct field: api ("record.field"), flags
 *            (VAL_*), value fields, text (a key naming the object stored into
 *            and the enclosing function, to pair stores to the same object),
 *            container/member (where that object is embedded, if it is),
 *            param (p->field = v with p the enclosing function's parameter
 *            param, 1-based; 0 otherwise)
 *   recover  a function turning its parameter into a pointer: func/usr/decl
 *            (the function), param (1-based), type_from (the parameter's
 *            type), type_to (the pointer type obtained), flags (REC_*),
 *            container/member (container_of shape), member (REC_FIELD: the
 *            field read from the parameter), api (REC_GETTER: the getter)
 *   decl     a declaration with a callback API's shape (tu/decls.c), for
 *            inference (analysis/infer.c); flags say which shape:
 *            DECL_CONTEXT   a function passing a context value: func/usr/api
 *                           (the function), param (the callback argument),
 *                           detail (the context argument), origin (the
 *                           callback parameter that receives it), type_from
 *                           (the callback's type), type_to (the context's)
 *            DECL_EMBED_CALL the same with an object the callback gets
 *                           back: detail (the object argument), container
 *                           (its struct), member (the struct's field of the
 *                           callback's type), text (the struct's void *
 *                           user data field, if it has one: data ...)
 *            DECL_EMBED_FIELD a struct field whose function takes a pointer
 *                           to the struct: api (the struct's tag), member
 *                           (the field), origin (the parameter), type_from
 *            DECL_IN_SYSTEM is added for a declaration in a system header.
 *            DECL_DEFINED: written from the definition (the body was
 *                           walked); DECL_CALLS_BACK: the body calls
 *                           the callback parameter (or a local copy)
 *                           with the value (or a copy) as argument
 *                           origin; DECL_SEVERAL: the function has
 *                           other function-pointer parameters.
 *            DECL_STORES    the body of function api (usr) stores its
 *                           parameter param (the callback) into field
 *                           member of an object of record container,
 *                           and parameter detail into field text of the
 *                           same object (text NULL: detail is that
 *                           object itself, an embed-call's)
 *            DECL_FIELD_CALL a call through field member of an object of
 *                           record container passing field text of the
 *                           same object (NULL: the object itself) as
 *                           argument origin; with DECL_STORES, evidence
 *                           that a function hands its value over
 *
 *   record   a struct a registration embeds its object in (the outermost
 *            container of an arg or store with VAL_EMBEDDED), defined in
 *            this TU: container (its name, as the value's chain spells
 *            it), tkey (the record's type key, members listed), so the join
 *            can tell a layout-identical twin from another container
 *
 * Value fields (arg, store): func/usr for a function; type_from: the
 * pointer type a value really has; type_to: the type it was passed as;
 * container/member for &obj->member; VAL_PARAM with origin: the value is
 * that parameter of the enclosing function (the join follows it to the
 * function's callers).
 *
 * Flow fields, on every kind: scope is the USR of the function the fact is
 * written in (NULL at file scope); via is the path a value took to get here,
 * one step per line, "file<TAB>line<TAB>col<TAB>what happened there"
 * (an erasure to void *, a store), for the notes of a finding. layout, on
 * a pointer value (arg, store: type_from) or a recovery (type_to), is the
 * chain of record types its object starts with, outermost first ("struct
 * derived|struct base"), when the first member is itself a struct: a
 * pointer to the object is a pointer to each of them (C11 6.7.2.1p15).
 * tkey, the type key (facts/type_key.h: canonical, machine-readable): of
 * type_from on a pointer value (arg, store), of type_to on a recovery, of
 * the function passed on a call or named by a function value (VAL_FUNCTION). The rules compare types through these
 * keys (tkey_pointer_relation()), never through the spellings.
 *   cast with FACT_F_CFI_ONLY: compatible in C, a trap under CFI (an enum
 *            for its integer type, a qualified return type, char (*)[]
 *            for char (*)[15]): reported under --profile=cfi only.
 *   cast with FACT_F_CALL_THROUGH: the function is called through the
 *            cast's type (((void (*)(void))f)()), not stored.
 *   cast with FACT_F_CALL_THROUGH | FACT_F_ARGUMENTS: a call through a
 *            pointer without a prototype (type_to) whose promoted
 *            arguments do not fit the prototype of the function it holds
 *            (C11 6.5.2.2p6); text "what it takes<TAB>what is passed".
 *            With FACT_F_FROM_SLOT (the function is only known to the
 *            join): container the slot, sig and tkey the call's own
 *            function type (the pointer's return, the promoted arguments),
 *            compared by tkey_classify_call(). A direct call of a function
 *            declared without a prototype names the slot "function:USR",
 *            which every prototyped definition with external linkage fills
 *            (a store with VAL_FUNCTION, api "function:USR", sig and tkey).
 *   cast with FACT_F_FROM_SLOT: a value read from a field ("record.field")
 *            or a global ("global:USR"), named by container, of a generic
 *            type (void *, an integer, void (*)(void)), converted into the
 *            function-pointer type type_to (sig: its signature); the join
 *            compares it with the functions stored there (store facts with
 *            VAL_FUNCTION and sig; api "global:USR" for a global).
 *   cast with FACT_F_IMPLICIT: the conversion into the function-pointer
 *            type is implicit (no cast is written there); via says where the
 *            type was erased, if it was.
 *   call     spell: where the argument passing the function is (a cast in
 *            it is reported there; a pack's dispatch entry can sanction it).
 *   call, store of a function passed through a cast written there (the
 *            cast fact at the call's spell or the store's loc, same function
 *            and scope; tu/registration_casts.c): FACT_F_CHECKED_CALL when
 *            the cast is checked, macro the cast's macro field.
 *   call with FACT_F_FROM_SLOT: the argument is a function pointer read
 *            from a slot, named by container as for a cast ("record.field",
 *            "global:USR", "global:USR[2]", "return:USR"); func/usr are
 *            NULL, text its parameter count; the join registers each
 *            function stored there. A conditional argument (k ? f : g) has
 *            one call fact per branch (same call id), a function branch
 *            with via naming it.
 *   store    of a function, also into a function-pointer global (its
 *            initialiser too), an array of function pointers and the
 *            return:USR of a function returning a function pointer; of a
 *            conditional (x = k ? f : g): one store per function branch.
 *   store with FACT_F_FROM_SLOT: a field given a function pointer read
 *            from a slot (t->function = g_fn): sig names the slot (as a
 *            call's container), func/usr are NULL.
 *   store with VAL_FIELD_READ: the value is read from a field or an
 *            integer or void * global; sig names it ("record.field",
 *            "global:USR"; container says where the object stored into
 *            is). arg facts keep it in container. A store into such a
 *            global has api "global:USR" and no text.
 *   call     sig: the signature of the function passed, when the
 *            parameter it is passed to is generic (void *pfunc): the
 *            function fills the slot "param:NAME#N" (analysis/slot_flow.c).
 *   cast with FACT_F_FROM_SLOT may name a generic parameter of the
 *            function it is in as its slot ("param:NAME#N").
 * Slots and what reaches them across the program: analysis/origins.h.
 *   call with VAL_PARAM: the function passed is the enclosing function's
 *            parameter number origin (a wrapper: my_arm(t, fn, arg) calling
 *            setup_timer(t, fn, arg)); func/usr are NULL.
 *
 *   edit     a source range a rewrite needs (tu/edit_facts.c; main file only,
 *            never inside a macro): loc is where it begins, spell where it
 *            ends (exclusive); api says what it is:
 *     def    a callback's definition (named outside a call in its TU, or
 *            recovering a parameter; a void function of one integer
 *            parameter, or one a cast fact casts): func/usr, loc..spell the text between
 *            its parentheses, decl just after its body's '{', sig its
 *            signature, text its parameter names (tab-separated), param how
 *            often the body names parameter 1, flags EDIT_STATIC,
 *            EDIT_NAMES_T, EDIT_DECLARED
 *     decl   another declaration of a callback: func/usr, loc..spell its
 *            parameter list (in the main file: of a def's function or one
 *            named outside a call; in a header: of every void function of
 *            one integer parameter, so the header's facts are the same in
 *            each TU); EDIT_UNEDITABLE and only loc when it is in a macro
 *     init   in a def's function (usr), a local variable (func, its type as
 *            written in type_to) initialised from parameter param:
 *            loc..spell the initialiser
 *     call   an argument of a call with call facts (detail: the call id),
 *            param its index (0: the callee's name), loc..spell its range,
 *            text its source text
 *     macro  a macro invocation in the main file that writes a call with
 *            call facts, one of whose arguments is &obj->member and another
 *            an object pointer (detail: the call id), or a store of a
 *            function (detail: the store's id): loc..spell the invocation,
 *            func the macro's name, text its arguments (blanks dropped,
 *            tab-separated)
 *     field  a member whose address is an argument of such a call (detail
 *            the call id, param the argument): func its name, type_to its
 *            type, loc..spell the type part of its declaration (main file
 *            only); EDIT_OTHER_USES. Also (param 0, detail a store's id)
 *            the member a function is stored into (obj->member.function =
 *            fn as a statement), origin how often the file names it other
 *            than as &obj->member in a macro's argument
 *     stmt   with detail: the statement holding that store fact, loc..spell
 *            what removes it (its whole lines when it stands alone), text
 *            "object<TAB>value" (object without blanks); with detail 0: a
 *            call statement func(&object) in the same function (scope) as a
 *            store into object, loc..spell the call, text the object
 *     use    a function named in the main file (func/usr, loc), when it
 *            is a void function of one integer parameter, a static void
 *            function of one void * parameter, or a cast fact casts it; a
 *            static one only when the file names it outside a call or it
 *            recovers a parameter; EDIT_CALLED: as a direct call's callee,
 *            EDIT_STATIC: the function is static
 *     cast   the "(type)" of a cast fact's written cast of a function
 *            (loc..spell; func/usr the function), decl the start of the
 *            top-level declaration it is in (where an adapter can go), sig
 *            the slot's signature, text the function's signature
 */
enum fact_kind {
	FACT_CAST,
	FACT_DIAG,
	FACT_CALL,
	FACT_ARG,
	FACT_STORE,
	FACT_RECOVER,
	FACT_DECL,
	FACT_EDIT,
	FACT_RECORD,
	FACT_KIND_COUNT
};

/* How two function types differ, most severe first (FACT_CAST's detail). */
enum cast_mismatch {
	MISMATCH_NONE,
	MISMATCH_POINTER_INTEGER,	/* a pointer on one side, an integer on the other */
	MISMATCH_ARITY,		/* different parameter counts or variadic-ness */
	MISMATCH_POINTEE,	/* pointers to different object types */
	MISMATCH_PARAM_TYPE,	/* other parameter types that differ (long vs unsigned long) */
	MISMATCH_RETURN,	/* different return types */
};

/* FACT_CAST flags */
#define FACT_F_CHECKED_CALL	0x1	/* the same macro expansion also calls the function (typed-setup
				 * idiom); also on the call or store the cast registers */
#define FACT_F_LAUNDERED	0x2	/* the function went through a generic type on the way */
#define FACT_F_IN_SYSTEM	0x4	/* spelled and expanded in system headers */
#define FACT_F_POINTER_VAR	0x8	/* the value cast is a function-pointer variable or field */
#define FACT_F_CFI_ONLY	0x1000000	/* compatible in C; CFI's type ids differ (--profile=cfi only) */
#define FACT_F_CALL_THROUGH	0x2000000	/* called through the generic type without casting back */
#define FACT_F_ARGUMENTS	0x4000000	/* with FACT_F_CALL_THROUGH: called through a pointer without a
				 * prototype with arguments the function does not take */
#define FACT_F_IMPLICIT	0x10000000	/* an implicit conversion, not a written cast */
#define FACT_F_FROM_SLOT	0x20000000	/* cast, call: what a slot holds (container) */
#define FACT_F_RECAST	0x8000000	/* cast: an enclosing cast converts it again, so nothing calls
				 * through this cast's type ((A)(void (*)(void))(B)f: not B);
				 * store of a slot's copy: g2 = (T)g1 converts what g1 holds */

/* What a value (an argument or a stored value) is, once followed back to its origin. */
#define VAL_FUNCTION	0x10	/* a function */
#define VAL_POINTER	0x20	/* a pointer to an object; type_from says which */
#define VAL_SMUGGLED	0x40	/* a pointer converted to an integer on the way (type_to) */
#define VAL_TRUNCATED	0x80	/* ... to an integer narrower than a pointer */
#define VAL_NUMBER	0x100	/* a genuine number: literal, enumerator, arithmetic on numbers */
#define VAL_EMBEDDED	0x200	/* &obj->member: container/member say where */
#define VAL_STANDALONE	0x400	/* &var of an object that is not a member of anything */
#define VAL_NULL	0x800	/* a null pointer constant */
#define VAL_ALLOCATED	0x1000	/* a bare allocation (malloc, kzalloc ...) */
#define VAL_THROUGH_CAST	0x2000	/* a function passed through a cast (its parameter type is not the API's) */
#define VAL_FIELD_READ	0x4000	/* read from a slot: a struct field or a global (container:
				 * "record.field", "global:USR"); the join looks at what the
				 * program stores there */

/* How a function turns its parameter into a pointer (recover facts). */
#define REC_CAST	0x10000	/* an explicit cast */
#define REC_IMPLICIT	0x20000	/* an implicit conversion from void * */
#define REC_CONTAINER	0x40000	/* pointer minus offsetof(T, member), cast to T * */
#define REC_FIELD	0x80000	/* read through a field of the parameter (member) */
#define REC_GETTER	0x100000	/* through a getter call on the parameter (api) */

/* The shape of a declaration (decl facts). */
#define DECL_CONTEXT	0x1	/* a function: callback plus context value */
#define DECL_EMBED_CALL	0x2	/* a function: callback plus the object it gets back */
#define DECL_EMBED_FIELD	0x4	/* a struct's callback field taking the struct */
#define DECL_IN_SYSTEM	0x8	/* declared in a system header */
#define DECL_SHAPES	(DECL_CONTEXT | DECL_EMBED_CALL | DECL_EMBED_FIELD)
/*
 * What a function's body shows (DECL_CONTEXT, DECL_EMBED_CALL), and two
 * facts of evidence: bits no other kind uses, so a flag test that forgets
 * the kind cannot mistake them for VAL_* or REC_* bits.
 */
#define DECL_DEFINED	0x1000000	/* written from the definition: its body was walked */
#define DECL_CALLS_BACK	0x2000000	/* the body calls the callback with the value at argument origin */
#define DECL_SEVERAL	0x4000000	/* the function has other function-pointer parameters */
#define DECL_STORES	0x8000000	/* the body stores callback and value into one object's fields */
#define DECL_FIELD_CALL	0x40000000	/* a call through a field with a field of the same object */

/* A value that is a parameter of the enclosing function (arg, call: origin says which). */
#define VAL_PARAM	0x200000
/* A store into a member of a union (sigev_value.sival_int): the union's other members are the same bytes. */
#define VAL_IN_UNION	0x400000
/* arg: a pointer a call returned (directly, or a local variable's initialiser); func names the callee. */
#define VAL_RETURNED	0x800000
/*
 * An integer that went through a type narrower than the one it ends in
 * (an unsigned int field read as an unsigned long context; type_to the
 * narrow type): no whole pointer fits; the join's origins say whether it
 * is a number or a pointer truncated on the way (analysis/origins.h).
 */
#define VAL_NARROW	0x80000000u

/* Edit facts (tu/edit_facts.c). */
#define EDIT_STATIC	0x1	/* def, use: the function has internal linkage */
#define EDIT_NAMES_T	0x2	/* def: its body names something called 't' */
#define EDIT_DECLARED	0x4	/* def: an earlier declaration exists */
#define EDIT_CALLED	0x8	/* use: a direct call */
#define EDIT_UNEDITABLE	0x10	/* decl: in a macro, cannot be rewritten */
#define EDIT_OTHER_USES	0x20	/* field: the file names the member other than as the registration's
				 * argument or as &obj->member in a macro's argument */

/*
 * One fact. Which string fields are used depends on the kind (docs/design.md
 * lists them); unused ones are NULL. All strings are owned by the fact.
 */
struct fact {
	enum fact_kind kind;
	struct tc_loc loc;	/* where it is reported: the file position the user wrote */
	struct tc_loc spell;	/* inside a macro: where the code is spelled */
	char *macro;		/* the macro whose body holds spell, or NULL */
	struct tc_loc decl;	/* the declaration of the function involved */
	char *func;		/* function (callback) name */
	char *usr;		/* its USR, the cross-TU key */
	char *type_from;	/* cast: the function's real type; register: context type */
	char *type_to;		/* cast: the destination type; recover: the recovered type */
	char *container;	/* embedded object: container type */
	char *member;		/* embedded object: member path inside the container */
	char *api;		/* rule-pack entry that matched */
	char *text;		/* free text: diagnostic message, parameter details */
	int detail;		/* cast: enum cast_mismatch; register/recover: parameter index */
	unsigned flags;
	int param;		/* cast: 1-based parameter that differs, 0 for the return value */
	char *scope;		/* USR of the enclosing function, or NULL */
	int origin;		/* VAL_PARAM: 1-based parameter of scope the value is */
	char *via;		/* the value's path: "file<TAB>line<TAB>col<TAB>text" lines */
	char *layout;		/* a pointer's first members: "struct derived|struct base|..." */
	char *sig;		/* a function type: "return<TAB>param...", "...<TAB>..." if variadic */
	char *tkey;		/* type key (facts/type_key.h) of a value's or recovery's pointer
				 * type, or of a call's or a value's function */
};

/*
 * One input file of a TU and its content hash (for the cache, and for --fix:
 * a file whose content no longer has this hash is not edited). system: the
 * file is a system header (the "system" field of its dep line); --fix never
 * edits one. Asked exactly of every file a fact names (the files a fix can
 * edit), of every file that includes another, and of every file a system
 * header includes; another header (a leaf the facts do not name) is 0.
 */
struct tu_dep {
	char *path;
	unsigned long long hash;
	int system;
};

enum tu_status {
	TU_OK,			/* parsed without errors */
	TU_ERRORS,		/* parsed, but the compiler reported errors */
	TU_FAILED,		/* could not be parsed at all */
};

/* Everything one TU yields. */
struct tu_facts {
	char *main_file;
	enum tu_status status;
	struct ptrvec facts;	/* of struct fact * */
	struct ptrvec deps;	/* of struct tu_dep *, main file first */
};

#define TU_FACTS_INIT { NULL, TU_OK, PTRVEC_INIT, PTRVEC_INIT }

/*
 * The facts of many TUs: what the rules and the cross-TU join work on, kept
 * in the parent for the whole run, so it holds only what they need
 * (facts_set.c): no dependency list, one copy of each string, and a header's
 * facts once, not once per TU that includes it.
 */
struct facts_set {
	struct ptrvec tus;		/* struct tu_facts *, in input order */
	struct strpool strings;		/* every string of the kept facts */
	struct strmap groups;		/* private: the header fact groups kept */
	size_t facts_received;		/* facts handed to facts_set_take() */
	size_t facts_kept;		/* of those, the ones kept */
};
#define FACTS_SET_INIT { PTRVEC_INIT, STRPOOL_INIT, STRMAP_INIT, 0, 0 }

/*
 * Moves tf's contents into the set (tf is left empty), keeping what the
 * rules and the join need: the dependency list is dropped, strings are
 * shared with the set's pool (the set's facts own none; never fact_free()
 * them), and the facts a TU has in a file other than its main file are
 * dropped when an earlier TU gave the same facts in that file and nothing
 * else in either TU refers to them (the same call id or the same function,
 * the two things the join pairs facts of one TU by): the join would only
 * have found the same things twice.
 */
void facts_set_take(struct facts_set *set, struct tu_facts *tf);
void facts_set_release(struct facts_set *set);

/* Allocates a zeroed fact of the given kind and appends it to tf. Never fails. */
struct fact *facts_add(struct tu_facts *tf, enum fact_kind kind);
/* Appends a dependency (system 0) and returns it, so the caller can mark it system. */
struct tu_dep *tu_facts_add_dep(struct tu_facts *tf, const char *path, unsigned long long hash);
/* Releases everything tf owns and leaves it empty (TU_FACTS_INIT). */
void tu_facts_release(struct tu_facts *tf);
/* Frees what a fact owns and zeroes it (for a fact not allocated by facts_add). */
void fact_release(struct fact *f);
void fact_free(struct fact *f);
struct fact *fact_dup(const struct fact *f);

void tc_loc_set(struct tc_loc *loc, const char *file, unsigned line, unsigned col);
void tc_loc_release(struct tc_loc *loc);

const char *fact_kind_name(enum fact_kind kind);

/* Writes tf in the facts format. Returns 0, or -1 on a write error. */
int facts_write(FILE *out, const struct tu_facts *tf);

/*
 * Parses one facts record from text (as written by facts_write). Returns 0 and
 * fills tf (which must be empty), or -1 and sets *err to a malloc'd message
 * naming the line; tf is then released. The text need not be NUL-terminated
 * beyond len.
 */
int facts_parse(const char *text, size_t len, struct tu_facts *tf, char **err);

#endif
