/*
 * Declaration facts: the callback APIs a translation unit declares, for
 * inference (analysis/infer.c). Only file-scope declarations are looked
 * at, and only the few that have an API's shape become facts:
 *
 *   - a function with a function-pointer parameter whose own parameters
 *     hold exactly one `void *` (or one pointer-sized integer of a type),
 *     and exactly one other parameter of that type: a context API,
 *     `int reg(void (*fn)(void *), void *arg)`, when that is its only
 *     function-pointer parameter (a lookup taking a hash and a compare
 *     function, or an unregistration naming a callback and its release,
 *     hands the value to functions that do not recover a registered
 *     object: on Linux both shapes gave false errors);
 *   - a function with a function-pointer parameter taking a pointer to a
 *     struct, exactly one other parameter pointing to that struct, and the
 *     struct holding a field of the callback's type: an embedded API,
 *     `call_rcu(struct rcu_head *, void (*)(struct rcu_head *))`;
 *     When that struct also has a `void *` field named like user data
 *     (`data`, `user_data`, `priv` ...), the fact names it: a handle whose
 *     field carries a context, libuv's `uv_timer_start()`;
 *   - a struct with a function-pointer field taking exactly one pointer to
 *     that struct: an embedded field, `work_struct.func`.
 *
 * Facts stay pack-independent (the packs decide later which inferred
 * entries a pack already covers), so the cache never depends on them. The
 * cursors are those extract.c's walk met at file scope anyway: no second
 * visit of the TU, and a builtin type is rejected before libclang computes
 * a canonical type.
 */
#include "tu/decls.h"

#include <stdlib.h>
#include <string.h>

#include "tu/clang_helpers.h"
#include "tu/fntype.h"
#include "tu/value_shapes.h"

/* What a parameter is, for pairing a callback's parameter with the registering function's. */
enum slot_class {
	SLOT_OTHER,
	SLOT_VOID_POINTER,	/* void *, any qualifiers */
	SLOT_WORD,		/* an integer as wide as a pointer */
	SLOT_RECORD_POINTER,	/* a pointer to a struct or union */
};

struct decls {
	struct tu_facts *tf;
	struct strmap seen;	/* one fact per shape, however often it is redeclared */
	long long pointer_size;	/* the target's, once a callback parameter was seen */
};

static enum slot_class slot_class(const struct decls *d, CXType t)
{
	CXType c = clang_getCanonicalType(t), p;

	switch (c.kind) {
	case CXType_Pointer:
		p = clang_getCanonicalType(clang_getPointeeType(c));
		if (p.kind == CXType_Void)
			return SLOT_VOID_POINTER;
		if (p.kind == CXType_Record)
			return SLOT_RECORD_POINTER;
		return SLOT_OTHER;
	case CXType_UShort: case CXType_UInt: case CXType_ULong: case CXType_ULongLong:
	case CXType_Short: case CXType_Int: case CXType_Long: case CXType_LongLong:
		return clang_Type_getSizeOf(c) == d->pointer_size ? SLOT_WORD : SLOT_OTHER;
	default:
		return SLOT_OTHER;
	}
}

/* The record a pointer points to, as its declaration cursor (qualifiers do not matter). */
static CXCursor pointee_record(CXType t)
{
	CXType p = clang_getCanonicalType(clang_getPointeeType(clang_getCanonicalType(t)));

	return clang_getCanonicalCursor(clang_getTypeDeclaration(p));
}

/* Do two parameters of the same class have the same type, as far as pairing goes? */
static int same_slot(enum slot_class k, CXType a, CXType b)
{
	switch (k) {
	case SLOT_VOID_POINTER:
		return 1;
	case SLOT_WORD:
		return clang_getCanonicalType(a).kind == clang_getCanonicalType(b).kind;
	case SLOT_RECORD_POINTER:
		return clang_equalCursors(pointee_record(a), pointee_record(b));
	default:
		return 0;
	}
}

/* How many of the function type's parameters are of t's kind; *last gets the last one (1-based). */
static int count_params(const struct decls *d, CXType fn, enum slot_class k, CXType t, int skip,
			int *last)
{
	int i, n = clang_getNumArgTypes(fn), count = 0;

	for (i = 0; i < n; i++) {
		CXType a = clang_getArgType(fn, (unsigned)i);

		if (i + 1 != skip && slot_class(d, a) == k && same_slot(k, a, t)) {
			count++;
			*last = i + 1;
		}
	}
	return count;
}

/* Records key in d->seen; false if it was there already. */
static int first_time(struct decls *d, char *key)
{
	int added;

	strmap_insert(&d->seen, key, &added);
	free(key);
	return added;
}

struct field_probe {
	CXType callback;	/* the callback's canonical function type */
	char *field;		/* the first field of that type, malloc'd */
	char *data;		/* a handle's void * user data field, malloc'd */
};

/* The names a handle's user data field goes by (libuv's data, GLib's user_data ...). */
static int is_user_data_name(const char *name)
{
	static const char *const names[] = { "data", "user_data", "userdata", "priv", "context",
					     "ctx", "arg", "opaque" };
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strcmp(name, names[i]) == 0)
			return 1;
	return 0;
}

static enum CXVisitorResult find_callback_field(CXCursor field, CXClientData data)
{
	struct field_probe *p = data;
	CXType t = clang_getCursorType(field);
	CXType fn = fntype_pointee_function(t);
	CXType c = clang_getCanonicalType(t);

	if (!p->field && fn.kind != CXType_Invalid &&
	    fntype_compare(fn, p->callback, &(int){ 0 }) == MISMATCH_NONE)
		p->field = cx_cursor_spelling(field);
	if (!p->data && c.kind == CXType_Pointer &&
	    clang_getCanonicalType(clang_getPointeeType(c)).kind == CXType_Void) {
		char *name = cx_cursor_spelling(field);

		if (is_user_data_name(name))
			p->data = name;
		else
			free(name);
	}
	return CXVisit_Continue;
}

static struct fact *add_decl(struct decls *d, CXCursor at, unsigned shape)
{
	struct fact *f = facts_add(d->tf, FACT_DECL);
	CXSourceLocation sl = clang_getCursorLocation(at);

	cx_file_loc(sl, &f->loc);
	f->flags = shape | (clang_Location_isInSystemHeader(sl) ? DECL_IN_SYSTEM : 0);
	return f;
}

/* The shapes of one callback parameter (number cb, 1-based) of a function declaration. */
static void function_callback(struct decls *d, CXCursor fn, CXType fntype, int cb, int ncallbacks,
			      const char *name, const char *usr)
{
	CXType cbtype = clang_getArgType(fntype, (unsigned)(cb - 1));
	CXType proto = fntype_pointee_function(cbtype);
	int i, n;

	if (proto.kind != CXType_FunctionProto)
		return;
	/* The target's pointer width (-m32 included): a function pointer's. */
	d->pointer_size = clang_Type_getSizeOf(clang_getCanonicalType(cbtype));
	n = clang_getNumArgTypes(proto);
	for (i = 0; i < n; i++) {
		CXType t = clang_getArgType(proto, (unsigned)i);
		enum slot_class k = slot_class(d, t);
		int param = 0, value = 0;
		struct field_probe probe = { clang_getCanonicalType(proto), NULL, NULL };
		struct fact *f;

		if (k == SLOT_OTHER || count_params(d, proto, k, t, 0, &param) != 1 ||
		    count_params(d, fntype, k, t, cb, &value) != 1)
			continue;
		if (k != SLOT_RECORD_POINTER && ncallbacks > 1)
			continue;	/* a context API has one callback (the file's comment) */
		if (k == SLOT_RECORD_POINTER) {
			/* Embedded only when the object holds the callback itself. */
			clang_Type_visitFields(clang_getCanonicalType(clang_getPointeeType(
						       clang_getCanonicalType(t))),
					       find_callback_field, &probe);
			if (!probe.field) {
				free(probe.data);
				continue;
			}
		}
		if (!first_time(d, xasprintf("f%d:%d:%s", cb, value, usr))) {
			free(probe.field);
			free(probe.data);
			continue;
		}
		f = add_decl(d, fn, k == SLOT_RECORD_POINTER ? DECL_EMBED_CALL : DECL_CONTEXT);
		f->func = xstrdup(name);
		f->usr = xstrdup(usr);
		f->api = xstrdup(name);
		f->param = cb;
		f->detail = value;
		f->origin = param;
		f->type_from = cx_type_spelling(cbtype);
		f->type_to = cx_type_spelling(clang_getArgType(fntype, (unsigned)(value - 1)));
		f->member = probe.field;
		f->text = probe.data;
		if (k == SLOT_RECORD_POINTER)
			f->container = values_type_name(clang_getPointeeType(clang_getCanonicalType(t)));
	}
}

/* A function pointer (through typedefs); builtin types are answered without libclang's canonical type. */
static CXType callback_type(CXType t)
{
	CXType invalid = { CXType_Invalid, { 0, 0 } };

	if (t.kind >= CXType_FirstBuiltin && t.kind <= CXType_LastBuiltin)
		return invalid;
	return fntype_pointee_function(t);
}

static void function_decl(struct decls *d, CXCursor fn)
{
	CXType fntype = clang_getCursorType(fn);
	int i, n, first = -1, ncallbacks = 0;
	char *name, *usr;

	if (fntype.kind != CXType_FunctionProto)
		return;
	n = clang_getNumArgTypes(fntype);
	for (i = 0; i < n; i++)
		if (callback_type(clang_getArgType(fntype, (unsigned)i)).kind != CXType_Invalid) {
			if (first < 0)
				first = i;
			ncallbacks++;
		}
	if (!ncallbacks)
		return;		/* most functions: no callback parameter */
	name = cx_cursor_spelling(fn);
	usr = cx_cursor_usr(fn);
	for (i = first; i < n; i++)
		if (callback_type(clang_getArgType(fntype, (unsigned)i)).kind != CXType_Invalid)
			function_callback(d, fn, fntype, i + 1, ncallbacks, name, usr);
	free(name);
	free(usr);
}

struct record_walk {
	struct decls *d;
	CXCursor record;	/* canonical */
	char *tag;
};

/* A field whose function takes exactly one pointer to its own record. */
static enum CXVisitorResult record_field(CXCursor field, CXClientData data)
{
	struct record_walk *rw = data;
	CXType fn = callback_type(clang_getCursorType(field));
	int i, n, param = 0, count = 0;
	struct fact *f;
	char *name;

	if (fn.kind != CXType_FunctionProto)
		return CXVisit_Continue;
	n = clang_getNumArgTypes(fn);
	for (i = 0; i < n; i++) {
		CXType t = clang_getArgType(fn, (unsigned)i);

		if (slot_class(rw->d, t) == SLOT_RECORD_POINTER &&
		    clang_equalCursors(pointee_record(t), rw->record)) {
			count++;
			param = i + 1;
		}
	}
	if (count != 1)
		return CXVisit_Continue;
	name = cx_cursor_spelling(field);
	if (first_time(rw->d, xasprintf("r%s.%s", rw->tag, name))) {
		f = add_decl(rw->d, field, DECL_EMBED_FIELD);
		f->api = xstrdup(rw->tag);
		f->member = name;
		f->origin = param;
		f->type_from = cx_type_spelling(clang_getCursorType(field));
		name = NULL;
	}
	free(name);
	return CXVisit_Continue;
}

static void record_decl(struct decls *d, CXCursor c)
{
	struct record_walk rw = { d, clang_getCanonicalCursor(c), NULL };
	CXType t = clang_getCursorType(c);
	char *spelled;

	if (!clang_isCursorDefinition(c))
		return;
	spelled = cx_cursor_spelling(c);
	if (!*spelled || strchr(spelled, ' ')) {
		free(spelled);		/* anonymous: no tag for a store to name */
		return;
	}
	rw.tag = spelled;
	clang_Type_visitFields(t, record_field, &rw);
	free(rw.tag);
}

static void top_level(struct decls *d, CXCursor c)
{
	switch (clang_getCursorKind(c)) {
	case CXCursor_FunctionDecl:
		function_decl(d, c);
		break;
	case CXCursor_StructDecl:
	case CXCursor_UnionDecl:
		record_decl(d, c);
		break;
	default:
		break;
	}
}

void decls_extract(struct tu_facts *tf, const CXCursor *decl, size_t n, const CXCursor *def,
		   size_t ndef)
{
	struct decls d = { tf, STRMAP_INIT, 0 };
	size_t i;

	for (i = 0; i < n; i++)
		top_level(&d, decl[i]);
	for (i = 0; i < ndef; i++)
		top_level(&d, def[i]);
	strmap_release(&d.seen);
}
