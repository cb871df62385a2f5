/*
 * Function types (see fntype.h). Two function types are compared through
 * their type keys (tu/type_keys.c) by facts/type_key.c, the one
 * compatibility function of every rule: canonical types, so typedefs never
 * matter; top-level qualifiers of parameters ignored, of pointees not.
 */
#include "tu/fntype.h"

#include <stdlib.h>
#include <string.h>

#include "facts/type_key.h"
#include "tu/clang_helpers.h"
#include "tu/type_keys.h"

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

int fntype_is_generic(CXType fn)
{
	fn = canon(fn);
	return fn.kind == CXType_FunctionProto && clang_getNumArgTypes(fn) == 0 &&
	       !clang_isFunctionTypeVariadic(fn) && canon(clang_getResultType(fn)).kind == CXType_Void;
}

int fntype_is_windows_proc(CXType t)
{
	int depth;

	/* Each typedef on the way: LPFNFOO may name FARPROC, FARPROC names a function pointer. */
	for (depth = 0; depth < 8; depth++) {
		char *name;
		int proc;

		if (t.kind == CXType_Elaborated) {
			t = clang_Type_getNamedType(t);
			continue;
		}
		if (t.kind != CXType_Typedef)
			return 0;
		name = cx_take(clang_getTypedefName(t));
		proc = strcmp(name, "FARPROC") == 0 || strcmp(name, "NEARPROC") == 0 ||
		       strcmp(name, "PROC") == 0;

		free(name);
		if (proc)
			return 1;
		t = clang_getTypedefDeclUnderlyingType(clang_getTypeDeclaration(t));
	}
	return 0;
}

void fntype_diff(CXType real, CXType to, struct fntype_diff *d)
{
	char *a = type_key(real), *b = type_key(to);

	d->c = tkey_classify(a, b, TKEY_C, &d->c_param);
	d->cfi = tkey_classify(a, b, TKEY_CFI, &d->cfi_param);
	free(a);
	free(b);
}

enum cast_mismatch fntype_compare(CXType real, CXType to, int *param)
{
	char *a = type_key(real), *b = type_key(to);
	enum cast_mismatch m = tkey_classify(a, b, TKEY_C, param);

	free(a);
	free(b);
	return m;
}
