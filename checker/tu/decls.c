/*
 * Declaration facts: the callback APIs a translation unit declares, for
 * inference (analysis/infer.c). Only file-scope declarations are looked
 * at, and only the few that have an API's shape become facts:
 *
 *   - a function with a function-pointer parameter whose own parameters
 *     hold exactly one `void *` (or one pointer-sized integer of a type),
 *     and exactly one other parameter of that type: a context API,
 *     `int reg(void (*fn)(void *), void *arg)`;
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
 * A function with more than one function-pointer parameter gets its
 * context facts too, marked DECL_SEVERAL: from a prototype alone such a
 * function is not inferred (a lookup taking a hash and a compare function,
 * or an unregistration naming a callback and its release, hands the value
 * to functions that do not recover a registered object: on Linux both
 * shapes gave false errors), but a body may show that each callback gets
 * the context (a timer's callback and its finalizer).
 *
 * For a definition, the body says whether the value is handed over (see
 * "Body evidence" below): analysis/infer.c infers from a prototype alone
 * only when no body is seen anywhere, and then reports at most warnings.
 *
 * Facts stay pack-independent (the packs decide later which inferred
 * entries a pack already covers), so the cache never depends on them. The
 * cursors are those extract.c's walk met at file scope anyway: no second
 * visit of the TU (only the bodies of definitions with a shape are visited
 * again), and a builtin type is rejected before libclang computes a
 * canonical type.
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

	/* Two prototypes with other parameter counts differ: no need to compare their keys. */
	if (!p->field && fn.kind != CXType_Invalid &&
	    !(fn.kind == CXType_FunctionProto && p->callback.kind == CXType_FunctionProto &&
	      clang_getNumArgTypes(fn) != clang_getNumArgTypes(p->callback)) &&
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

/*
 * The shapes of one callback parameter (number cb, 1-based) of a function
 * declaration; each fact written goes into *written too.
 */
static void function_callback(struct decls *d, CXCursor fn, CXType fntype, int cb, int ncallbacks,
			      const char *name, const char *usr, struct ptrvec *written)
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
		if (ncallbacks > 1)
			f->flags |= DECL_SEVERAL;	/* from a prototype alone: not inferred */
		ptrvec_push(written, f);
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

/*
 * Body evidence. A declaration's shape says a value *could* reach the
 * callback; a body says whether it does. For a definition with shapes, one
 * visit of its body looks for the two ways a registration hands its value
 * over: a call of the callback parameter with the value as the argument
 * the shape names (fn(arg), through local copies too: DECL_CALLS_BACK),
 * and stores of both into fields of one object (ev->proc = proc;
 * ev->data = data: a DECL_STORES fact), which count once some function
 * calls that field with that data field (decls_field_call(): the join
 * pairs them). Only candidates' bodies are visited: a few per TU.
 */

/* A parameter stored into a field: obj.field = param. */
struct field_store {
	char *object;		/* values_object_key() of obj, or NULL */
	char *record;		/* the tag of the field's struct */
	char *field;
	int param;		/* 1-based */
	int object_param;	/* obj is this parameter itself (t->fire = fire), or 0 */
	struct tc_loc loc;
};

/* A call of a callback parameter with a shape's value, kept until the whole body is seen. */
struct callback_call {
	struct fact *shape;
	CXCursor vars[4];	/* the callback's and the value's variables: as named, and the parameters */
};

struct body_walk {
	CXCursor fn;
	const struct ptrvec *shapes;	/* struct fact *: the function's shapes */
	unsigned long long wanted;	/* bit n-1: parameter n is a shape's callback or value */
	struct ptrvec stores;		/* struct field_store * */
	struct ptrvec calls;		/* struct callback_call * */
	struct ptrvec assigned;		/* CXCursor *: variables the body assigns, increments or takes
					 * the address of */
	int budget;			/* values still followed (a local's assignment is a search of the body) */
};

/* Values followed per body: beyond, a huge body gives no more evidence (silence, never a finding). */
#define BODY_BUDGET 512

/* The parameter expr comes from (a local copy counts, a field or getter of it does not), or 0. */
static int param_of(struct body_walk *bw, CXCursor expr)
{
	struct fact probe = { 0 };
	int n;

	if (bw->budget <= 0)
		return 0;
	bw->budget--;
	n = values_param_source(expr, bw->fn, &probe);
	if (probe.flags & (REC_FIELD | REC_GETTER))
		n = 0;
	fact_release(&probe);
	return n >= 1 && n <= 64 && (bw->wanted >> (n - 1) & 1) ? n : 0;
}

/* The tag of the struct holding a field, or NULL when it has none (anonymous). Malloc'd. */
static char *field_record(CXCursor field)
{
	char *tag = cx_cursor_spelling(clang_getCursorSemanticParent(field));

	if (!*tag || strchr(tag, ' ')) {
		free(tag);
		return NULL;
	}
	return tag;
}

/* An argument's expression, through parentheses, conversions and casts. */
static CXCursor peel_casts(CXCursor c)
{
	int steps = 0;

	c = values_peel(c);
	while (clang_getCursorKind(c) == CXCursor_CStyleCastExpr && steps++ < 8)
		c = values_peel(values_last_expr(c));
	return c;
}

/* The variable an expression names (through casts), or a null cursor. */
static CXCursor named_variable(CXCursor expr)
{
	CXCursor c = peel_casts(expr);

	if (clang_getCursorKind(c) != CXCursor_DeclRefExpr)
		return clang_getNullCursor();
	return clang_getCanonicalCursor(clang_getCursorReferenced(c));
}

/* Parameter n (1-based) of the function walked. */
static CXCursor param_decl(const struct body_walk *bw, int n)
{
	return clang_getCanonicalCursor(clang_Cursor_getArgument(bw->fn, (unsigned)(n - 1)));
}

/* A variable the body writes (v = ..., v++, &v): calls through it or with it prove nothing. */
static void note_written(struct body_walk *bw, CXCursor expr)
{
	CXCursor var = named_variable(expr);

	if (!clang_Cursor_isNull(var)) {
		CXCursor *kept = xmalloc(sizeof(*kept));

		*kept = var;
		ptrvec_push(&bw->assigned, kept);
	}
}

static int is_written(const struct body_walk *bw, CXCursor var)
{
	size_t i;

	for (i = 0; i < bw->assigned.len && !clang_Cursor_isNull(var); i++)
		if (clang_equalCursors(*(CXCursor *)bw->assigned.items[i], var))
			return 1;
	return 0;
}

/*
 * A call of a callback parameter: the value it is given, at which
 * argument. Kept until the body is seen: a parameter reassigned in a loop
 * (for (; t; t = t->next) fn(t)) hands the callback other values.
 */
static void body_call(struct body_walk *bw, CXCursor call)
{
	enum CXCursorKind ref = clang_getCursorKind(clang_getCursorReferenced(call));
	CXCursor callee;
	int cb, i, n, v;
	size_t k;

	if (ref != CXCursor_ParmDecl && ref != CXCursor_VarDecl)
		return;		/* a function called by name, or through a field */
	callee = values_first_expr(call);
	cb = param_of(bw, callee);
	if (!cb)
		return;
	n = clang_Cursor_getNumArguments(call);
	for (i = 0; i < n; i++) {
		CXCursor arg = clang_Cursor_getArgument(call, (unsigned)i);

		v = param_of(bw, arg);
		for (k = 0; v && k < bw->shapes->len; k++) {
			struct fact *f = bw->shapes->items[k];
			struct callback_call *cc;

			if (f->param != cb || f->detail != v || f->origin != i + 1)
				continue;
			cc = xmalloc(sizeof(*cc));
			cc->shape = f;
			cc->vars[0] = named_variable(callee);
			cc->vars[1] = param_decl(bw, cb);
			cc->vars[2] = named_variable(arg);
			cc->vars[3] = param_decl(bw, v);
			ptrvec_push(&bw->calls, cc);
		}
	}
}

/* Whether a unary operator writes its operand or lets its address escape (p++, &p). */
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
	(void)unary;
	return 1;	/* without the operator kind, *p counts too: less evidence, never more */
#endif
}

/* obj.field = param, for a parameter a shape names. */
static void body_store(struct body_walk *bw, CXCursor binop)
{
	CXCursor lhs, rhs, field;
	struct field_store *st;
	char *record;
	int n;

	values_first_last_expr(binop, &lhs, &rhs);
	if (clang_getCursorKind(lhs) == CXCursor_DeclRefExpr) {
		if (values_is_assignment(binop, lhs))
			note_written(bw, lhs);
		return;
	}
	if (clang_getCursorKind(lhs) != CXCursor_MemberRefExpr || !values_is_assignment(binop, lhs) ||
	    clang_Cursor_isNull(named_variable(rhs)))
		return;		/* only a parameter, or a local copy of one, is followed */
	n = param_of(bw, rhs);
	field = clang_getCursorReferenced(lhs);
	if (!n || clang_getCursorKind(field) != CXCursor_FieldDecl || !(record = field_record(field)))
		return;
	st = xcalloc(1, sizeof(*st));
	st->object = values_object_key(values_first_expr(lhs));
	st->record = record;
	st->field = cx_cursor_spelling(field);
	st->param = n;
	st->object_param = values_param_origin(values_first_expr(lhs), bw->fn);
	cx_file_loc(clang_getCursorLocation(binop), &st->loc);
	ptrvec_push(&bw->stores, st);
}

static enum CXChildVisitResult body_visit(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	switch (clang_getCursorKind(c)) {
	case CXCursor_CallExpr:
		body_call(data, c);
		break;
	case CXCursor_BinaryOperator:
		body_store(data, c);
		break;
	case CXCursor_CompoundAssignOperator:
		note_written(data, values_first_expr(c));
		break;
	case CXCursor_UnaryOperator:
		if (writes_operand(c))
			note_written(data, values_first_expr(c));
		break;
	case CXCursor_IntegerLiteral:
	case CXCursor_StringLiteral:
	case CXCursor_TypeRef:
	case CXCursor_MemberRef:
		return CXChildVisit_Continue;
	default:
		break;
	}
	return CXChildVisit_Recurse;
}

/* A DECL_STORES fact: shape f's callback into field cb_store names, its value into data (NULL: the object). */
static void add_stores(struct decls *d, const struct fact *f, const struct field_store *cb_store,
		       const char *data, const char *name, const char *usr)
{
	struct fact *s;

	if (!first_time(d, xasprintf("s%d:%d:%s.%s.%s:%s", f->param, f->detail, cb_store->record,
				     cb_store->field, data ? data : "", usr)))
		return;
	s = facts_add(d->tf, FACT_DECL);
	s->flags = DECL_STORES;
	tc_loc_set(&s->loc, cb_store->loc.file, cb_store->loc.line, cb_store->loc.col);
	s->api = xstrdup(name);
	s->usr = xstrdup(usr);
	s->param = f->param;
	s->detail = f->detail;
	s->container = xstrdup(cb_store->record);
	s->member = xstrdup(cb_store->field);
	s->text = data ? xstrdup(data) : NULL;
}

/* The stores that pair shape f's callback with its value: one object's two fields, or the object's own. */
static void pair_stores(struct decls *d, const struct body_walk *bw, const struct fact *f,
			const char *name, const char *usr)
{
	size_t i, j;

	for (i = 0; i < bw->stores.len; i++) {
		const struct field_store *a = bw->stores.items[i];

		if (a->param != f->param)
			continue;
		if (f->flags & DECL_EMBED_CALL) {
			if (a->object_param == f->detail)
				add_stores(d, f, a, NULL, name, usr);
			continue;
		}
		for (j = 0; a->object && j < bw->stores.len; j++) {
			const struct field_store *b = bw->stores.items[j];

			if (b->param == f->detail && b->object && strcmp(a->object, b->object) == 0 &&
			    strcmp(a->record, b->record) == 0 && strcmp(a->field, b->field) != 0)
				add_stores(d, f, a, b->field, name, usr);
		}
	}
}

/* Marks a definition's shapes DECL_DEFINED, and each with what its body shows. */
static void body_evidence(struct decls *d, CXCursor fn, const struct ptrvec *shapes, const char *name,
			  const char *usr)
{
	struct body_walk bw = { fn, shapes, 0, PTRVEC_INIT, PTRVEC_INIT, PTRVEC_INIT, BODY_BUDGET };
	size_t i;

	for (i = 0; i < shapes->len; i++) {
		struct fact *f = shapes->items[i];

		f->flags |= DECL_DEFINED;
		if (f->param <= 64 && f->detail <= 64)
			bw.wanted |= 1ULL << (f->param - 1) | 1ULL << (f->detail - 1);
	}
	clang_visitChildren(fn, body_visit, &bw);
	for (i = 0; i < bw.calls.len; i++) {
		struct callback_call *cc = bw.calls.items[i];
		int k, written = 0;

		for (k = 0; k < 4; k++)
			written |= is_written(&bw, cc->vars[k]);
		if (!written)
			cc->shape->flags |= DECL_CALLS_BACK;
		free(cc);
	}
	ptrvec_release(&bw.calls);
	for (i = 0; i < bw.assigned.len; i++)
		free(bw.assigned.items[i]);
	ptrvec_release(&bw.assigned);
	for (i = 0; i < shapes->len; i++)
		pair_stores(d, &bw, shapes->items[i], name, usr);
	for (i = 0; i < bw.stores.len; i++) {
		struct field_store *st = bw.stores.items[i];

		free(st->object);
		free(st->record);
		free(st->field);
		tc_loc_release(&st->loc);
		free(st);
	}
	ptrvec_release(&bw.stores);
}

void decls_field_call(struct tu_facts *tf, CXCursor call)
{
	CXCursor field = clang_getCursorReferenced(call), callee;
	char *record, *object = NULL, *name = NULL;
	int i, n;

	if (clang_getCursorKind(field) != CXCursor_FieldDecl)
		return;		/* most calls: a function called by name */
	callee = values_peel(values_first_expr(call));
	if (clang_getCursorKind(callee) != CXCursor_MemberRefExpr || !(record = field_record(field)))
		return;
	object = values_object_key(values_first_expr(callee));
	n = clang_Cursor_getNumArguments(call);
	for (i = 0; object && i < n; i++) {
		CXCursor a = peel_casts(clang_Cursor_getArgument(call, (unsigned)i)), data;
		char *key, *data_name = NULL;
		struct fact *f;

		if (clang_getCursorKind(a) == CXCursor_MemberRefExpr) {
			data = clang_getCursorReferenced(a);
			if (clang_getCursorKind(data) != CXCursor_FieldDecl ||
			    !clang_equalCursors(clang_getCursorSemanticParent(data),
						clang_getCursorSemanticParent(field)))
				continue;
			key = values_object_key(values_first_expr(a));
			data_name = cx_cursor_spelling(data);
		} else {
			key = values_object_key(a);	/* t->fire(t): the object itself */
		}
		if (!key || strcmp(key, object) != 0) {
			free(key);
			free(data_name);
			continue;
		}
		free(key);
		if (!name)
			name = cx_cursor_spelling(field);
		f = facts_add(tf, FACT_DECL);
		f->flags = DECL_FIELD_CALL;
		cx_file_loc(clang_getCursorLocation(call), &f->loc);
		f->container = xstrdup(record);
		f->member = xstrdup(name);
		f->text = data_name;
		f->origin = i + 1;
	}
	free(object);
	free(name);
	free(record);
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
	struct ptrvec written = PTRVEC_INIT;
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
			function_callback(d, fn, fntype, i + 1, ncallbacks, name, usr, &written);
	if (written.len && clang_isCursorDefinition(fn))
		body_evidence(d, fn, &written, name, usr);
	ptrvec_release(&written);
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

	/* Definitions first: a shape's fact then says what the body does, not only the prototype. */
	for (i = 0; i < ndef; i++)
		top_level(&d, def[i]);
	for (i = 0; i < n; i++)
		top_level(&d, decl[i]);
	strmap_release(&d.seen);
}
