/*
 * Following values back to their origin and parameters forward to their
 * conversions, on libclang cursors. Used by the extractor for call, arg,
 * store and recover facts.
 */
#ifndef TIMERCHECK_TU_VALUE_SHAPES_H
#define TIMERCHECK_TU_VALUE_SHAPES_H

#include "tu/clang.h"

#include "facts/facts.h"

/* Skips parentheses and implicit conversions (libclang's UnexposedExpr with one expression child). */
CXCursor values_peel(CXCursor c);

/* The first and last expression children of a cursor (null cursor if none). */
CXCursor values_first_expr(CXCursor c);
CXCursor values_last_expr(CXCursor c);
/* Both in one visit. */
void values_first_last_expr(CXCursor c, CXCursor *first, CXCursor *last);

/* If expr names a function (through parens, casts, &), returns its declaration; else a null cursor. */
CXCursor values_function_of(CXCursor expr);

/*
 * If expr (after parentheses, implicit conversions and casts) is a
 * conditional c ? a : b, sets *then and *otherwise to its branches and
 * returns 1; else 0.
 */
int values_branches(CXCursor expr, CXCursor *then, CXCursor *otherwise);

/*
 * Describes the value of expr into f: flags (VAL_*), type_from, type_to,
 * func/usr/decl, container/member. Cannot fail; unknown values get no flags.
 */
void values_describe(CXCursor expr, struct fact *f);

/*
 * A key naming the object an lvalue or pointer expression designates
 * ("obj.timer", "t"), or NULL when it has no simple name. A pointer local
 * given one value is named by that value (h = &obj->timer: "obj.timer").
 * Malloc'd.
 */
char *values_object_key(CXCursor expr);

/*
 * Where the object designated by expr (an lvalue) is embedded: sets
 * container/member and VAL_EMBEDDED, or VAL_STANDALONE for a plain variable.
 */
void values_object_embedding(CXCursor lvalue, struct fact *f);

/*
 * The object a pointer expression points to when the code says which:
 * &d->part, or a pointer local whose one value is such an address (p after
 * p = &d->part). A null cursor otherwise.
 */
CXCursor values_pointed_object(CXCursor ptr);

/*
 * If expr (after peeling) comes from parameter number N (1-based) of fn,
 * directly, through local variables' initialisers, through a field of the
 * parameter (REC_FIELD, member set) or a getter call on it (REC_GETTER, api
 * set), returns N and sets those in f; else 0.
 */
int values_param_source(CXCursor expr, CXCursor fn, struct fact *f);

/*
 * If expr is parameter N (1-based) of fn itself, through parentheses and
 * conversions, implicit or written (a wrapper passing its fn or (unsigned
 * long)arg on), returns N; else 0. Fields of the parameter do not count.
 */
int values_param_origin(CXCursor expr, CXCursor fn);

/* The slot of a global variable or a function's static: "global:USR"; NULL for others (malloc'd). */
char *values_global_slot(CXCursor ref);

/*
 * For a container_of shape (p - offsetof(T, m)), returns p, sets *member to
 * "m" and *types to the records holding each segment of m ("T|..."); else a
 * null cursor. Both strings are malloc'd.
 */
CXCursor values_container_shape(CXCursor expr, char **member, char **types);

/*
 * The chain of struct types the object a pointer type points to starts
 * with ("struct derived|struct base|..."), when its first member is a
 * struct; else NULL. Malloc'd.
 */
char *values_layout(CXType pointer);

/*
 * A function type's signature for the join: canonical return and parameter
 * types, tab-separated, then "..." if variadic; NULL without a prototype.
 * Malloc'd.
 */
char *values_signature(CXType fn);

/* Canonical spelling of a type with top-level qualifiers removed ("struct foo *"). */
char *values_type_name(CXType t);

/* Whether BINOP (with left side LHS) is a plain assignment, not a comparison or compound one. */
int values_is_assignment(CXCursor binop, CXCursor lhs);

/* An integer constant expression's value (clang_Cursor_Evaluate); -1 if it is not one. */
long long values_constant(CXCursor c);

#endif
