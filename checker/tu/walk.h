/*
 * The AST walk's state and the helpers its parts share (extract.c walks,
 * init_lists.c reads initialiser lists). Private to tu/: it holds libclang
 * types.
 */
#ifndef TIMERCHECK_TU_WALK_H
#define TIMERCHECK_TU_WALK_H

#include "facts/facts.h"
#include "support/util.h"
#include "tu/clang.h"
#include "tu/edit_facts.h"
#include "tu/used_functions.h"

/* Cursors kept until the end of the walk (see resolve_checked_calls). */
struct cursorvec {
	CXCursor *items;
	size_t len, cap;
};

struct walk {
	CXTranslationUnit tu;
	struct tu_facts *tf;
	struct cursorvec calls;		/* every CallExpr walked */
	struct cursorvec skipped;	/* file-scope declarations not walked (top_level_skip) */
	struct cursorvec defined;	/* file-scope function definitions, for decls.c */
	struct cursorvec recast;	/* casts whose result an enclosing cast converts to another type */
	struct ptrvec pending;		/* struct pending_cast * */
	struct ptrvec arity_fixes;	/* struct arity_fix *, settled after the walk */
	CXFile main_file;		/* the TU's main file */
	struct edit_trail trail;	/* what the edit facts read, kept as the walk goes */
	const char *dir;		/* the command's folder, for relative names */
	CXCursor function;		/* the function definition being walked, or null */
	int in_function;		/* function is not null (cheaper than clang_Cursor_isNull per cursor) */
	char *function_usr;		/* its USR, computed on first use */
	int callback_params;		/* function-pointer parameters it has; -1: not counted yet */
	int returns_generic;		/* it returns void *, an integer or void (*)(void); -1: not asked yet */
	int next_id;			/* call and store ids */
	/*
	 * An UnexposedExpr in a function, waiting for its first child: the
	 * implicit-conversion recovery test needs that operand, and the walk
	 * visits it next anyway (see take_conversion()).
	 */
	int conv_pending;
	CXCursor conv;
	struct callee_table *callees;	/* callee_candidates()'s memo, made on first use */
	struct ptrvec init_places;	/* struct init_place *: nested lists not walked yet */
	struct used_functions used;	/* headers' static functions, walked once named */
};

/* The USR of the function being walked, computed on first use. */
const char *function_usr(struct walk *w);

/* A new fact of KIND in the TU's facts, in the function being walked (scope). */
struct fact *add_fact(struct walk *w, enum fact_kind kind);

/* A record type's tag without "struct "/"union " (malloc'd). */
char *record_tag(CXType t);

/* The slot of a global variable: "global:USR", or NULL (malloc'd). */
char *global_key(CXCursor ref);

/* A store fact of the function VALUE names into slot KEY (which it takes). */
void record_function_into(struct walk *w, CXCursor value, char *key);

/* The same for each function VALUE may be (a conditional's branches, a slot read). */
void record_functions_into(struct walk *w, CXCursor value, char *key);

/* void *, an integer (as wide as a pointer when WIDE) or void (*)(void): a type that erases. */
int is_generic_type(CXType t, int wide);

/* A type a function can be kept in: a generic one or a function pointer. */
int holds_functions(CXType t, int wide);

#endif
