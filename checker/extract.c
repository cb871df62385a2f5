/*
 * The AST walk (see extract.h). One recursive clang_visitChildren pass; the
 * state lives in struct walk, passed as CXClientData. Work is only done on
 * the few cursor kinds that matter, so the walk stays close to libclang's
 * own cost.
 */
#include "extract.h"

#include <stdlib.h>
#include <string.h>

#include "cx.h"
#include "fntype.h"

/* A call written inside a macro expansion: evidence of the checked-cast idiom. */
struct macro_call {
	CXFile file;		/* expansion site of the macro */
	unsigned offset;
	char *usr;		/* callee */
};

/* A cast fact waiting for the end of the walk to learn whether its macro also calls the function. */
struct pending_cast {
	struct fact *fact;
	CXFile file;
	unsigned offset;
};

struct walk {
	CXTranslationUnit tu;
	struct tu_facts *tf;
	struct ptrvec macro_calls;	/* struct macro_call * */
	struct ptrvec pending;		/* struct pending_cast * */
};

static enum CXChildVisitResult grab_first(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	*(CXCursor *)data = c;
	return CXChildVisit_Break;
}

static CXCursor first_child(CXCursor c)
{
	CXCursor child = clang_getNullCursor();

	clang_visitChildren(c, grab_first, &child);
	return child;
}

static enum CXChildVisitResult grab_last_expr(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (clang_isExpression(clang_getCursorKind(c)))
		*(CXCursor *)data = c;
	return CXChildVisit_Continue;
}

/* The operand of a cast: its last expression child (the type written in the cast comes first). */
static CXCursor cast_operand(CXCursor cast)
{
	CXCursor child = clang_getNullCursor();

	clang_visitChildren(cast, grab_last_expr, &child);
	return child;
}

/* Expansion site of a location: the macro invocation for code from macros. */
static void expansion_of(CXSourceLocation sl, CXFile *file, unsigned *offset)
{
	unsigned line, col;

	clang_getExpansionLocation(sl, file, &line, &col, offset);
}

/* True when the location comes from a macro (body or argument). */
static int in_macro(CXSourceLocation sl)
{
	CXFile ef, sf;
	unsigned eoff, soff, line, col;

	clang_getExpansionLocation(sl, &ef, &line, &col, &eoff);
	clang_getSpellingLocation(sl, &sf, &line, &col, &soff);
	return eoff != soff || !clang_File_isEqual(ef, sf);
}

/* Name of the macro whose definition contains a spelling location, or NULL. */
static char *macro_at(CXTranslationUnit tu, const struct tc_loc *spell)
{
	CXFile file;
	CXCursor c;

	if (!spell->file)
		return NULL;
	file = clang_getFile(tu, spell->file);
	if (!file)
		return NULL;
	c = clang_getCursor(tu, clang_getLocation(tu, file, spell->line, spell->col));
	if (clang_getCursorKind(c) != CXCursor_MacroDefinition)
		return NULL;
	return cx_cursor_spelling(c);
}

static int loc_in_system_header(CXTranslationUnit tu, const struct tc_loc *loc)
{
	CXFile file;

	if (!loc->file)
		return 0;
	file = clang_getFile(tu, loc->file);
	return file && clang_Location_isInSystemHeader(clang_getLocation(tu, file, loc->line, loc->col));
}

/* What a cast's operand really is, once parentheses, implicit conversions and other casts are peeled. */
struct origin {
	CXType fn;		/* the function type the value really has */
	CXCursor decl;		/* the function or variable it names, or a null cursor */
	int laundered;		/* went through another explicit cast */
};

static int find_origin(CXCursor operand, struct origin *o)
{
	CXCursor c = operand;
	enum CXCursorKind kind;

	o->laundered = 0;
	o->decl = clang_getNullCursor();
	for (;;) {
		kind = clang_getCursorKind(c);
		if (kind == CXCursor_UnexposedExpr || kind == CXCursor_ParenExpr ||
		    kind == CXCursor_UnaryOperator) {
			c = first_child(c);
		} else if (kind == CXCursor_CStyleCastExpr) {
			o->laundered = 1;
			c = cast_operand(c);
		} else {
			break;
		}
		if (clang_Cursor_isNull(c))
			return -1;
	}
	if (kind == CXCursor_DeclRefExpr || kind == CXCursor_MemberRefExpr) {
		CXCursor ref = clang_getCursorReferenced(c);

		if (clang_getCursorKind(ref) == CXCursor_FunctionDecl) {
			o->decl = ref;
			o->fn = clang_getCanonicalType(clang_getCursorType(ref));
			return 0;
		}
		if (!o->laundered)
			o->decl = ref;
	}
	if (o->laundered)
		return -1;	/* laundered through something we cannot see back to a function */
	o->fn = clang_getCanonicalType(clang_getCursorType(c));
	if (!fntype_is_function(o->fn))
		o->fn = fntype_pointee_function(o->fn);
	if (o->fn.kind == CXType_Invalid)
		return -1;
	/* A value of the generic type is the escape hatch: its real type is unknown here. */
	return fntype_is_generic(o->fn) ? -1 : 0;
}

/* "N parameters" for the arity message. */
static char *describe_params(CXType fn)
{
	int n;

	if (fn.kind == CXType_FunctionNoProto)
		return xstrdup("unspecified parameters");
	n = clang_getNumArgTypes(fn);
	return xasprintf("%d parameter%s%s", n, n == 1 ? "" : "s",
			 clang_isFunctionTypeVariadic(fn) ? " and '...'" : "");
}

/* The fact's text: what the function has, a tab, what the cast says (see rules.c). */
static void describe_difference(struct fact *f, CXType real, CXType to)
{
	char *a, *b;

	if (f->detail == MISMATCH_ARITY) {
		a = describe_params(real);
		b = describe_params(to);
	} else if (f->param > 0) {
		a = cx_type_spelling(clang_getArgType(real, (unsigned)f->param - 1));
		b = cx_type_spelling(clang_getArgType(to, (unsigned)f->param - 1));
	} else {
		a = cx_type_spelling(clang_getResultType(real));
		b = cx_type_spelling(clang_getResultType(to));
	}
	f->text = xasprintf("%s\t%s", a, b);
	free(a);
	free(b);
}

static void check_cast(struct walk *w, CXCursor cast)
{
	CXType to = fntype_pointee_function(clang_getCursorType(cast));
	CXSourceLocation sl;
	struct origin o;
	struct fact *f;
	enum cast_mismatch m;
	int param;

	if (to.kind == CXType_Invalid || fntype_is_generic(to))
		return;
	if (find_origin(cast_operand(cast), &o) != 0)
		return;
	m = fntype_compare(o.fn, to, &param);
	if (m == MISMATCH_NONE)
		return;

	f = facts_add(w->tf, FACT_CAST);
	sl = clang_getCursorLocation(cast);
	cx_file_loc(sl, &f->loc);
	cx_spelling_loc(sl, &f->spell);
	f->detail = m;
	f->param = param;
	f->type_from = cx_type_spelling(o.fn);
	f->type_to = cx_type_spelling(clang_getCursorType(cast));
	if (o.laundered)
		f->flags |= FACT_F_LAUNDERED;
	if (!clang_Cursor_isNull(o.decl)) {
		f->func = cx_cursor_spelling(o.decl);
		f->usr = cx_cursor_usr(o.decl);
		cx_file_loc(clang_getCursorLocation(o.decl), &f->decl);
	}
	describe_difference(f, o.fn, clang_getCanonicalType(to));
	if (!tc_loc_equal(&f->loc, &f->spell)) {
		struct pending_cast *p = xmalloc(sizeof(*p));

		f->macro = macro_at(w->tu, &f->spell);
		if (loc_in_system_header(w->tu, &f->loc) && loc_in_system_header(w->tu, &f->spell))
			f->flags |= FACT_F_IN_SYSTEM;
		p->fact = f;
		expansion_of(sl, &p->file, &p->offset);
		ptrvec_push(&w->pending, p);
	} else {
		tc_loc_release(&f->spell);
		if (loc_in_system_header(w->tu, &f->loc))
			f->flags |= FACT_F_IN_SYSTEM;
	}
}

/* The function a call names directly, through parentheses: a null cursor for calls through pointers. */
static CXCursor called_function(CXCursor call)
{
	CXCursor c = clang_getCursorReferenced(call);

	if (clang_getCursorKind(c) == CXCursor_FunctionDecl)
		return c;
	c = first_child(call);
	while (clang_getCursorKind(c) == CXCursor_UnexposedExpr ||
	       clang_getCursorKind(c) == CXCursor_ParenExpr)
		c = first_child(c);
	if (clang_getCursorKind(c) == CXCursor_DeclRefExpr) {
		c = clang_getCursorReferenced(c);
		if (clang_getCursorKind(c) == CXCursor_FunctionDecl)
			return c;
	}
	return clang_getNullCursor();
}

static void note_macro_call(struct walk *w, CXCursor call)
{
	CXSourceLocation sl = clang_getCursorLocation(call);
	CXCursor callee;
	struct macro_call *mc;

	if (!in_macro(sl))
		return;
	callee = called_function(call);
	if (clang_Cursor_isNull(callee))
		return;
	mc = xmalloc(sizeof(*mc));
	expansion_of(sl, &mc->file, &mc->offset);
	mc->usr = cx_cursor_usr(callee);
	ptrvec_push(&w->macro_calls, mc);
}

static enum CXChildVisitResult visit(CXCursor c, CXCursor parent, CXClientData data)
{
	struct walk *w = data;

	(void)parent;
	switch (clang_getCursorKind(c)) {
	case CXCursor_CStyleCastExpr:
		check_cast(w, c);
		break;
	case CXCursor_CallExpr:
		note_macro_call(w, c);
		break;
	case CXCursor_MacroDefinition:
	case CXCursor_MacroExpansion:
	case CXCursor_InclusionDirective:
		return CXChildVisit_Continue;
	default:
		break;
	}
	return CXChildVisit_Recurse;
}

/* The typed-setup idiom: the macro that casts fn also calls fn(data), so the compiler checked the call. */
static void resolve_checked_calls(struct walk *w)
{
	size_t i, j;

	for (i = 0; i < w->pending.len; i++) {
		struct pending_cast *p = w->pending.items[i];

		for (j = 0; p->fact->usr && j < w->macro_calls.len; j++) {
			struct macro_call *mc = w->macro_calls.items[j];

			if (mc->offset == p->offset && clang_File_isEqual(mc->file, p->file) &&
			    strcmp(mc->usr, p->fact->usr) == 0) {
				p->fact->flags |= FACT_F_CHECKED_CALL;
				break;
			}
		}
		free(p);
	}
	for (j = 0; j < w->macro_calls.len; j++) {
		struct macro_call *mc = w->macro_calls.items[j];

		free(mc->usr);
		free(mc);
	}
	ptrvec_release(&w->pending);
	ptrvec_release(&w->macro_calls);
}

void extract_facts(CXTranslationUnit tu, struct tu_facts *tf)
{
	struct walk w = { tu, tf, PTRVEC_INIT, PTRVEC_INIT };

	clang_visitChildren(clang_getTranslationUnitCursor(tu), visit, &w);
	resolve_checked_calls(&w);
}
