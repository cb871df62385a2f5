/*
 * Function-type compatibility (see fntype.h). Types are compared
 * structurally on canonical types, so typedefs never matter; top-level
 * qualifiers of parameters and return values are ignored, qualifiers of
 * pointees are not.
 */
#include "tu/fntype.h"

static CXType canon(CXType t)
{
	return clang_getCanonicalType(t);
}

int fntype_is_function(CXType t)
{
	t = canon(t);
	return t.kind == CXType_FunctionProto || t.kind == CXType_FunctionNoProto;
}

CXType fntype_pointee_function(CXType t)
{
	CXType invalid = { CXType_Invalid, { 0, 0 } };

	t = canon(t);
	if (t.kind != CXType_Pointer)
		return invalid;
	t = canon(clang_getPointeeType(t));
	return fntype_is_function(t) ? t : invalid;
}

static int is_integer(CXType t)
{
	switch (canon(t).kind) {
	case CXType_Bool: case CXType_Char_U: case CXType_UChar: case CXType_Char16:
	case CXType_Char32: case CXType_UShort: case CXType_UInt: case CXType_ULong:
	case CXType_ULongLong: case CXType_UInt128: case CXType_Char_S: case CXType_SChar:
	case CXType_WChar: case CXType_Short: case CXType_Int: case CXType_Long:
	case CXType_LongLong: case CXType_Int128: case CXType_Enum:
		return 1;
	default:
		return 0;
	}
}

static int is_pointer(CXType t)
{
	return canon(t).kind == CXType_Pointer;
}

static unsigned qualifiers(CXType t)
{
	return (clang_isConstQualifiedType(t) ? 1u : 0u) |
	       (clang_isVolatileQualifiedType(t) ? 2u : 0u) |
	       (clang_isRestrictQualifiedType(t) ? 4u : 0u);
}

static int same_qualified(CXType a, CXType b);

static int same_function(CXType a, CXType b)
{
	int i, n;

	if (a.kind != b.kind)
		return 0;
	if (!fntype_same_unqualified(clang_getResultType(a), clang_getResultType(b)))
		return 0;
	if (a.kind == CXType_FunctionNoProto)
		return 1;
	n = clang_getNumArgTypes(a);
	if (n != clang_getNumArgTypes(b) ||
	    clang_isFunctionTypeVariadic(a) != clang_isFunctionTypeVariadic(b))
		return 0;
	for (i = 0; i < n; i++)
		if (!fntype_same_unqualified(clang_getArgType(a, (unsigned)i),
					     clang_getArgType(b, (unsigned)i)))
			return 0;
	return 1;
}

/* An enum is compatible with its underlying integer type (C11 6.7.2.2p4). */
static CXType enum_underlying(CXType t)
{
	if (t.kind == CXType_Enum)
		return canon(clang_getEnumDeclIntegerType(clang_getTypeDeclaration(t)));
	return t;
}

int fntype_same_unqualified(CXType a, CXType b)
{
	a = canon(a);
	b = canon(b);
	if (a.kind != b.kind) {
		a = enum_underlying(a);
		b = enum_underlying(b);
		return a.kind == b.kind && a.kind != CXType_Enum && is_integer(a);
	}
	switch (a.kind) {
	case CXType_Pointer:
		return same_qualified(clang_getPointeeType(a), clang_getPointeeType(b));
	case CXType_FunctionProto:
	case CXType_FunctionNoProto:
		return same_function(a, b);
	case CXType_Record:
	case CXType_Enum:
		return clang_equalCursors(clang_getTypeDeclaration(a), clang_getTypeDeclaration(b));
	case CXType_ConstantArray:
		return clang_getArraySize(a) == clang_getArraySize(b) &&
		       same_qualified(clang_getArrayElementType(a), clang_getArrayElementType(b));
	case CXType_IncompleteArray:
	case CXType_VariableArray:
		return same_qualified(clang_getArrayElementType(a), clang_getArrayElementType(b));
	default:
		/* Builtin kinds name one type each; qualifiers are ignored here. */
		if (a.kind >= CXType_FirstBuiltin && a.kind <= CXType_LastBuiltin)
			return 1;
		return clang_equalTypes(a, b);
	}
}

static int same_qualified(CXType a, CXType b)
{
	return qualifiers(canon(a)) == qualifiers(canon(b)) && fntype_same_unqualified(a, b);
}

int fntype_is_generic(CXType fn)
{
	fn = canon(fn);
	return fn.kind == CXType_FunctionProto && clang_getNumArgTypes(fn) == 0 &&
	       !clang_isFunctionTypeVariadic(fn) && canon(clang_getResultType(fn)).kind == CXType_Void;
}

/* How one parameter (or the return value) differs. */
static enum cast_mismatch classify_pair(CXType a, CXType b, enum cast_mismatch other)
{
	if (fntype_same_unqualified(a, b))
		return MISMATCH_NONE;
	if ((is_pointer(a) && is_integer(b)) || (is_integer(a) && is_pointer(b)))
		return MISMATCH_POINTER_INTEGER;
	if (is_pointer(a) && is_pointer(b))
		return other == MISMATCH_RETURN ? MISMATCH_RETURN : MISMATCH_POINTEE;
	return other;
}

/* A parameter type that default argument promotions would change (char, short, float, bool). */
static int changes_under_promotion(CXType t)
{
	switch (canon(t).kind) {
	case CXType_Bool: case CXType_Char_U: case CXType_UChar: case CXType_Char_S:
	case CXType_SChar: case CXType_Short: case CXType_UShort: case CXType_Float:
	case CXType_Half: case CXType_Float16:
		return 1;
	default:
		return 0;
	}
}

static void keep_worst(enum cast_mismatch *worst, int *worst_param, enum cast_mismatch m, int param)
{
	if (m != MISMATCH_NONE && (*worst == MISMATCH_NONE || m < *worst)) {
		*worst = m;
		*worst_param = param;
	}
}

enum cast_mismatch fntype_compare(CXType real, CXType to, int *param)
{
	enum cast_mismatch worst = MISMATCH_NONE;
	int worst_param = 0, i, n_real, n_to, n;

	real = canon(real);
	to = canon(to);
	keep_worst(&worst, &worst_param,
		   classify_pair(clang_getResultType(real), clang_getResultType(to), MISMATCH_RETURN), 0);

	if (real.kind == CXType_FunctionNoProto || to.kind == CXType_FunctionNoProto) {
		/* An unprototyped side is compatible with a prototype whose parameters
		 * survive default argument promotions and which is not variadic. */
		CXType proto = real.kind == CXType_FunctionProto ? real : to;

		if (proto.kind != CXType_FunctionProto)
			goto done;
		if (clang_isFunctionTypeVariadic(proto))
			keep_worst(&worst, &worst_param, MISMATCH_ARITY, 0);
		n = clang_getNumArgTypes(proto);
		for (i = 0; i < n; i++)
			if (changes_under_promotion(clang_getArgType(proto, (unsigned)i)))
				keep_worst(&worst, &worst_param, MISMATCH_PARAM_TYPE, i + 1);
		goto done;
	}

	n_real = clang_getNumArgTypes(real);
	n_to = clang_getNumArgTypes(to);
	if (n_real != n_to || clang_isFunctionTypeVariadic(real) != clang_isFunctionTypeVariadic(to))
		keep_worst(&worst, &worst_param, MISMATCH_ARITY, 0);
	n = n_real < n_to ? n_real : n_to;
	for (i = 0; i < n; i++)
		keep_worst(&worst, &worst_param,
			   classify_pair(clang_getArgType(real, (unsigned)i),
					 clang_getArgType(to, (unsigned)i), MISMATCH_PARAM_TYPE),
			   i + 1);
done:
	*param = worst_param;
	return worst;
}
