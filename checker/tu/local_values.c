/*
 * The values each local pointer or integer variable of a function receives (see
 * local_values.h). One walk of the function's body collects, for every
 * such local, its initialiser and its plain assignments, and marks the
 * locals written in ways the walk cannot follow (address taken, ++, +=);
 * the table is kept for the last function asked about, since callers ask
 * about the function they are walking.
 */
#include "tu/local_values.h"

#include <stdlib.h>

#include "support/util.h"
#include "tu/value_shapes.h"

struct local {
	CXCursor var;
	CXCursor values[LOCAL_VALUES_MAX];
	int n;
	int unknown;	/* written in a way not followed, or more values than kept */
	int moved;	/* an integer moved by ++, -- or a compound assignment (a loop index) */
};

static struct {
	CXCursor fn;
	int valid;
	struct local *locals;
	size_t len, cap;
} cache;

void local_values_reset(void)
{
	free(cache.locals);
	cache.locals = NULL;
	cache.len = cache.cap = 0;
	cache.valid = 0;
}

/* A pointer or an integer (a pointer smuggled through one, a number). */
static int holds_value(CXType t)
{
	return t.kind == CXType_Pointer || t.kind == CXType_Enum ||
	       (t.kind >= CXType_Bool && t.kind <= CXType_Int128);
}

static int is_tracked(CXCursor var)
{
	return clang_getCursorKind(var) == CXCursor_VarDecl &&
	       clang_getCursorLinkage(var) == CXLinkage_NoLinkage &&
	       clang_Cursor_getStorageClass(var) != CX_SC_Static &&
	       holds_value(clang_getCanonicalType(clang_getCursorType(var)));
}

static struct local *find_local(CXCursor var)
{
	size_t i;

	for (i = 0; i < cache.len; i++)
		if (clang_equalCursors(cache.locals[i].var, var))
			return &cache.locals[i];
	return NULL;
}

/* The tracked local an lvalue expression names, or NULL. */
static struct local *named_local(CXCursor lvalue)
{
	CXCursor c = values_peel(lvalue);

	if (clang_getCursorKind(c) != CXCursor_DeclRefExpr)
		return NULL;
	return find_local(clang_getCursorReferenced(c));
}

static void add_value(struct local *l, CXCursor value)
{
	if (clang_Cursor_isNull(value))
		return;
	if (l->n == LOCAL_VALUES_MAX)
		l->unknown = 1;
	else
		l->values[l->n++] = value;
}

static void add_local(CXCursor var)
{
	struct local *l;

	if (cache.len == cache.cap) {
		cache.cap = cache.cap ? 2 * cache.cap : 8;
		cache.locals = xrealloc(cache.locals, cache.cap * sizeof(*cache.locals));
	}
	l = &cache.locals[cache.len++];
	l->var = var;
	l->n = 0;
	l->unknown = 0;
	l->moved = 0;
#if CINDEX_VERSION_MINOR >= 64
	add_value(l, clang_Cursor_getVarDeclInitializer(var));
#else
	add_value(l, values_last_expr(var));
#endif
}

/* False for a binary operator that is surely no plain assignment. */
static int maybe_assignment(CXCursor binop)
{
#if CINDEX_VERSION_MINOR >= 64
	return clang_getCursorBinaryOperatorKind(binop) == CXBinaryOperator_Assign;
#else
	(void)binop;
	return 1;
#endif
}

/* True for a unary operator that writes its operand or lets its address escape (&p, p++). */
static int writes_operand(CXCursor unary)
{
#if CINDEX_VERSION_MINOR >= 64
	switch (clang_getCursorUnaryOperatorKind(unary)) {
	case CXUnaryOperator_AddrOf: case CXUnaryOperator_PostInc: case CXUnaryOperator_PostDec:
	case CXUnaryOperator_PreInc: case CXUnaryOperator_PreDec:
		return 1;
	default:
		return 0;
	}
#else
	/* Without the operator kind: only a result of pointer type can be &p, p++ or --p. */
	return clang_getCanonicalType(clang_getCursorType(unary)).kind == CXType_Pointer &&
	       !clang_equalTypes(clang_getCanonicalType(clang_getCursorType(unary)),
				 clang_getCanonicalType(clang_getPointeeType(clang_getCanonicalType(
					 clang_getCursorType(values_first_expr(unary))))));
#endif
}

/*
 * i++, i--, i += n on an integer local: its values stay what arithmetic on
 * them makes (numbers stay numbers); &i and anything on a pointer local
 * are writes the walk cannot follow.
 */
static int moves_integer(const struct local *l, CXCursor op)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(l->var));

	if (t.kind == CXType_Pointer)
		return 0;
#if CINDEX_VERSION_MINOR >= 64
	if (clang_getCursorKind(op) == CXCursor_UnaryOperator)
		return clang_getCursorUnaryOperatorKind(op) != CXUnaryOperator_AddrOf;
	return 1;
#else
	/* Without the operator kind &i cannot be told from i++: not followed. */
	return clang_getCursorKind(op) == CXCursor_CompoundAssignOperator;
#endif
}

static enum CXChildVisitResult scan(CXCursor c, CXCursor parent, CXClientData data)
{
	struct local *l;
	CXCursor lhs, rhs;

	(void)parent;
	(void)data;
	switch (clang_getCursorKind(c)) {
	case CXCursor_VarDecl:
		if (is_tracked(c))
			add_local(c);
		break;
	case CXCursor_BinaryOperator:
		/* Operator kinds first: they are cheaper than visiting the operands. */
		if (!cache.len || !maybe_assignment(c))
			break;
		values_first_last_expr(c, &lhs, &rhs);
		if ((l = named_local(lhs)) && values_is_assignment(c, lhs))
			add_value(l, rhs);
		break;
	case CXCursor_CompoundAssignOperator:
		/* i += n on an integer: arithmetic on its own value and n (both must be numbers). */
		if (cache.len && (l = named_local(values_first_expr(c)))) {
			if (moves_integer(l, c)) {
				l->moved = 1;
				add_value(l, values_last_expr(c));
			} else {
				l->unknown = 1;
			}
		}
		break;
	case CXCursor_UnaryOperator:
		if (cache.len && writes_operand(c) && (l = named_local(values_first_expr(c)))) {
			if (moves_integer(l, c))
				l->moved = 1;
			else
				l->unknown = 1;
		}
		break;
	default:
		break;
	}
	return CXChildVisit_Recurse;
}

int local_values(CXCursor var, CXCursor out[LOCAL_VALUES_MAX])
{
	return local_values_moved(var, out, NULL);
}

int local_values_moved(CXCursor var, CXCursor out[LOCAL_VALUES_MAX], int *moved)
{
	CXCursor fn;
	struct local *l;
	int i;

	if (!is_tracked(var))
		return 0;
	fn = clang_getCursorSemanticParent(var);
	if (clang_getCursorKind(fn) != CXCursor_FunctionDecl)
		return 0;
	if (!cache.valid || !clang_equalCursors(cache.fn, fn)) {
		local_values_reset();
		cache.fn = fn;
		cache.valid = 1;
		clang_visitChildren(fn, scan, NULL);
	}
	l = find_local(var);
	if (!l || l->unknown || !l->n || (l->moved && !moved))
		return 0;
	if (moved)
		*moved = l->moved;
	for (i = 0; i < l->n; i++)
		out[i] = l->values[i];
	return l->n;
}
