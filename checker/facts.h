/*
 * Facts: what one translation unit tells timercheck, as plain data.
 *
 * The extractor (extract.c) turns a libclang AST into facts; everything after
 * that (rules, the cross-TU join, the cache, worker processes, --facts-dir)
 * works on facts alone and never sees a cursor. Facts serialise to a small,
 * versioned, line-oriented text format documented in docs/design.md, so a
 * worker can stream them to its parent and a later run can join them.
 */
#ifndef TIMERCHECK_FACTS_H
#define TIMERCHECK_FACTS_H

#include <stdio.h>

#include "util.h"

#define FACTS_FORMAT_VERSION 1

/* A position in a source file; file is NULL when unknown. Lines and columns count from 1. */
struct tc_loc {
	char *file;
	unsigned line;
	unsigned col;
};

enum fact_kind {
	FACT_CAST,	/* a function cast to an incompatible function-pointer type */
	FACT_DIAG,	/* an error the compiler reported while parsing */
	FACT_FUNCTION,	/* a function definition (for the cross-TU join) */
	FACT_REGISTER,	/* a callback bound to a context value or an embedded object */
	FACT_RECOVER,	/* a callback turning its context back into a pointer or container */
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
#define FACT_F_CHECKED_CALL	0x1	/* the same macro expansion also calls the function (typed-setup idiom) */
#define FACT_F_LAUNDERED	0x2	/* the function went through a generic type on the way */
#define FACT_F_IN_SYSTEM	0x4	/* spelled and expanded in system headers */

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
};

/* One input file of a TU and its content hash (for the cache). */
struct tu_dep {
	char *path;
	unsigned long long hash;
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

/* The facts of many TUs: what the rules and the cross-TU join work on. */
struct facts_set {
	struct ptrvec tus;	/* struct tu_facts *, in input order */
};
#define FACTS_SET_INIT { PTRVEC_INIT }

/* Moves tf's contents into the set (tf is left empty). */
void facts_set_take(struct facts_set *set, struct tu_facts *tf);
void facts_set_release(struct facts_set *set);

/* Allocates a zeroed fact of the given kind and appends it to tf. Never fails. */
struct fact *facts_add(struct tu_facts *tf, enum fact_kind kind);
void tu_facts_add_dep(struct tu_facts *tf, const char *path, unsigned long long hash);
/* Releases everything tf owns and leaves it empty (TU_FACTS_INIT). */
void tu_facts_release(struct tu_facts *tf);
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
