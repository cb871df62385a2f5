/*
 * Initialiser lists: the stores a struct or array initialiser makes, one
 * store fact per initialised field or element, as if assigned (see
 * docs/value-flow.md, "Initialisers"). Nested designators (.a.b[2] = v),
 * designated and ranged array elements, arrays nested in struct lists,
 * arrays of arrays and brace elision are followed; where a nested list's
 * object sits in the outer one is kept in init_places.c. Called by the
 * walk (extract.c) for each InitListExpr.
 */
#include "tu/init_lists.h"

#include <stdlib.h>
#include <string.h>

#include "tu/clang_helpers.h"
#include "tu/fntype.h"
#include "tu/init_places.h"
#include "tu/value_shapes.h"

/* An array type's element type, arrays of arrays seen through (canonical). */
static CXType innermost_element(CXType array)
{
	CXType t = clang_getCanonicalType(array);

	while (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	return t;
}

static int is_array_type(CXType t)
{
	t = clang_getCanonicalType(t);
	return t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray;
}

/*
 * Whether an array nested in an initialiser can hold a function: elements
 * of a pointer-wide generic type or of a function-pointer type. Other
 * arrays (names, register values) are not walked.
 */
static int array_may_hold_function(CXType array)
{
	CXType t = innermost_element(array);

	return is_generic_type(t, 1) || fntype_pointee_function(t).kind != CXType_Invalid;
}

static int is_literal(CXCursor c)
{
	switch (clang_getCursorKind(c)) {
	case CXCursor_IntegerLiteral:
	case CXCursor_CharacterLiteral:
	case CXCursor_FloatingLiteral:
	case CXCursor_StringLiteral:
		return 1;
	default:
		return 0;
	}
}

/* A designator's index ([2], [OP_X]), -1 if not a constant. */
static long long index_value(CXCursor index)
{
	long long n = values_constant(index);

	return n < 0 ? -1 : n;
}

/*
 * The children of a designated initialiser, libclang's UnexposedExpr: its
 * designators in order (a MemberRef for .f, the index expression for [i],
 * two for [i ... j]) and, last, the value.
 */
struct designated {
	CXCursor items[16];
	int n;
};

static enum CXChildVisitResult collect_child(CXCursor c, CXCursor parent, CXClientData data)
{
	struct designated *d = data;

	(void)parent;
	if (d->n == (int)(sizeof(d->items) / sizeof(*d->items)))
		return CXChildVisit_Break;
	d->items[d->n++] = c;
	return CXChildVisit_Continue;
}

/*
 * Where a designated initialiser stores, resolved from the list's type
 * along its designators: .a.b[2] = v stores into field b of a's record,
 * at index 2, with "a" on the way. A field of an anonymous struct or union
 * is named by the record that holds it (.<anonymous>.x is x).
 */
struct designation {
	CXType holder;		/* the record naming field (the list's own type to start) */
	CXCursor field;		/* the last field named; null: none yet */
	struct strbuf path;	/* the members passed on the way: "a", "a.b[1]" */
	struct strbuf types;	/* the records holding them: "struct o|struct a" */
	int indices;		/* index designators after field (or the array list's own) */
	long long index, second;	/* the values of the first two */
};

static int anonymous_field(CXCursor field)
{
	return !clang_Cursor_isNull(field) &&
	       clang_Cursor_isAnonymousRecordDecl(clang_getTypeDeclaration(clang_getCursorType(field)));
}

/* Passes the field named so far on the way to another one: 0 if that cannot be followed. */
static int designation_descend(struct designation *d)
{
	CXType t;
	char *s;
	int i;

	if (clang_Cursor_isNull(d->field))
		return 0;	/* [2].f = v in an array list: not followed */
	s = cx_cursor_spelling(d->field);
	if (d->path.len)
		strbuf_addch(&d->path, '.');
	strbuf_addstr(&d->path, s);
	free(s);
	if (d->indices == 1 && d->index >= 0)
		strbuf_addf(&d->path, "[%lld]", d->index);
	else if (d->indices)
		strbuf_addstr(&d->path, "[*]");
	s = values_type_name(d->holder);
	if (d->types.len)
		strbuf_addch(&d->types, '|');
	strbuf_addstr(&d->types, s);
	free(s);
	t = clang_getCanonicalType(clang_getCursorType(d->field));
	for (i = 0; i < d->indices && is_array_type(t); i++)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	if (t.kind != CXType_Record)
		return 0;
	d->holder = t;
	d->field = clang_getNullCursor();
	d->indices = 0;
	return 1;
}

/* Resolves the designators of DI (all but its value); 0 if the designation is not followed. */
static int designation_resolve(struct designation *d, const struct designated *di)
{
	int i;

	for (i = 0; i + 1 < di->n; i++) {
		CXCursor c = di->items[i];

		if (clang_getCursorKind(c) == CXCursor_MemberRef) {
			CXCursor field = clang_getCursorReferenced(c);

			if (!clang_Cursor_isNull(d->field) && !designation_descend(d))
				return 0;
			if (d->indices)
				return 0;	/* [2].f in an array list */
			/* The last designator is never an anonymous member: C has no name for one. */
			if (i + 2 == di->n || !anonymous_field(field))
				d->field = field;
			continue;
		}
		if (!clang_isExpression(clang_getCursorKind(c)))
			return 0;
		if (d->indices == 0)
			d->index = index_value(c);
		else if (d->indices == 1)
			d->second = index_value(c);
		d->indices++;
	}
	return 1;
}

static void designation_release(struct designation *d)
{
	strbuf_release(&d->path);
	strbuf_release(&d->types);
}

/* The slot of FIELD of record HOLDER: "record.field", or "record.field[INDEX]" for INDEX >= 0. Malloc'd. */
static char *field_key(CXType holder, CXCursor field, long long index)
{
	char *tag = record_tag(holder), *name = cx_cursor_spelling(field), *key;

	key = index >= 0 ? xasprintf("%s.%s[%lld]", tag, name, index) : xasprintf("%s.%s", tag, name);
	free(tag);
	free(name);
	return key;
}

struct array_init {
	struct walk *w;
	char *key;		/* the slot; made on first use from holder and field when null */
	CXType holder;
	CXCursor field;
	long long next;		/* the next element's index; -1: not known */
	int whole;		/* every element is stored into key itself */
	int arrays;		/* the elements are arrays (an array of arrays) */
};

/*
 * Each element, at its position: a positional one at the next index, a
 * designated one ([2] = fn) at its own, a GNU range ([0 ... 3] = fn) at an
 * unknown index (the whole array), and the elements after one go on from
 * it. The lists of an array of arrays store into the whole array.
 */
static enum CXChildVisitResult array_element(CXCursor c, CXCursor parent, CXClientData data)
{
	struct array_init *ai = data;
	long long at = ai->next;
	CXCursor value = c;

	(void)parent;
	if (!clang_isExpression(clang_getCursorKind(c)))
		return CXChildVisit_Continue;
	if (ai->next >= 0)
		ai->next++;
	if (is_literal(c))
		return CXChildVisit_Continue;	/* most elements of most tables: no function */
	if (clang_getCursorKind(c) == CXCursor_UnexposedExpr) {
		struct designated di = { .n = 0 };
		struct designation d = { .field = clang_getNullCursor(), .path = STRBUF_INIT,
					 .types = STRBUF_INIT, .index = -1, .second = -1 };
		int ok;

		clang_visitChildren(c, collect_child, &di);
		/* One child: an implicit conversion ((unsigned long)1, fn to a pointer), not [2] = v. */
		if (di.n == 1 && is_literal(di.items[0]))
			return CXChildVisit_Continue;
		if (di.n < 2)
			goto element;
		value = di.items[di.n - 1];
		ok = designation_resolve(&d, &di) && clang_Cursor_isNull(d.field) && d.indices;
		designation_release(&d);
		if (!ok) {
			ai->next = -1;	/* [2].f = v: where the next one goes is not known */
			return CXChildVisit_Continue;
		}
		if (d.indices == 1) {
			at = d.index;
		} else {
			at = -1;
			/* [i ... j] unless the elements are arrays ([i][j] has two indices too) */
			if (!ai->arrays)
				d.index = d.second;
		}
		ai->next = d.index >= 0 && !(d.indices > 1 && ai->arrays) ? d.index + 1 : -1;
	}
element:
	if (clang_getCursorKind(value) == CXCursor_InitListExpr) {
		if (ai->arrays)
			init_places_add_array(&ai->w->init_places, value, ai->key, ai->holder,
					      ai->field, 1);
		return CXChildVisit_Continue;
	}
	if (clang_Cursor_isNull(values_function_of(value)))
		return CXChildVisit_Continue;
	if (!ai->key)
		ai->key = field_key(ai->holder, ai->field, -1);
	record_function_into(ai->w, value, at >= 0 && !ai->whole ? xasprintf("%s[%lld]", ai->key, at)
								 : xstrdup(ai->key));
	return CXChildVisit_Continue;
}

/*
 * static void *table[] = { (void *)fn, ... }: a global array of a generic
 * pointer-wide or function-pointer type initialised with functions stores
 * each into the array's slot (one slot for every element, as for
 * table[i] = fn). A list nested in another ({ .fns = { a, b } }) stores
 * into the slot its place names.
 */
static void record_array_init(struct walk *w, CXCursor list, CXCursor parent, CXType array)
{
	struct array_init ai = { w, NULL, { CXType_Invalid, { NULL, NULL } }, clang_getNullCursor(),
				 0, 0, 0 };
	struct init_place *place = w->init_places.len ? init_places_take(&w->init_places, list) : NULL;

	if (place && (place->slot || !clang_Cursor_isNull(place->field))) {
		ai.key = place->slot;
		place->slot = NULL;
		ai.holder = place->holder;
		ai.field = place->field;
		ai.whole = place->whole;
	} else if (clang_getCursorKind(parent) == CXCursor_VarDecl &&
		   holds_functions(innermost_element(array), 1)) {	/* not byte and int tables */
		ai.key = global_key(parent);
	}
	init_place_free(place);
	if (!ai.key && clang_Cursor_isNull(ai.field))
		return;
	ai.arrays = is_array_type(clang_getArrayElementType(array));
	if (ai.arrays)
		ai.whole = 1;	/* t[i][j] = fn is the whole array's */
	clang_visitChildren(list, array_element, &ai);
	free(ai.key);
}

/*
 * One initialiser of a struct's init list: the field it initialises, the
 * record naming that field, and its value. .a.b[2] = v (a nested
 * designator) stores into field b of a's record, with "a" on the way, at
 * element 2.
 */
struct field_init {
	CXCursor field, value;
	CXType holder;
	char *path, *types;	/* .a.b = v: "a" and "struct o"; NULL for .b = v */
	int indices;		/* index designators after the field: .fns[2] = v has 1 */
	long long index;	/* the first one's value, -1 if not constant */
};

struct init_walk {
	CXType record;			/* the list's own type */
	CXCursor fields[64];		/* the record's fields, in order */
	int nfields;
	struct field_init inits[64];
	int ninits, next_field, has_function;
	long long elided;		/* elements of next_field given without braces so far */
	struct ptrvec *places;		/* where nested lists' places go */
	const struct init_place *place;	/* this list's own, or NULL */
};

static enum CXVisitorResult collect_field(CXCursor field, CXClientData data)
{
	struct init_walk *iw = data;

	if (iw->nfields == (int)(sizeof(iw->fields) / sizeof(*iw->fields)))
		return CXVisit_Break;
	iw->fields[iw->nfields++] = field;
	return CXVisit_Continue;
}

/* Whether a child of an init list (its value, or a designated initialiser's) is a function or a nested list. */
static enum CXChildVisitResult any_function(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_InitListExpr ||
	    (clang_getCursorKind(c) == CXCursor_UnexposedExpr &&
	     clang_getCursorKind(values_last_expr(c)) == CXCursor_InitListExpr)) {
		/* A nested list is visited on its own, but needs its place (init_places) from this one. */
		*(int *)data = 1;
		return CXChildVisit_Break;
	}
	/* A designated initialiser is an UnexposedExpr whose last expression is the value. */
	if (!clang_Cursor_isNull(values_function_of(c)) ||
	    (clang_getCursorKind(c) == CXCursor_UnexposedExpr &&
	     !clang_Cursor_isNull(values_function_of(values_last_expr(c))))) {
		*(int *)data = 1;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Continue;
}

/* The slot field FI stores into: "record.field", or "record.field[2]" for one element. Malloc'd. */
static char *field_init_key(const struct field_init *fi, int element)
{
	return field_key(fi->holder, fi->field, element && fi->indices == 1 ? fi->index : -1);
}

/*
 * A list nested in this one: a record's gets its place (the member it
 * initialises), an array's the slot its elements are stored in.
 */
static void place_nested_list(struct init_walk *iw, const struct field_init *fi)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(fi->value));

	if (t.kind == CXType_Record && fi->indices == 0) {
		char *field = cx_cursor_spelling(fi->field), *type = values_type_name(fi->holder);
		char *path = fi->path ? xasprintf("%s.%s", fi->path, field) : NULL;
		char *types = fi->types ? xasprintf("%s|%s", fi->types, type) : NULL;

		init_places_add(iw->places, fi->value, types ? types : type, path ? path : field,
				iw->place);
		free(path);
		free(types);
		free(type);
		free(field);
	} else if (is_array_type(t) && array_may_hold_function(t)) {
		/* .fns = { a, b } stores at each index; .fns[1] = { a } or a row of .grid[2][2] anywhere */
		init_places_add_array(iw->places, fi->value, NULL, fi->holder, fi->field,
				      fi->indices > 0 || is_array_type(clang_getArrayElementType(t)));
	}
}

static enum CXVisitorResult first_field(CXCursor field, CXClientData data)
{
	*(CXCursor *)data = field;
	return CXVisit_Break;
}

/*
 * The field a positional value initialises, set in FI; 0 if not known.
 * A scalar value for an aggregate field is brace elision: { 1, a, b } for
 * { int n; void *fns[2]; } gives fns[0] and fns[1] in turn; elided records
 * and arrays of arrays are not followed, nor anything after them.
 */
static int positional_field(struct init_walk *iw, struct field_init *fi)
{
	CXType ft, vt, et;

	if (iw->next_field >= iw->nfields)
		return 0;
	fi->field = iw->fields[iw->next_field];
	ft = clang_getCanonicalType(clang_getCursorType(fi->field));
	vt = clang_getCanonicalType(clang_getCursorType(fi->value));
	if ((ft.kind != CXType_Record && !is_array_type(ft)) || vt.kind == CXType_Record ||
	    is_array_type(vt) || clang_getCursorKind(fi->value) == CXCursor_InitListExpr) {
		iw->next_field++;
		iw->elided = 0;
		return 1;
	}
	if (ft.kind == CXType_Record) {
		CXCursor first = clang_getNullCursor();

		/* { func, data } over { union { f; g; }; data }: the union's first member */
		if (anonymous_field(fi->field) &&
		    clang_getCursorKind(clang_getTypeDeclaration(ft)) == CXCursor_UnionDecl)
			clang_Type_visitFields(ft, first_field, &first);
		if (clang_Cursor_isNull(first) || anonymous_field(first)) {
			iw->next_field = iw->nfields;
			return 0;
		}
		fi->field = first;
		iw->next_field++;
		return 1;
	}
	et = clang_getCanonicalType(clang_getArrayElementType(ft));
	if (ft.kind != CXType_ConstantArray || et.kind == CXType_Record || is_array_type(et)) {
		iw->next_field = iw->nfields;
		return 0;
	}
	fi->indices = 1;
	fi->index = iw->elided++;
	if (iw->elided >= clang_getArraySize(ft)) {
		iw->next_field++;
		iw->elided = 0;
	}
	return 1;
}

/*
 * Each child of the init list: ".field = value" (a designated initialiser,
 * libclang's UnexposedExpr holding a MemberRef per designator and the
 * value), ".a.b = value", ".fns[2] = value", or a value for the next field
 * in order.
 */
static enum CXChildVisitResult collect_init(CXCursor c, CXCursor parent, CXClientData data)
{
	struct init_walk *iw = data;
	struct field_init *fi;

	(void)parent;
	if (iw->ninits == (int)(sizeof(iw->inits) / sizeof(*iw->inits)))
		return CXChildVisit_Break;
	fi = &iw->inits[iw->ninits];
	memset(fi, 0, sizeof(*fi));
	fi->field = clang_getNullCursor();
	fi->value = c;
	fi->holder = iw->record;
	fi->index = -1;
	if (clang_getCursorKind(c) == CXCursor_UnexposedExpr) {
		struct designated di = { .n = 0 };

		clang_visitChildren(c, collect_child, &di);
		if (di.n >= 2 && clang_getCursorKind(di.items[0]) == CXCursor_MemberRef) {
			struct designation d = { .holder = iw->record, .field = clang_getNullCursor(),
						 .path = STRBUF_INIT, .types = STRBUF_INIT,
						 .index = -1, .second = -1 };
			CXCursor outer = clang_getCursorReferenced(di.items[0]);

			/* Positional values go on after the record's own field named first. */
			for (iw->next_field = 0; iw->next_field < iw->nfields; iw->next_field++)
				if (clang_equalCursors(iw->fields[iw->next_field], outer))
					break;
			iw->next_field++;
			iw->elided = 0;
			if (!designation_resolve(&d, &di) || clang_Cursor_isNull(d.field)) {
				designation_release(&d);
				return CXChildVisit_Continue;
			}
			fi->field = d.field;
			fi->holder = d.holder;
			fi->indices = d.indices;
			fi->index = d.index;
			fi->value = di.items[di.n - 1];
			if (d.path.len) {
				fi->path = strbuf_detach(&d.path);
				fi->types = strbuf_detach(&d.types);
			}
			designation_release(&d);
		}
	}
	if (clang_Cursor_isNull(fi->field) && !positional_field(iw, fi))
		return CXChildVisit_Continue;
	if (clang_getCursorKind(fi->value) == CXCursor_InitListExpr) {
		place_nested_list(iw, fi);
		free(fi->path);
		free(fi->types);
		return CXChildVisit_Continue;
	}
	iw->ninits++;
	if (!iw->has_function && !clang_Cursor_isNull(values_function_of(fi->value)))
		iw->has_function = 1;
	return CXChildVisit_Continue;
}

/* One store fact per initialised field, as if assigned; an array element's only for a function. */
static void record_field_init(struct walk *w, const struct field_init *fi, const char *tag,
			      const char *key, const struct init_place *place)
{
	struct fact *f;
	char *field;

	if (fi->indices) {	/* .fns[2] = fn: as o->fns[2] = fn */
		if (!clang_Cursor_isNull(values_function_of(fi->value)))
			record_function_into(w, fi->value, field_init_key(fi, 1));
		return;
	}
	f = add_fact(w, FACT_STORE);
	cx_file_loc(clang_getCursorLocation(values_peel(fi->value)), &f->loc);
	if (fi->path) {
		f->api = field_init_key(fi, 0);
	} else {
		field = cx_cursor_spelling(fi->field);
		f->api = xasprintf("%s.%s", tag, field);
		free(field);
	}
	f->detail = ++w->next_id;
	values_describe(fi->value, f);
	/* As record_store(): a store into one member of a union is one into all (contexts). */
	if (clang_getCursorKind(clang_getTypeDeclaration(fi->holder)) == CXCursor_UnionDecl)
		f->flags |= VAL_IN_UNION;
	free(f->container);	/* the value's own embedding: not where it is stored */
	free(f->member);
	f->container = f->member = NULL;
	f->flags &= ~(VAL_EMBEDDED | VAL_STANDALONE);
	/* Where the object stored into lives: { .tl = { .callback = cb } }, { .t.function = cb } */
	if (place && fi->path) {
		f->container = xasprintf("%s|%s", place->container, fi->types);
		f->member = xasprintf("%s.%s", place->member, fi->path);
	} else if (place || fi->path) {
		f->container = xstrdup(place ? place->container : fi->types);
		f->member = xstrdup(place ? place->member : fi->path);
	}
	if (f->container)
		f->flags |= VAL_EMBEDDED;
	/* One object per initialised object: .t.function and .t.data pair, .u.function is another */
	f->text = fi->path ? xasprintf("%s.%s", key, fi->path) : xstrdup(key);
}

/*
 * A struct initialiser that stores a function ({ .function = cb, .data =
 * (unsigned long)&obj }, an ops table, a DEFINE_TIMER-style definition):
 * one store fact per initialised field, as if assigned, with one object key
 * for the whole list so the join pairs a callback with its context.
 */
void init_lists_record(struct walk *w, CXCursor list, CXCursor parent)
{
	CXType record = clang_getCanonicalType(clang_getCursorType(list));
	struct init_walk *iw;
	struct init_place *place;
	struct tc_loc at = { NULL, 0, 0 };
	char *tag, *key;
	int i;

	if (record.kind == CXType_ConstantArray || record.kind == CXType_IncompleteArray) {
		record_array_init(w, list, parent, record);
		return;
	}
	if (record.kind != CXType_Record)
		return;
	place = init_places_take(&w->init_places, list);
	if (place && !place->container) {	/* an array's place: not this list's */
		init_place_free(place);
		place = NULL;
	}
	/* Most initialisers hold no function and no nested list: ask that first. */
	{
		int any = 0;

		clang_visitChildren(list, any_function, &any);
		if (!any) {
			init_place_free(place);
			return;
		}
	}
	iw = xcalloc(1, sizeof(*iw));
	iw->record = record;
	iw->places = &w->init_places;
	iw->place = place;
	clang_Type_visitFields(record, collect_field, iw);
	clang_visitChildren(list, collect_init, iw);
	if (iw->has_function) {
		tag = record_tag(record);
		cx_file_loc(clang_getCursorLocation(list), &at);
		key = xasprintf("%s|{%s:%u:%u}", w->in_function ? function_usr(w) : "",
				at.file ? at.file : "", at.line, at.col);
		for (i = 0; i < iw->ninits; i++)
			record_field_init(w, &iw->inits[i], tag, key, place);
		free(key);
		free(tag);
		tc_loc_release(&at);
	}
	for (i = 0; i < iw->ninits; i++) {
		free(iw->inits[i].path);
		free(iw->inits[i].types);
	}
	init_place_free(place);
	free(iw);
}
