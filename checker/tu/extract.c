/*
 * The AST walk (see extract.h). One recursive clang_visitChildren pass; the
 * state lives in struct walk, passed as CXClientData. Work is only done on
 * the few cursor kinds that matter, cheapest test first, and file-scope type
 * declarations are not walked (top_level_skip), so the walk stays close to
 * libclang's own cost.
 */
#include "tu/extract.h"
#include "tu/walk.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "facts/type_key.h"
#include "support/paths.h"
#include "tu/clang_helpers.h"
#include "tu/decls.h"
#include "tu/edit_facts.h"
#include "tu/registration_casts.h"
#include "tu/fntype.h"
#include "tu/init_lists.h"
#include "tu/init_places.h"
#include "tu/local_values.h"
#include "tu/type_keys.h"
#include "tu/used_functions.h"
#include "tu/value_shapes.h"

/*
 * A direct call, keyed by its expansion site: a call written in the same
 * macro expansion as a cast of the same function is the checked-cast idiom.
 * (Outside macros no cast and call share an expansion site.)
 */
struct macro_call {
	CXFile file;		/* expansion site */
	unsigned offset;
	CXCursor callee;	/* borrowed from the TU, compared before it is disposed */
};

/* A cast fact waiting for the end of the walk to learn whether its macro also calls the function. */
struct pending_cast {
	struct fact *fact;
	CXCursor function;
	CXFile file;
	unsigned offset;
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

/*
 * libclang before 15 gives the expansion site as the "spelling" location of
 * tokens from a macro body. There, a location whose file position is its
 * expansion site and where a macro expansion starts is in a macro body: name
 * the macro and point the note at its definition.
 */
static char *macro_body_at(CXTranslationUnit tu, CXSourceLocation sl, struct tc_loc *def)
{
	CXFile ef, ff;
	unsigned eoff, foff, line, col;
	CXCursor c;

	clang_getExpansionLocation(sl, &ef, &line, &col, &eoff);
	clang_getFileLocation(sl, &ff, &line, &col, &foff);
	if (!ef || eoff != foff || !clang_File_isEqual(ef, ff))
		return NULL;
	c = clang_getCursor(tu, clang_getLocationForOffset(tu, ef, eoff));
	if (clang_getCursorKind(c) != CXCursor_MacroExpansion)
		return NULL;
	cx_file_loc(clang_getCursorLocation(clang_getCursorReferenced(c)), def);
	return cx_cursor_spelling(c);
}

/*
 * Nested macros: the macro the user wrote (expanded at the expansion site)
 * may differ from the one whose body spells the cast. Clang lists each step;
 * libclang shows only the two ends, so the fact keeps both, as
 * "INNER|OUTER|line|col|file" with the outer macro's definition (rules.c).
 */
static void add_outer_macro(CXTranslationUnit tu, CXSourceLocation sl, struct fact *f)
{
	struct tc_loc def = { NULL, 0, 0 };
	CXFile ef;
	unsigned eoff, line, col;
	CXCursor c;
	char *outer, *both;

	if (!f->macro)
		return;
	clang_getExpansionLocation(sl, &ef, &line, &col, &eoff);
	if (!ef)
		return;
	c = clang_getCursor(tu, clang_getLocationForOffset(tu, ef, eoff));
	if (clang_getCursorKind(c) != CXCursor_MacroExpansion)
		return;
	outer = cx_cursor_spelling(c);
	cx_file_loc(clang_getCursorLocation(clang_getCursorReferenced(c)), &def);
	if (strcmp(outer, f->macro) != 0 && def.file) {
		both = xasprintf("%s|%s|%u|%u|%s", f->macro, outer, def.line, def.col, def.file);
		free(f->macro);
		f->macro = both;
	}
	free(outer);
	tc_loc_release(&def);
}

static int loc_in_system_header(CXTranslationUnit tu, const struct tc_loc *loc)
{
	CXFile file;

	if (!loc->file)
		return 0;
	file = clang_getFile(tu, loc->file);
	return file && clang_Location_isInSystemHeader(clang_getLocation(tu, file, loc->line, loc->col));
}

/* &f for a function f (a dereference *p is a value of its own type, not peeled). */
static int is_address_of_function(CXCursor unary)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(unary));

	return !clang_Cursor_isNull(values_function_of(unary)) && t.kind == CXType_Pointer;
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
		    (kind == CXCursor_UnaryOperator && is_address_of_function(c))) {
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
	/* A value of a generic type is the escape hatch: its real type is unknown here. */
	return fntype_is_generic(o->fn) || fntype_is_windows_proc(clang_getCursorType(c)) ? -1 : 0;
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
	} else if (f->param > 0 && real.kind == CXType_FunctionNoProto) {
		/* No prototype: the argument arrives promoted (rules.c words this case). */
		CXType t = clang_getCanonicalType(clang_getArgType(to, (unsigned)f->param - 1));

		a = xstrdup(t.kind == CXType_Float || t.kind == CXType_Half ? "?promoted double" :
			    "?promoted int");
		b = cx_type_spelling(clang_getArgType(to, (unsigned)f->param - 1));
	} else if (f->param > 0 && to.kind == CXType_FunctionNoProto) {
		/* A call through a type without a prototype passes the argument promoted. */
		CXType t = clang_getCanonicalType(clang_getArgType(real, (unsigned)f->param - 1));

		a = cx_type_spelling(t);
		b = xstrdup(t.kind == CXType_Float || t.kind == CXType_Half ? "double" : "int");
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

const char *function_usr(struct walk *w)
{
	if (!w->function_usr)
		w->function_usr = cx_cursor_usr(w->function);
	return w->function_usr;
}

/* A new fact of the TU, with the function it is written in as its scope. */
struct fact *add_fact(struct walk *w, enum fact_kind kind)
{
	struct fact *f = facts_add(w->tf, kind);

	if (w->in_function)
		f->scope = xstrdup(function_usr(w));
	return f;
}

/*
 * Fix-its travel in the cast fact's text, after its two type fields, as
 * groups of FILE, L1, C1, L2, C2, REPLACEMENT (tab-separated; the
 * replacement escapes backslash, tab and newline as \\, \t, \n); rules.c
 * reads them back. Every fix-it offered must leave code that compiles
 * (testdata/fix/verify): where that cannot be shown, none is offered
 * (docs/rules/callback-cast-pointer-integer.md says why for parameter
 * types).
 */
static void add_fixit_fields(struct walk *w, struct strbuf *sb, const struct tc_loc *b,
			     const struct tc_loc *e, const char *replacement)
{
	/* Headers found through relative -I paths come out relative to the command's folder. */
	char *file = path_absolute(b->file, w->dir);
	const char *p;

	strbuf_addf(sb, "\t%s\t%u\t%u\t%u\t%u\t", file, b->line, b->col, e->line, e->col);
	free(file);
	for (p = replacement; *p; p++) {
		if (*p == '\\')
			strbuf_addstr(sb, "\\\\");
		else if (*p == '\t')
			strbuf_addstr(sb, "\\t");
		else if (*p == '\n')
			strbuf_addstr(sb, "\\n");
		else
			strbuf_addch(sb, *p);
	}
}

/* An arity fix waiting for the end of the walk, where the function's uses are counted. */
struct arity_fix {
	struct fact *fact;
	CXCursor function;	/* canonical; borrowed from the TU */
	char *fields;		/* what to append to the fact's text */
};

static enum CXChildVisitResult grab_body(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_CompoundStmt)
		*(CXCursor *)data = c;
	return CXChildVisit_Continue;
}

/*
 * The indentation of the body's first statement (the text before it on its
 * line, when that is all blanks), else a tab. Malloc'd.
 */
static char *body_indent(CXTranslationUnit tu, CXCursor body)
{
	CXCursor first = first_child(body);
	CXFile file;
	unsigned line, col, off;
	size_t size = 0, start;
	const char *text;

	if (clang_Cursor_isNull(first))
		return xstrdup("\t");
	clang_getExpansionLocation(clang_getCursorLocation(first), &file, &line, &col, &off);
	text = file ? clang_getFileContents(tu, file, &size) : NULL;
	if (!text || off > size)
		return xstrdup("\t");
	start = off;
	while (start > 0 && text[start - 1] != '\n')
		start--;
	for (size_t i = start; i < off; i++)
		if (text[i] != ' ' && text[i] != '\t')
			return xstrdup("\t");
	return start == off ? xstrdup("\t") : xstrndup(text + start, off - start);
}

/*
 * Whether the main file's text at loc starts with expect (after blanks when
 * expect is ")"; NULL: any text). The fix-it's ends are read back from the
 * file as a last check: some libclang versions give file positions inside a
 * macro definition for code a macro wrote, and an edit there would be wrong.
 */
static int fix_text_is(struct walk *w, const struct tc_loc *loc, const char *expect)
{
	CXFile file = loc->file ? clang_getFile(w->tu, loc->file) : NULL, f2;
	size_t size = 0, n;
	const char *text;
	unsigned line, col, off;

	if (!file || !w->main_file || !clang_File_isEqual(file, w->main_file))
		return 0;
	text = clang_getFileContents(w->tu, file, &size);
	clang_getExpansionLocation(clang_getLocation(w->tu, file, loc->line, loc->col), &f2, &line,
				   &col, &off);
	if (!text || line != loc->line || col != loc->col || off > size)
		return 0;
	if (!expect)
		return 1;
	if (*expect == ')')
		while (off < size && (text[off] == ' ' || text[off] == '\t'))
			off++;
	n = strlen(expect);
	return size - off >= n && memcmp(text + off, expect, n) == 0;
}

/*
 * The arity fix: a function that takes fewer parameters than the cast
 * passes gets the missing ones, named unusedN, and a first statement
 * "(void)unusedN;" so that -Wunused-parameter stays quiet; for f(void) the
 * "void" is replaced. Offered only where it cannot break other code: the
 * function is static, defined in the main file outside macros and never
 * declared elsewhere, and (checked after the walk, settle_arity_fixes())
 * every use of it in the TU is a cast to this same type.
 */
static void suggest_arity_fix(struct walk *w, struct fact *f, CXCursor fn, CXType real, CXType to)
{
	CXCursor def = clang_getCursorDefinition(fn), body = clang_getNullCursor();
	int have, want, i, k;
	struct strbuf params = STRBUF_INIT, uses = STRBUF_INIT, fields = STRBUF_INIT;
	struct tc_loc b = { NULL, 0, 0 }, e = { NULL, 0, 0 }, open = { NULL, 0, 0 };
	CXToken *toks = NULL;
	CXFile def_file;
	unsigned n = 0, t, line, col, off;
	char *indent;

	if (f->detail != MISMATCH_ARITY || real.kind != CXType_FunctionProto ||
	    to.kind != CXType_FunctionProto || clang_isFunctionTypeVariadic(real) ||
	    clang_isFunctionTypeVariadic(to) || clang_Cursor_isNull(def) ||
	    !clang_equalCursors(clang_getCanonicalCursor(fn), def) ||
	    clang_Cursor_getStorageClass(def) != CX_SC_Static)
		return;
	clang_getExpansionLocation(clang_getCursorLocation(def), &def_file, &line, &col, &off);
	if (!def_file || !w->main_file || !clang_File_isEqual(def_file, w->main_file))
		return;
	have = clang_getNumArgTypes(real);
	want = clang_getNumArgTypes(to);
	if (have >= want)
		return;
	clang_visitChildren(def, grab_body, &body);
	if (clang_Cursor_isNull(body))
		return;
	cx_plain_file_loc(clang_getRangeStart(clang_getCursorExtent(body)), &open);
	if (!open.file)
		return;
	for (i = have, k = 1; i < want; i++, k++) {
		char *type = cx_type_spelling(clang_getArgType(to, (unsigned)i));

		strbuf_addf(&params, "%s%s unused%d", i ? ", " : "", type, k);
		free(type);
	}
	if (have > 0) {
		/* Insert after the last parameter. */
		CXSourceRange r = clang_getCursorExtent(clang_Cursor_getArgument(def, (unsigned)have - 1));

		cx_plain_file_loc(clang_getRangeEnd(r), &b);
		if (b.file)
			tc_loc_set(&e, b.file, b.line, b.col);
	} else {
		/* Replace "void" in f(void). */
		clang_tokenize(w->tu, clang_getCursorExtent(def), &toks, &n);
		for (t = 0; t + 1 < n; t++) {
			CXString sp = clang_getTokenSpelling(w->tu, toks[t]);
			int is_open = strcmp(clang_getCString(sp), "(") == 0;

			clang_disposeString(sp);
			if (!is_open)
				continue;
			sp = clang_getTokenSpelling(w->tu, toks[t + 1]);
			if (strcmp(clang_getCString(sp), "void") == 0) {
				CXSourceRange r = clang_getTokenExtent(w->tu, toks[t + 1]);

				cx_plain_file_loc(clang_getRangeStart(r), &b);
				cx_plain_file_loc(clang_getRangeEnd(r), &e);
			}
			clang_disposeString(sp);
			break;
		}
		if (toks)
			clang_disposeTokens(w->tu, toks, n);
	}
	if (b.file && e.file && fix_text_is(w, &b, have ? NULL : "void") &&
	    fix_text_is(w, &e, have ? ")" : NULL) && fix_text_is(w, &open, "{")) {
		struct arity_fix *af = xmalloc(sizeof(*af));

		indent = body_indent(w->tu, body);
		for (k = 1; k <= want - have; k++)
			strbuf_addf(&uses, "\n%s(void)unused%d;", indent, k);
		free(indent);
		add_fixit_fields(w, &fields, &b, &e, params.buf);
		/* After the body's "{". */
		open.col++;
		add_fixit_fields(w, &fields, &open, &open, uses.buf);
		af->fact = f;
		af->function = clang_getCanonicalCursor(def);
		af->fields = strbuf_detach(&fields);
		ptrvec_push(&w->arity_fixes, af);
	}
	strbuf_release(&params);
	strbuf_release(&uses);
	strbuf_release(&fields);
	tc_loc_release(&b);
	tc_loc_release(&e);
	tc_loc_release(&open);
}

/* Counts, per waiting arity fix, the references to its function. */
struct use_count {
	struct walk *w;
	size_t *uses;
};

static enum CXChildVisitResult count_uses(CXCursor c, CXCursor parent, CXClientData data)
{
	struct use_count *u = data;
	CXCursor ref;
	size_t i;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_DeclRefExpr)
		return CXChildVisit_Recurse;
	ref = clang_getCursorReferenced(c);
	if (clang_getCursorKind(ref) != CXCursor_FunctionDecl)
		return CXChildVisit_Continue;
	ref = clang_getCanonicalCursor(ref);
	for (i = 0; i < u->w->arity_fixes.len; i++) {
		const struct arity_fix *af = u->w->arity_fixes.items[i];

		if (clang_equalCursors(ref, af->function))
			u->uses[i]++;
	}
	return CXChildVisit_Continue;
}

/*
 * The arity fixes whose function has no other use than casts that get the
 * same fix: a direct call, or any other reference, would need the old type.
 * One more walk of the TU, only when a fix waits (rare).
 */
static void settle_arity_fixes(struct walk *w)
{
	struct use_count u = { w, NULL };
	size_t i, j, same;

	if (!w->arity_fixes.len)
		return;
	u.uses = xcalloc(w->arity_fixes.len, sizeof(*u.uses));
	clang_visitChildren(clang_getTranslationUnitCursor(w->tu), count_uses, &u);
	for (i = 0; i < w->arity_fixes.len; i++) {
		struct arity_fix *af = w->arity_fixes.items[i];

		for (j = 0, same = 0; j < w->arity_fixes.len; j++) {
			const struct arity_fix *other = w->arity_fixes.items[j];

			if (clang_equalCursors(af->function, other->function) &&
			    strcmp(af->fields, other->fields) == 0)
				same++;
		}
		if (u.uses[i] == same) {
			char *text = xasprintf("%s%s", af->fact->text, af->fields);

			free(af->fact->text);
			af->fact->text = text;
		}
	}
	for (i = 0; i < w->arity_fixes.len; i++) {
		struct arity_fix *af = w->arity_fixes.items[i];

		free(af->fields);
		free(af);
	}
	free(u.uses);
	ptrvec_release(&w->arity_fixes);
}

static CXCursor called_function(CXCursor call);

/*
 * An array element's slot: key with "[N]" for a constant index N, or key
 * itself (the whole array) for any other index. Takes key; malloc'd.
 */
static char *element_key(char *key, CXCursor index)
{
	CXEvalResult r;
	long long n = -1;
	char *k;

	if (!key || clang_Cursor_isNull(index))
		return key;
	r = clang_Cursor_Evaluate(index);
	if (r) {
		if (clang_EvalResult_getKind(r) == CXEval_Int)
			n = clang_EvalResult_getAsLongLong(r);
		clang_EvalResult_dispose(r);
	}
	if (n < 0)
		return key;
	k = xasprintf("%s[%lld]", key, n);
	free(key);
	return k;
}

/* The slot of what a function returns: "return:USR", or NULL for a null cursor. Malloc'd. */
static char *return_key(CXCursor fn)
{
	char *usr, *key;

	if (clang_Cursor_isNull(fn))
		return NULL;
	usr = cx_cursor_usr(fn);
	key = xasprintf("return:%s", usr);
	free(usr);
	return key;
}

/*
 * The slot an expression reads, when it holds a value of a generic type:
 * "record.field" for a field (any object of the record), "global:USR" for a
 * global, each element of an array being the array's slot; "return:USR"
 * for what a call of a function returns. NULL for anything else. Malloc'd.
 */
/*
 * A generic parameter (void *pfunc) is a slot too: "param:NAME#N", which
 * every caller's argument fills (analysis/slot_flow.c, analysis/origins.c).
 */
static char *param_key(CXCursor parm)
{
	CXCursor fn = clang_getCursorSemanticParent(parm);
	int i, n = clang_Cursor_getNumArguments(fn);
	char *name, *key = NULL;

	/* A typed callback parameter is a wrapper's (analysis/wrappers.c), not a slot. */
	if (!is_generic_type(clang_getCursorType(parm), 0))
		return NULL;
	for (i = 0; i < n && !key; i++) {
		if (clang_equalCursors(clang_Cursor_getArgument(fn, (unsigned)i), parm)) {
			name = cx_cursor_spelling(fn);
			key = xasprintf("param:%s#%d", name, i + 1);
			free(name);
		}
	}
	return key;
}

static char *slot_of(CXCursor expr)
{
	CXCursor c = values_peel(expr), base, index = clang_getNullCursor();
	CXType t;
	char *tag, *field, *key;
	int subscripts = 0;

	while (clang_getCursorKind(c) == CXCursor_CStyleCastExpr ||
	       clang_getCursorKind(c) == CXCursor_ArraySubscriptExpr) {
		if (clang_getCursorKind(c) == CXCursor_CStyleCastExpr) {
			c = values_peel(cast_operand(c));
			continue;
		}
		values_first_last_expr(c, &base, &index);
		c = values_peel(base);
		subscripts++;
	}
	if (subscripts != 1)
		index = clang_getNullCursor();	/* a[i][j]: the whole array */
	if (clang_getCursorKind(c) == CXCursor_DeclRefExpr) {
		CXCursor ref = clang_getCursorReferenced(c);

		if (clang_getCursorKind(ref) == CXCursor_ParmDecl)
			return param_key(ref);
		return element_key(global_key(ref), index);
	}
	if (clang_getCursorKind(c) == CXCursor_CallExpr)
		return return_key(called_function(c));
	if (clang_getCursorKind(c) != CXCursor_MemberRefExpr)
		return NULL;
	base = values_first_expr(c);
	if (clang_Cursor_isNull(base))
		return NULL;
	t = clang_getCanonicalType(clang_getCursorType(base));
	if (t.kind == CXType_Pointer)
		t = clang_getCanonicalType(clang_getPointeeType(t));
	if (t.kind != CXType_Record)
		return NULL;
	tag = record_tag(t);
	field = cx_cursor_spelling(c);
	key = xasprintf("%s.%s", tag, field);
	free(tag);
	free(field);
	return element_key(key, index);
}

/*
 * A conversion into the function-pointer type to (canonical pointer) of what
 * a generic slot holds: the functions stored there are only known to the
 * join (analysis/slot_flow.c), which compares their signatures with this one.
 */
static void record_slot_conversion(struct walk *w, CXCursor at, CXCursor operand, CXType to,
				   unsigned flags)
{
	CXType fn = fntype_pointee_function(to);
	char *slot;
	struct fact *f;
	CXSourceLocation sl;

	if (fn.kind != CXType_FunctionProto || fntype_is_generic(fn))
		return;
	slot = slot_of(operand);
	if (!slot)
		return;
	f = add_fact(w, FACT_CAST);
	sl = clang_getCursorLocation(at);
	cx_file_loc(sl, &f->loc);
	f->flags = FACT_F_FROM_SLOT | flags;
	f->container = slot;
	f->type_to = cx_type_spelling(clang_getCursorType(at));
	f->sig = values_signature(fn);
	if (w->in_function)
		f->api = cx_cursor_spelling(w->function);
	if (loc_in_system_header(w->tu, &f->loc))
		f->flags |= FACT_F_IN_SYSTEM;
	/* SETUP_TIMER(t, ops.cb, p): the macro's (fn)(p) through the same variable checks it. */
	operand = values_peel(operand);
	while (clang_getCursorKind(operand) == CXCursor_CStyleCastExpr)
		operand = values_peel(cast_operand(operand));	/* (A)(void (*)(void *))(fn) */
	if (clang_getCursorKind(operand) == CXCursor_DeclRefExpr ||
	    clang_getCursorKind(operand) == CXCursor_MemberRefExpr) {
		struct pending_cast *p = xmalloc(sizeof(*p));

		p->fact = f;
		p->function = clang_getCursorReferenced(operand);
		expansion_of(sl, &p->file, &p->offset);
		ptrvec_push(&w->pending, p);
	}
}

/*
 * The cast fact for a conversion at cursor at (a written cast, or an
 * implicit conversion) of o's function to the function type to, which
 * differs from it as m says: where it is, the types, the function, the
 * macro it is spelled in, whether it is system code.
 */
static struct fact *add_cast_fact(struct walk *w, CXCursor at, const struct origin *o, CXType to,
				  enum cast_mismatch m, int param)
{
	CXSourceLocation sl = clang_getCursorLocation(at);
	struct fact *f = add_fact(w, FACT_CAST);

	if (w->in_function)
		f->api = cx_cursor_spelling(w->function);
	cx_file_loc(sl, &f->loc);
	cx_spelling_loc(sl, &f->spell);
	f->detail = m;
	f->param = param;
	f->type_from = cx_type_spelling(o->fn);
	f->type_to = cx_type_spelling(clang_getCursorType(at));
	if (o->laundered)
		f->flags |= FACT_F_LAUNDERED;
	if (!clang_Cursor_isNull(o->decl)) {
		if (clang_getCursorKind(o->decl) != CXCursor_FunctionDecl &&
		    fntype_pointee_function(clang_getCursorType(o->decl)).kind != CXType_Invalid) {
			f->flags |= FACT_F_POINTER_VAR;
			free(f->type_from);
			f->type_from = cx_type_spelling(clang_getCursorType(o->decl));
		}
		f->func = cx_cursor_spelling(o->decl);
		f->usr = cx_cursor_usr(o->decl);
		cx_file_loc(clang_getCursorLocation(o->decl), &f->decl);
	}
	describe_difference(f, o->fn, clang_getCanonicalType(to));
	if (!tc_loc_equal(&f->loc, &f->spell)) {
		f->macro = macro_at(w->tu, &f->spell);
		add_outer_macro(w->tu, sl, f);
	} else {
		tc_loc_release(&f->spell);
		f->macro = macro_body_at(w->tu, sl, &f->spell);
	}
	if (loc_in_system_header(w->tu, &f->loc) &&
	    (!f->spell.file || loc_in_system_header(w->tu, &f->spell)))
		f->flags |= FACT_F_IN_SYSTEM;
	return f;
}

/*
 * How the function type real differs from to: by C's rules, or when C
 * finds them compatible, by CFI's (*cfi_only: FACT_F_CFI_ONLY, reported
 * under --profile=cfi only). MISMATCH_NONE: compatible under both.
 */
static enum cast_mismatch classify_cast(CXType real, CXType to, int *param, unsigned *cfi_only)
{
	struct fntype_diff d;

	fntype_diff(real, to, &d);
	*cfi_only = 0;
	*param = d.c_param;
	if (d.c != MISMATCH_NONE || d.cfi == MISMATCH_NONE)
		return d.c;
	*cfi_only = FACT_F_CFI_ONLY;
	*param = d.cfi_param;
	return d.cfi;
}

/* A cast's type as written is a generic storage type: void (*)(void) or FARPROC. */
static int is_generic_storage(CXType written)
{
	CXType fn = fntype_pointee_function(written);

	return fn.kind != CXType_Invalid && (fntype_is_generic(fn) || fntype_is_windows_proc(written));
}

static unsigned cursor_offset(CXCursor c);

/*
 * The value a local holds where use (a reference to it) reads it, when that
 * is certain: every value it receives is known (local_values.c) and written
 * before the use, the last of them reaching it. A value written after the
 * use could reach it on a loop's next turn: null then.
 */
static CXCursor local_value_at_use(CXCursor use)
{
	CXCursor ref, vals[LOCAL_VALUES_MAX], last = clang_getNullCursor();
	unsigned at;
	int i, n;

	if (clang_getCursorKind(use) != CXCursor_DeclRefExpr)
		return last;
	ref = clang_getCursorReferenced(use);
	if (clang_getCursorKind(ref) != CXCursor_VarDecl ||
	    clang_getCursorLinkage(ref) != CXLinkage_NoLinkage)
		return last;
	n = local_values(ref, vals);
	at = cursor_offset(use);
	for (i = 0; i < n; i++) {
		if (cursor_offset(vals[i]) >= at)
			return clang_getNullCursor();
		last = vals[i];
	}
	return last;
}

/* local_value_at_use() through copies of locals (void *a = (void *)fn, *b = a;). */
static CXCursor held_value_at_use(CXCursor use)
{
	CXCursor value = local_value_at_use(use), next;
	int steps = 0;

	while (!clang_Cursor_isNull(value) && steps++ < 4 &&
	       !clang_Cursor_isNull(next = local_value_at_use(values_peel(value))))
		value = next;
	return value;
}

/*
 * A call through a generic storage type without casting back to the
 * function's own type: ((void (*)(void))f)(), or g() for a void (*)(void)
 * slot that holds other functions. The type is sound for storage only: the
 * call is checked like a cast (FACT_F_CALL_THROUGH), and kCFI traps it.
 */
static void check_call_through(struct walk *w, CXCursor call)
{
	CXCursor callee = values_peel(first_child(call));
	CXType written = clang_getCursorType(callee), fn;
	struct origin o;
	struct fact *f;
	enum cast_mismatch m;
	unsigned cfi_only;
	int param;

	if (!is_generic_storage(written))
		return;
	fn = fntype_pointee_function(written);
	if (clang_getCursorKind(callee) != CXCursor_CStyleCastExpr) {
		CXCursor value = values_peel(local_value_at_use(callee));
		char *slot;

		/* A local holding (void (*)(void))f where it is called: f called through it. */
		if (clang_getCursorKind(value) == CXCursor_CStyleCastExpr &&
		    find_origin(cast_operand(value), &o) == 0) {
			m = classify_cast(o.fn, fn, &param, &cfi_only);
			if (m != MISMATCH_NONE) {
				f = add_cast_fact(w, callee, &o, fn, m, param);
				f->flags |= cfi_only | FACT_F_CALL_THROUGH;
			}
			return;
		}
		slot = slot_of(callee);
		CXType canon = clang_getCanonicalType(fn);

		if (!slot || canon.kind != CXType_FunctionProto) {
			free(slot);	/* FARPROC has no prototype to compare with */
			return;
		}
		/* The join compares the functions stored there with the generic signature. */
		f = add_fact(w, FACT_CAST);
		cx_file_loc(clang_getCursorLocation(call), &f->loc);
		f->flags = FACT_F_FROM_SLOT | FACT_F_CALL_THROUGH;
		f->container = slot;
		f->type_to = cx_type_spelling(written);
		f->sig = values_signature(canon);
		if (w->in_function)
			f->api = cx_cursor_spelling(w->function);
		if (loc_in_system_header(w->tu, &f->loc))
			f->flags |= FACT_F_IN_SYSTEM;
		return;
	}
	if (find_origin(cast_operand(callee), &o) != 0)
		return;
	m = classify_cast(o.fn, fn, &param, &cfi_only);
	if (m == MISMATCH_NONE)
		return;
	f = add_cast_fact(w, callee, &o, fn, m, param);
	f->flags |= cfi_only | FACT_F_CALL_THROUGH;
}

/* The arguments of a call, as the callee receives them: promoted, arrays and functions decayed. */
static int call_argument_types(CXCursor call, CXType *types, int max)
{
	int i, n = clang_Cursor_getNumArguments(call);

	if (n < 0 || n > max)
		return -1;
	/* Clang writes the promotions and decays as implicit conversions: the argument's type is
	 * already what is passed. */
	for (i = 0; i < n; i++)
		types[i] = clang_getCanonicalType(clang_getCursorType(clang_Cursor_getArgument(call, i)));
	return n;
}

/* The key of the function type a call through an unprototyped pointer really uses. */
static char *call_type_key(CXType ret, const CXType *args, int n)
{
	struct strbuf sb = STRBUF_INIT;
	char *k = type_key(ret);
	int i;

	strbuf_addf(&sb, "F%s", k);
	free(k);
	for (i = 0; i < n; i++) {
		k = type_key(args[i]);
		strbuf_addstr(&sb, k);
		free(k);
	}
	strbuf_addch(&sb, 'E');
	return strbuf_detach(&sb);
}

/* "ret<TAB>arg..." of the call, as values_signature() writes a function's. */
static char *call_signature(CXType ret, const CXType *args, int n)
{
	struct strbuf sb = STRBUF_INIT;
	char *name = values_type_name(ret);
	int i;

	strbuf_addstr(&sb, name);
	free(name);
	for (i = 0; i < n; i++) {
		name = values_type_name(args[i]);
		strbuf_addf(&sb, "\t%s", name);
		free(name);
	}
	return strbuf_detach(&sb);
}

#define CALL_ARGS_MAX 64

/* "function:USR": the slot a function with external linkage fills with its definition. */
static char *function_slot(CXCursor fn)
{
	char *usr = cx_cursor_usr(fn), *slot;

	if (!usr || !*usr || clang_getCursorLinkage(fn) != CXLinkage_External) {
		free(usr);
		return NULL;
	}
	slot = xasprintf("function:%s", usr);
	free(usr);
	return slot;
}

/*
 * A prototyped definition with external linkage fills its function slot,
 * so a call through a declaration without a prototype in another file is
 * compared with it in the join (analysis/slot_flow.c).
 */
static void record_definition(struct walk *w, CXCursor fn)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(fn));
	char *slot;
	struct fact *f;

	if (t.kind != CXType_FunctionProto || !(slot = function_slot(fn)))
		return;
	f = add_fact(w, FACT_STORE);
	f->api = slot;
	f->flags = VAL_FUNCTION;
	cx_file_loc(clang_getCursorLocation(fn), &f->loc);
	f->func = cx_cursor_spelling(fn);
	f->usr = cx_cursor_usr(fn);
	f->sig = values_signature(t);
	f->tkey = type_key(t);
}

/* The fact's text for a call whose arguments do not fit real: what it has, a tab, what is passed. */
static char *describe_arguments(CXType real, CXType ret, enum cast_mismatch m, int param,
				const CXType *args, int n)
{
	char *a, *b, *text;

	if (m == MISMATCH_ARITY) {
		a = describe_params(real);
		b = xasprintf("%d argument%s", n, n == 1 ? "" : "s");
	} else if (param > 0) {
		a = cx_type_spelling(clang_getArgType(real, (unsigned)param - 1));
		b = cx_type_spelling(args[param - 1]);
	} else {
		a = cx_type_spelling(clang_getResultType(real));
		b = cx_type_spelling(ret);
	}
	text = xasprintf("%s\t%s", a, b);
	free(a);
	free(b);
	return text;
}

/*
 * A call through a pointer declared without a prototype (char *(*fp)();
 * fp = strchr; fp('e', "Hello")): the conversion fp = strchr is compatible,
 * but the call is undefined when the promoted arguments do not fit the
 * prototype of the function the pointer holds (C11 6.5.2.2p6). When a local
 * certainly holds one function here, the arguments are compared now; when
 * the pointer is read from a slot (a global, a field), the join compares
 * them with every function stored there (analysis/slot_flow.c).
 */
static void check_unprototyped_call(struct walk *w, CXCursor call)
{
	CXCursor callee = values_peel(first_child(call)), value, direct = clang_getNullCursor();
	CXType fn = fntype_pointee_function(clang_getCursorType(callee)), args[CALL_ARGS_MAX];
	struct origin o;
	struct fact *f;
	char *key, *real, *slot;
	int n, param;
	enum cast_mismatch m;

	if (fn.kind == CXType_Invalid && clang_getCursorKind(callee) == CXCursor_DeclRefExpr) {
		/* f(x) where f is declared without a prototype (long f();): the function called
		 * is f's definition, in this file or another (CERT EXP37-C's second example). */
		fn = clang_getCanonicalType(clang_getCursorType(callee));
		direct = clang_getCursorReferenced(callee);
		if (clang_getCursorKind(direct) != CXCursor_FunctionDecl)
			return;
	}
	if (fn.kind != CXType_FunctionNoProto)
		return;
	n = call_argument_types(call, args, CALL_ARGS_MAX);
	if (n < 0)
		return;
	key = call_type_key(clang_getResultType(fn), args, n);
	if (!clang_Cursor_isNull(direct)) {
		CXCursor def = clang_getCursorDefinition(direct);

		value = clang_getNullCursor();
		if (!clang_Cursor_isNull(def) &&
		    clang_getCanonicalType(clang_getCursorType(def)).kind == CXType_FunctionProto) {
			o.decl = def;
			o.fn = clang_getCanonicalType(clang_getCursorType(def));
			o.laundered = 0;
			goto compare;
		}
	} else {
		value = values_peel(local_value_at_use(callee));
	}
	if (!clang_Cursor_isNull(value) && find_origin(value, &o) == 0 &&
	    clang_getCursorKind(o.decl) == CXCursor_FunctionDecl) {
compare:
		real = type_key(o.fn);
		m = tkey_classify_call(real, key, &param);
		free(real);
		if (m != MISMATCH_NONE) {
			f = add_cast_fact(w, callee, &o, fn, m, param);
			f->flags |= FACT_F_CALL_THROUGH | FACT_F_ARGUMENTS;
			free(f->text);
			f->text = describe_arguments(o.fn, clang_getResultType(fn), m, param, args, n);
		}
		free(key);
		return;
	}
	slot = clang_Cursor_isNull(direct) ? slot_of(callee) : function_slot(direct);
	if (!slot) {
		free(key);
		return;
	}
	f = add_fact(w, FACT_CAST);
	f->container = slot;
	cx_file_loc(clang_getCursorLocation(call), &f->loc);
	f->flags = FACT_F_FROM_SLOT | FACT_F_CALL_THROUGH | FACT_F_ARGUMENTS;
	f->type_to = cx_type_spelling(clang_getCursorType(callee));
	f->sig = call_signature(clang_getResultType(fn), args, n);
	f->tkey = key;
	if (w->in_function)
		f->api = cx_cursor_spelling(w->function);
	if (loc_in_system_header(w->tu, &f->loc))
		f->flags |= FACT_F_IN_SYSTEM;
}

/*
 * (fp32)v for a local void *v = (void *)f16 (or an integer local holding
 * (uintptr_t)f16): the function the generic local certainly holds here
 * is what the cast converts.
 */
static int laundered_local_origin(CXCursor operand, struct origin *o)
{
	CXCursor ref, value;

	if (clang_getCursorKind(operand) != CXCursor_DeclRefExpr)
		return 0;
	ref = clang_getCursorReferenced(operand);
	if (!is_generic_type(clang_getCursorType(ref), 1))
		return 0;
	value = values_peel(held_value_at_use(operand));
	if (clang_getCursorKind(value) != CXCursor_CStyleCastExpr ||
	    find_origin(value, o) != 0 || clang_getCursorKind(o->decl) != CXCursor_FunctionDecl)
		return 0;
	o->laundered = 1;
	return 1;
}

/*
 * fp for a local function pointer that certainly holds f where it is read
 * (void (*fp)(struct foo *) = f; ... (cb_t)fp): the cast converts f, and
 * says so, as if f were written there. Only a value of the local's own
 * type counts: a value cast on its way in is that cast's business.
 */
static int local_function_origin(CXCursor operand, struct origin *o)
{
	CXCursor value;
	struct origin held;

	if (clang_getCursorKind(operand) != CXCursor_DeclRefExpr)
		return 0;
	value = values_peel(local_value_at_use(operand));
	if (clang_Cursor_isNull(value) || find_origin(value, &held) != 0 || held.laundered ||
	    clang_getCursorKind(held.decl) != CXCursor_FunctionDecl ||
	    !clang_equalTypes(held.fn, o->fn))
		return 0;
	*o = held;
	return 1;
}

static void cursorvec_push(struct cursorvec *v, CXCursor c);

/*
 * The written casts inside cast (through parentheses) to a function-pointer
 * type other than cast_type: the value is converted again before anything
 * can call it, so nothing calls through their types (the walk visits the
 * outer cast first). (T)(T)f keeps its inner cast: same type.
 */
static void mark_inner_casts(struct walk *w, CXCursor cast, CXType cast_type)
{
	CXCursor inner = values_peel(cast_operand(cast));

	while (clang_getCursorKind(inner) == CXCursor_CStyleCastExpr) {
		CXType t = clang_getCanonicalType(clang_getCursorType(inner));

		if (!clang_equalTypes(t, cast_type))
			cursorvec_push(&w->recast, inner);
		inner = values_peel(cast_operand(inner));
	}
}

static int is_recast(const struct walk *w, CXCursor cast)
{
	size_t i;

	/*
	 * By extent and type: the walk's cursor and the one found under the
	 * outer cast differ in parent, and in a macro an outer cast may span
	 * the same extent as its inner one (but never has its type).
	 */
	for (i = 0; i < w->recast.len; i++)
		if (clang_equalRanges(clang_getCursorExtent(w->recast.items[i]),
				      clang_getCursorExtent(cast)) &&
		    clang_equalTypes(clang_getCursorType(w->recast.items[i]), clang_getCursorType(cast)))
			return 1;
	return 0;
}

/* cast_type: the cast's canonical type, computed once by visit() for this and record_recovery. */
static void check_cast(struct walk *w, CXCursor cast, CXType cast_type)
{
	CXType to;
	CXCursor operand;
	CXSourceLocation sl;
	struct origin o;
	struct fact *f;
	enum cast_mismatch m;
	unsigned cfi_only;
	int param;

	if (cast_type.kind != CXType_Pointer)
		return;		/* (int)x and the like, without a pointee to look at */
	to = fntype_pointee_function(cast_type);
	/* void (*)(void) and FARPROC are storage: a call through them is checked at the call. */
	if (to.kind == CXType_Invalid || fntype_is_generic(to) ||
	    fntype_is_windows_proc(clang_getCursorType(cast)))
		return;
	mark_inner_casts(w, cast, cast_type);
	/* (T)(T)f: the outer cast changes nothing; the inner one is checked on its own. */
	operand = values_peel(cast_operand(cast));
	if (clang_getCursorKind(operand) == CXCursor_CStyleCastExpr &&
	    clang_equalTypes(clang_getCanonicalType(clang_getCursorType(operand)), cast_type))
		return;
	if (find_origin(cast_operand(cast), &o) != 0 && !laundered_local_origin(operand, &o)) {
		record_slot_conversion(w, cast, cast_operand(cast), cast_type, 0);
		return;
	}
	if (!o.laundered)
		local_function_origin(operand, &o);
	m = classify_cast(o.fn, to, &param, &cfi_only);
	if (m == MISMATCH_NONE)
		return;
	f = add_cast_fact(w, cast, &o, to, m, param);
	f->flags |= cfi_only;
	if (is_recast(w, cast))
		f->flags |= FACT_F_RECAST;
	sl = clang_getCursorLocation(cast);
	if (!clang_Cursor_isNull(o.decl) && !(f->flags & FACT_F_POINTER_VAR)) {
		suggest_arity_fix(w, f, o.decl, o.fn, clang_getCanonicalType(to));
	}
	if (!clang_Cursor_isNull(o.decl)) {
		struct pending_cast *p = xmalloc(sizeof(*p));

		p->fact = f;
		p->function = o.decl;
		expansion_of(sl, &p->file, &p->offset);
		ptrvec_push(&w->pending, p);
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

static void cursorvec_push(struct cursorvec *v, CXCursor c)
{
	if (v->len == v->cap) {
		v->cap = v->cap ? 2 * v->cap : 1024;
		v->items = xrealloc(v->items, v->cap * sizeof(*v->items));
	}
	v->items[v->len++] = c;
}


/*
 * "<enclosing function USR>|<object>": names the object an expression
 * designates within one function, so that a call passing &c->timer and a
 * store into c->timer.data pair up (see join.c). Malloc'd.
 */
static char *object_key(struct walk *w, CXCursor expr)
{
	char *key = values_object_key(expr);
	char *s = xasprintf("%s|%s", w->in_function ? function_usr(w) : "",
			    key ? key : "?");

	free(key);
	return s;
}

/*
 * Whether values_function_of() can find a function in a call argument: a
 * cheap rejection for the common case. clang_getCursorReferenced() of an
 * implicit conversion looks through implicit conversions only, to the
 * variable, parameter, enumerator or field they end at, or to the callee of
 * a call they end at; values_function_of() follows the same conversions and
 * stops at that reference, member access or call without a function. Any
 * other answer (a function, nothing) takes the full path.
 */
static int arg_may_be_function(CXCursor arg, int *is_param)
{
	enum CXCursorKind k = clang_getCursorKind(arg);

	*is_param = 0;
	/* A macro's parenthesised argument, (cb), is the same name. */
	if (k == CXCursor_UnexposedExpr || k == CXCursor_ParenExpr) {
		switch (clang_getCursorKind(clang_getCursorReferenced(values_peel(arg)))) {
		case CXCursor_ParmDecl:
			*is_param = 1;
			return 0;
		case CXCursor_VarDecl: case CXCursor_FieldDecl: case CXCursor_EnumConstantDecl:
			return 0;
		default:
			break;
		}
	}
	return 1;
}

/*
 * A wrapper passing its own callback parameter on (my_arm(t, fn, arg)
 * calling setup_timer(t, fn, arg)): the parameter's number, when arg is a
 * function-pointer parameter of the function being walked; else 0.
 */
static int callback_param(struct walk *w, CXCursor arg)
{
	CXType t;

	if (!w->in_function)
		return 0;
	if (w->callback_params < 0) {
		/* Most functions take no callback: count once, so their arguments cost nothing. */
		int i, n = clang_Cursor_getNumArguments(w->function);

		w->callback_params = 0;
		for (i = 0; i < n; i++) {
			CXType pt = clang_getCanonicalType(clang_getCursorType(
				clang_Cursor_getArgument(w->function, (unsigned)i)));

			if (pt.kind == CXType_Pointer &&
			    fntype_is_function(clang_getCanonicalType(clang_getPointeeType(pt))))
				w->callback_params++;
		}
	}
	if (!w->callback_params)
		return 0;
	t = clang_getCanonicalType(clang_getCursorType(arg));
	if (t.kind != CXType_Pointer ||
	    !fntype_is_function(clang_getCanonicalType(clang_getPointeeType(t))))
		return 0;
	return values_param_origin(arg, w->function);
}

/* The number of parameters of the function a function-pointer expression points to. */
static int pointee_param_count(CXCursor expr)
{
	CXType fn = fntype_pointee_function(clang_getCanonicalType(clang_getCursorType(expr)));

	return fn.kind == CXType_FunctionProto ? clang_getNumArgTypes(fn) : 0;
}

/*
 * A call fact's text: the callback's parameter count (for entries with
 * param=last), then each parameter's type, tab-separated, so the join can
 * compare a typed parameter with the context registered for it.
 */
static char *callback_params(CXCursor fn)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(fn));
	int i, n = clang_Cursor_getNumArguments(fn);
	struct strbuf sb = STRBUF_INIT;

	strbuf_addf(&sb, "%d", n);
	for (i = 0; t.kind == CXType_FunctionProto && i < n; i++) {
		char *type = values_type_name(clang_getArgType(t, (unsigned)i));

		strbuf_addf(&sb, "\t%s", type);
		free(type);
	}
	return strbuf_detach(&sb);
}

/*
 * A pointer argument that a call made (g_source_set_callback(src, ...)
 * with src = g_child_watch_source_new(pid), directly or through a local
 * variable's initialiser): VAL_RETURNED, func naming that callee, so a
 * pack can say what such an object is.
 */
/* The offset of a cursor's start in its file (expansion location). */
static unsigned cursor_offset(CXCursor c)
{
	unsigned offset = 0;

	clang_getExpansionLocation(clang_getCursorLocation(c), NULL, NULL, NULL, &offset);
	return offset;
}

/*
 * The value a local holds where use reads it: the last of its initialiser
 * and assignments written before the use (source order: the one that
 * reaches it in straight-line code, as in GSource *s; ... s =
 * g_child_watch_source_new(pid); g_source_set_callback(s, ...)). Falls
 * back to the initialiser when the local's values are not all known.
 */
static CXCursor local_value_at(CXCursor var, CXCursor use)
{
	CXCursor vals[LOCAL_VALUES_MAX], last = clang_getNullCursor();
	unsigned at = cursor_offset(use);
	int i, n = local_values(var, vals);

	if (n == 0)
		return values_last_expr(var);
	for (i = 0; i < n; i++)
		if (cursor_offset(vals[i]) < at)
			last = vals[i];
	return last;
}

static void note_producer(CXCursor arg, struct fact *a)
{
	CXCursor c = values_peel(arg), ref, callee;
	int hops;

	/* s2 = s; call(s2): each local read where it is read, so a copy made after
	 * s = g_child_watch_source_new() carries that source (a few copies at most). */
	for (hops = 0; hops < 8 && clang_getCursorKind(c) == CXCursor_DeclRefExpr; hops++) {
		ref = clang_getCursorReferenced(c);
		if (clang_getCursorKind(ref) != CXCursor_VarDecl ||
		    clang_getCursorLinkage(ref) != CXLinkage_NoLinkage)
			return;
		c = local_value_at(ref, c);
		if (clang_Cursor_isNull(c))
			return;
		c = values_peel(c);
	}
	if (clang_getCursorKind(c) != CXCursor_CallExpr)
		return;
	callee = called_function(c);
	if (clang_Cursor_isNull(callee))
		return;
	a->flags |= VAL_RETURNED;
	free(a->func);
	a->func = cx_cursor_spelling(callee);
}

static int is_function_pointer(CXCursor expr);
static CXCursor local_read(CXCursor expr);

/*
 * A function-pointer local holding one function (fn = conn_cb): a callback
 * with its call fact (callback_sources), as the function named there is.
 */
static int local_names_function(CXCursor arg)
{
	struct fact probe = { 0 };
	int yes;

	if (!is_function_pointer(arg) || clang_Cursor_isNull(local_read(arg)))
		return 0;
	values_describe(arg, &probe);
	yes = (probe.flags & VAL_FUNCTION) != 0;
	fact_release(&probe);
	return yes;
}

/* The arg facts of a call that passes a callback: every argument that is not one. */
static void record_call_args(struct walk *w, CXCursor call, int n, const char *callee, int id)
{
	int j, is_param;

	for (j = 0; j < n; j++) {
		CXCursor arg = clang_Cursor_getArgument(call, (unsigned)j);
		struct fact *a;

		if (!clang_Cursor_isNull(values_function_of(arg)) || local_names_function(arg))
			continue;
		if ((!arg_may_be_function(arg, &is_param) && is_param) ||
		    clang_getCursorKind(arg) == CXCursor_CStyleCastExpr) {
			if (callback_param(w, arg))
				continue;	/* a callback parameter passed on: it has a call fact */
		}
		a = add_fact(w, FACT_ARG);
		cx_file_loc(clang_getCursorLocation(values_peel(arg)), &a->loc);
		a->api = xstrdup(callee);
		a->text = object_key(w, arg);
		a->detail = id;
		a->param = j + 1;
		values_describe(arg, a);
		if (w->in_function && (a->origin = values_param_origin(arg, w->function)) > 0)
			a->flags |= VAL_PARAM;
		if (a->flags & VAL_POINTER)
			note_producer(arg, a);
	}
}

/* A pointer to an object (not to void, not to a function): a value whose type a context can lose. */
static int is_object_pointer(CXType t)
{
	CXType pointee;

	if (t.kind != CXType_Pointer)
		return 0;
	pointee = clang_getCanonicalType(clang_getPointeeType(t));
	return pointee.kind != CXType_Void && !fntype_is_function(pointee);
}

static int is_void_pointer(CXType t)
{
	return t.kind == CXType_Pointer &&
	       clang_getCanonicalType(clang_getPointeeType(t)).kind == CXType_Void;
}

static int is_integer_type(CXType t)
{
	return (t.kind >= CXType_Bool && t.kind <= CXType_Int128 && t.kind != CXType_Void) ||
	       t.kind == CXType_Enum;
}

static int is_zero(CXCursor literal)
{
	CXEvalResult r = clang_Cursor_Evaluate(literal);
	int zero = 0;

	if (r) {
		zero = clang_EvalResult_getKind(r) == CXEval_Int && clang_EvalResult_getAsLongLong(r) == 0;
		clang_EvalResult_dispose(r);
	}
	return zero;
}

/*
 * An argument for a context word (a parameter declared long or unsigned
 * long): a non-zero integer constant (a literal, a macro for one, an
 * enumerator), or an integer parameter of the calling function handed on
 * as it is. Zero is no context, as NULL is none.
 */
static int word_context(struct walk *w, CXCursor arg)
{
	CXCursor c = values_peel(arg), ref;

	if (clang_getCursorKind(c) == CXCursor_IntegerLiteral)
		return !is_zero(c);
	if (clang_getCursorKind(c) != CXCursor_DeclRefExpr)
		return 0;
	ref = clang_getCursorReferenced(c);
	if (clang_getCursorKind(ref) == CXCursor_EnumConstantDecl)
		return !is_zero(c);
	return clang_getCursorKind(ref) == CXCursor_ParmDecl &&
	       is_integer_type(clang_getCanonicalType(clang_getCursorType(ref))) &&
	       values_param_origin(arg, w->function) > 0;
}

/*
 * Whether an argument of a call that passes no function may be the
 * context of a wrapper that fixes the callback itself (conn_arm(t, s), with
 * conn_arm registering conn_timeout with its parameter): a typed pointer
 * erased into void * or an integer at the call, a number cast to void *,
 * or a void * parameter of the calling function handed on (a wrapper of
 * such a wrapper). word_param: the callee's parameter is declared a plain
 * long or unsigned long (the legacy context word; not size_t or another
 * typedef): there a non-zero integer constant (start_poll(t, 5)) or an
 * integer parameter of the calling function handed on as it is
 * (start_poll(t, d) in a wrapper of start_poll) may be a context too.
 * Cheapest tests first: most arguments are none of these.
 */
static int may_be_context(struct walk *w, CXCursor arg, int word_param)
{
	enum CXCursorKind kind = clang_getCursorKind(arg);
	CXType t, ot;
	CXCursor operand;

	if (word_param && (kind == CXCursor_IntegerLiteral || kind == CXCursor_ParenExpr ||
			   kind == CXCursor_DeclRefExpr))
		return word_context(w, arg);
	if (kind != CXCursor_UnexposedExpr && kind != CXCursor_CStyleCastExpr)
		return 0;
	/* A builtin type is its own canonical type: most arguments end here. */
	t = clang_getCursorType(arg);
	if (t.kind != CXType_Pointer && !(t.kind >= CXType_FirstBuiltin && t.kind <= CXType_LastBuiltin))
		t = clang_getCanonicalType(t);
	if (kind == CXCursor_CStyleCastExpr) {
		if (!is_void_pointer(t) && !is_integer_type(t))
			return 0;
		operand = values_peel(cast_operand(arg));
		while (clang_getCursorKind(operand) == CXCursor_CStyleCastExpr)
			operand = values_peel(cast_operand(operand));	/* (int)(long)p */
		ot = clang_getCanonicalType(clang_getCursorType(operand));
		/* (void *)42 is a number passed as a pointer; (void *)0 is NULL, no context. */
		return is_object_pointer(ot) ||
		       (is_void_pointer(t) && is_integer_type(ot) &&
			clang_getCursorKind(operand) != CXCursor_IntegerLiteral) ||
		       (is_void_pointer(t) && clang_getCursorKind(operand) == CXCursor_IntegerLiteral &&
			!is_zero(operand)) ||
		       (is_integer_type(t) && ot.kind == CXType_Pointer);
	}
	if (t.kind == CXType_Long || t.kind == CXType_ULong) {
		/*
		 * A pointer-wide integer (LP64 and ILP32): a pointer cast and
		 * widened. Not a number: timeouts and sizes are passed so all
		 * the time, and mean nothing to a context.
		 */
		operand = values_peel(arg);
		if (clang_getCursorKind(operand) == CXCursor_CStyleCastExpr)
			return may_be_context(w, operand, 0);	/* (unsigned int)(unsigned long)p, widened */
		return word_param && word_context(w, arg);
	}
	if (t.kind == CXType_Pointer && is_void_pointer(t)) {
		CXCursor ref = clang_getCursorReferenced(arg);

		if (clang_getCursorKind(ref) == CXCursor_ParmDecl)
			return values_param_origin(arg, w->function) > 0;
		operand = first_child(arg);
		return !clang_Cursor_isNull(operand) &&
		       is_object_pointer(clang_getCanonicalType(clang_getCursorType(operand)));
	}
	return 0;
}

/*
 * Which parameters of a callee can carry a context at all (void * or an
 * integer, bit j for parameter j + 1; none for system headers' functions
 * and builtins), asked once per callee: most calls of a TU go to a few
 * functions, and most functions take no such parameter, so most calls
 * cost one lookup. Keyed by the declaration libclang's cursor points to
 * (its data[0], compared with clang_equalCursors). The same table keeps,
 * keyed by a struct's declaration, whether it carries its own callback
 * (candidates 1 or 0).
 */
struct callee_slot {
	CXCursor decl;
	unsigned long long candidates;
	unsigned long long words;	/* of those, parameters declared long or unsigned long */
	unsigned long long objects;	/* parameters pointing to an object that carries its callback */
	int used;
};

struct callee_table {
	struct callee_slot *slots;
	size_t cap, len;		/* cap: a power of two */
};

static size_t callee_hash(CXCursor decl, size_t cap)
{
	unsigned long long h = (unsigned long long)(uintptr_t)decl.data[0];

	h ^= h >> 17;
	h *= 0x9e3779b97f4a7c15ULL;
	return (size_t)(h >> 32) & (cap - 1);
}

static struct callee_slot *callee_find(struct callee_table *t, CXCursor decl)
{
	size_t i = callee_hash(decl, t->cap);

	while (t->slots[i].used && !clang_equalCursors(t->slots[i].decl, decl))
		i = (i + 1) & (t->cap - 1);
	return &t->slots[i];
}

static void callee_grow(struct callee_table *t)
{
	struct callee_slot *old = t->slots;
	size_t i, cap = t->cap;

	t->cap = cap ? 2 * cap : 256;
	t->slots = xcalloc(t->cap, sizeof(*t->slots));
	for (i = 0; i < cap; i++)
		if (old[i].used)
			*callee_find(t, old[i].decl) = old[i];
	free(old);
}

/*
 * An object that carries its own callback, called with the object alone:
 * a struct with a function-pointer field whose only parameter points to
 * that struct (timer_list.function, work_struct.func, rcu_head.func). A
 * wrapper taking such an object registers it (embed-call entries). A
 * driver's private struct with methods taking more (e1000_adapter's
 * clean_rx) is passed to every function of its driver, and is not one.
 */
struct own_callback_probe {
	CXCursor record;
	int found;
};

static enum CXVisitorResult own_callback_field(CXCursor field, CXClientData data)
{
	struct own_callback_probe *p = data;
	CXType ft = clang_getCanonicalType(clang_getCursorType(field));
	CXType fn = fntype_pointee_function(ft);
	CXType first;

	/* tasklet_struct's callback shares an anonymous union with func. */
	if (ft.kind == CXType_Record &&
	    clang_Cursor_isAnonymousRecordDecl(clang_getTypeDeclaration(ft))) {
		clang_Type_visitFields(ft, own_callback_field, p);
		return p->found ? CXVisit_Break : CXVisit_Continue;
	}
	if (fn.kind != CXType_FunctionProto || clang_getNumArgTypes(fn) != 1)
		return CXVisit_Continue;
	first = clang_getCanonicalType(clang_getArgType(fn, 0));
	if (first.kind == CXType_Pointer &&
	    clang_equalCursors(clang_getTypeDeclaration(clang_getCanonicalType(
				       clang_getPointeeType(first))), p->record)) {
		p->found = 1;
		return CXVisit_Break;
	}
	return CXVisit_Continue;
}

static struct callee_slot *memo_slot(struct walk *w, CXCursor decl, int *fresh);

/* Asked once per record (kept in the callee memo): a kernel TU's calls name a few hundred. */
static int carries_own_callback(struct walk *w, CXType t)
{
	struct own_callback_probe p = { clang_getNullCursor(), 0 };
	struct callee_slot *slot;
	CXType record;
	int fresh;

	if (t.kind != CXType_Pointer)
		return 0;
	record = clang_getCanonicalType(clang_getPointeeType(t));
	if (record.kind != CXType_Record)
		return 0;
	p.record = clang_getTypeDeclaration(record);
	slot = memo_slot(w, p.record, &fresh);
	if (fresh) {
		clang_Type_visitFields(record, own_callback_field, &p);
		slot->candidates = (unsigned long long)p.found;	/* the visit adds no slot */
	}
	return slot->candidates != 0;
}

/*
 * An argument for an object that carries its own callback: the address of
 * a member (&c->timer: the container a callback recovers), or a parameter
 * of the calling function handed on as it is (a wrapper of such a
 * wrapper). Any other pointer says nothing a recovery can be checked
 * against.
 */
static int may_be_object(struct walk *w, CXCursor arg)
{
	CXCursor c = values_peel(arg), operand;
	CXType t;

	if (clang_getCursorKind(c) == CXCursor_DeclRefExpr)
		return clang_getCursorKind(clang_getCursorReferenced(c)) == CXCursor_ParmDecl &&
		       values_param_origin(arg, w->function) > 0;
	if (clang_getCursorKind(c) != CXCursor_UnaryOperator)
		return 0;
	operand = values_peel(first_child(c));
	if (clang_getCursorKind(operand) != CXCursor_MemberRefExpr)
		return 0;
	/* &m, not *m: the operator's type points to the member's. */
	t = clang_getCanonicalType(clang_getCursorType(c));
	return t.kind == CXType_Pointer &&
	       clang_equalTypes(clang_getCanonicalType(clang_getPointeeType(t)),
				clang_getCanonicalType(clang_getCursorType(operand)));
}

static unsigned long long compute_candidates(struct walk *w, CXCursor callee, unsigned long long *words,
					      unsigned long long *objects)
{
	CXType fn = clang_getCanonicalType(clang_getCursorType(callee));
	unsigned long long mask = 0;
	char *name;
	int i, n;

	*words = *objects = 0;
	if (clang_Location_isInSystemHeader(clang_getCursorLocation(callee)))
		return 0;
	name = cx_cursor_spelling(callee);
	i = strncmp(name, "__builtin", 9) == 0;
	free(name);
	if (i)
		return 0;
	if (fn.kind == CXType_FunctionNoProto)
		return ~0ULL;
	if (fn.kind != CXType_FunctionProto)
		return 0;
	n = clang_getNumArgTypes(fn);
	for (i = 0; i < n && i < 64; i++) {
		CXType t = clang_getCanonicalType(clang_getArgType(fn, (unsigned)i));

		if (is_void_pointer(t) || is_integer_type(t))
			mask |= 1ULL << i;
		else if (carries_own_callback(w, t))
			*objects |= 1ULL << i;
		/* Spelled so, not through a typedef: size_t and its kind are sizes. */
		t = clang_getCursorType(clang_Cursor_getArgument(callee, (unsigned)i));
		if (t.kind == CXType_Long || t.kind == CXType_ULong)
			*words |= 1ULL << i;
	}
	/*
	 * A header's inline function taking a word or an object (test_bit(nr,
	 * addr), find_next_bit(), netdev_priv(dev)) is called with numbers and
	 * parameters all the time and is no project's wrapper: those arguments
	 * are not recorded for it.
	 */
	if (*words || *objects) {
		CXCursor def = clang_getCursorDefinition(callee);

		if (!clang_Cursor_isNull(def) &&
		    !clang_Location_isFromMainFile(clang_getCursorLocation(def)))
			*words = *objects = 0;
	}
	return mask;
}

/* The memo's slot for decl (a callee, or a record for carries_own_callback), made if new. */
static struct callee_slot *memo_slot(struct walk *w, CXCursor decl, int *fresh)
{
	struct callee_slot *slot;

	if (!w->callees)
		w->callees = xcalloc(1, sizeof(*w->callees));
	if (2 * (w->callees->len + 1) > w->callees->cap)
		callee_grow(w->callees);
	slot = callee_find(w->callees, decl);
	*fresh = !slot->used;
	if (*fresh) {
		slot->decl = decl;
		slot->used = 1;
		w->callees->len++;
	}
	return slot;
}

static unsigned long long callee_candidates(struct walk *w, CXCursor callee, unsigned long long *words,
					     unsigned long long *objects)
{
	struct callee_slot *slot;
	unsigned long long candidates;
	int fresh;

	slot = memo_slot(w, callee, &fresh);
	if (fresh) {
		/* Computing may add records to the memo and move its slots. */
		candidates = compute_candidates(w, callee, words, objects);
		slot = callee_find(w->callees, callee);
		slot->candidates = candidates;
		slot->words = *words;
		slot->objects = *objects;
	}
	*words = slot->words;
	*objects = slot->objects;
	return slot->candidates;
}

/*
 * The arguments of a call that passes no function and may hand a context
 * to a wrapper with a fixed callback (may_be_context): arg facts with a
 * call id of their own and no call fact. The join binds them once it knows
 * the callee is such a wrapper (analysis/wrappers.c); to every other
 * callee they mean nothing. Calls of system headers' functions and
 * builtins are left out: they are no project's wrappers.
 */
static void record_context_args(struct walk *w, CXCursor call, int n)
{
	CXCursor callee = called_function(call);
	unsigned long long candidates, words, objects;
	char *name = NULL;
	int j, id = 0;

	if (clang_Cursor_isNull(callee))
		return;
	candidates = callee_candidates(w, callee, &words, &objects);
	candidates |= objects;
	for (j = 0; j < n && j < 64 && candidates; j++) {
		CXCursor arg;
		struct fact *a;

		if (!(candidates & (1ULL << j)))
			continue;
		arg = clang_Cursor_getArgument(call, (unsigned)j);
		if ((objects & (1ULL << j)) ? !may_be_object(w, arg)
					    : !may_be_context(w, arg, (words & (1ULL << j)) != 0))
			continue;
		if (!name) {
			name = cx_cursor_spelling(callee);
			id = ++w->next_id;
		}
		a = add_fact(w, FACT_ARG);
		cx_file_loc(clang_getCursorLocation(values_peel(arg)), &a->loc);
		a->api = xstrdup(name);
		a->text = object_key(w, arg);
		a->detail = id;
		a->param = j + 1;
		values_describe(arg, a);
		if ((a->origin = values_param_origin(arg, w->function)) > 0)
			a->flags |= VAL_PARAM;
	}
	free(name);
}

/* A value of a function-pointer type (not the generic void (*)(void) alone: any). */
static int is_function_pointer(CXCursor expr)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(expr));

	return t.kind == CXType_Pointer &&
	       fntype_is_function(clang_getCanonicalType(clang_getPointeeType(t)));
}

/* Where a callback argument that names no function directly comes from. */
struct callback_source {
	CXCursor fn;		/* a function named in a branch, or null */
	char *slot;		/* else the slot the value is read from (slot_of), malloc'd */
	CXCursor at;		/* the expression */
	int branch;		/* it is a branch of a conditional */
	CXCursor local;		/* the local variable it was assigned to, or null */
};

/* A local's values, each a conditional's two branches at most. */
#define CALLBACK_SOURCES_MAX (2 * LOCAL_VALUES_MAX)

/* The source value is, if it names a function or reads a slot: 1; else 0. */
static int callback_source(CXCursor value, int branch, CXCursor local, struct callback_source *out)
{
	out->fn = values_function_of(value);
	out->slot = clang_Cursor_isNull(out->fn) ? slot_of(value) : NULL;
	out->at = value;
	out->branch = branch;
	out->local = local;
	return !clang_Cursor_isNull(out->fn) || out->slot;
}

/* The sources of one value: each branch of a conditional, or the value itself. */
static int value_sources(CXCursor value, CXCursor local, struct callback_source *out)
{
	CXCursor branch[2];
	int i, n = 0;

	if (!values_branches(value, &branch[0], &branch[1]))
		return callback_source(value, 0, local, out);
	for (i = 0; i < 2; i++)
		n += callback_source(branch[i], 1, local, &out[n]);
	return n;
}

/* The local variable (of pointer type) an expression reads, through casts; else a null cursor. */
static CXCursor local_read(CXCursor expr)
{
	CXCursor c = values_peel(expr);
	int steps = 0;

	while (clang_getCursorKind(c) == CXCursor_CStyleCastExpr && steps++ < 8)
		c = values_peel(cast_operand(c));
	if (clang_getCursorKind(c) != CXCursor_DeclRefExpr)
		return clang_getNullCursor();
	c = clang_getCursorReferenced(c);
	return clang_getCursorKind(c) == CXCursor_VarDecl ? c : clang_getNullCursor();
}

/* Locals copied into locals (int (*s)(void *) = t;) are followed this deep: four locals. */
#define LOCAL_COPY_DEPTH 4

/* The local a value plainly reads, no cast between (a cast is a conversion of its own). */
static CXCursor local_copied(CXCursor value)
{
	CXCursor c = values_peel(value);

	if (clang_getCursorKind(c) != CXCursor_DeclRefExpr)
		return clang_getNullCursor();
	c = clang_getCursorReferenced(c);
	return clang_getCursorKind(c) == CXCursor_VarDecl ? c : clang_getNullCursor();
}

/*
 * The sources of each value local receives, at most room of them; a value
 * that is another local's copy stands for that local's values (the path
 * then names the local where the function was written).
 */
static int local_sources(CXCursor local, int depth, struct callback_source *out, int room)
{
	CXCursor values[LOCAL_VALUES_MAX], inner, unused[LOCAL_VALUES_MAX];
	int i, n = 0, nvalues = local_values(local, values);

	for (i = 0; i < nvalues && room - n >= 2; i++) {
		inner = local_copied(values[i]);
		if (depth < LOCAL_COPY_DEPTH && !clang_Cursor_isNull(inner) &&
		    !clang_equalCursors(inner, local) && local_values(inner, unused)) {
			n += local_sources(inner, depth + 1, &out[n], room - n);
			continue;
		}
		n += value_sources(values[i], local, &out[n]);
	}
	return n;
}

/*
 * The sources of a function-pointer argument that names no function: each
 * branch of a conditional written there (k ? conn_cb : sess_cb: both reach
 * the call), a function or a slot; or the slot it is read from (a global,
 * a field, an array element, what a call returns). A local variable stands
 * for every value assigned to it in its function (local_values.c), each a
 * candidate as a conditional's branches are. Returns how many.
 */
static int callback_sources(CXCursor arg, struct callback_source out[CALLBACK_SOURCES_MAX])
{
	CXCursor local, values[LOCAL_VALUES_MAX];

	if (!is_function_pointer(arg))
		return 0;
	local = local_read(arg);
	if (clang_Cursor_isNull(local) || !local_values(local, values))
		return value_sources(arg, clang_getNullCursor(), out);
	return local_sources(local, 1, out, CALLBACK_SOURCES_MAX);
}

/*
 * The path note of function func reaching a call or store from source src,
 * written at loc: a branch of a conditional, or a value assigned to a
 * local variable. NULL when it was passed directly. Malloc'd.
 */
static char *source_via(const struct callback_source *src, const struct tc_loc *loc,
			const char *func)
{
	char *name, *via;

	if (!loc->file || (!src->branch && clang_Cursor_isNull(src->local)))
		return NULL;
	if (src->branch && clang_Cursor_isNull(src->local))
		return xasprintf("%s\t%u\t%u\t'%s' passed by a branch of the conditional here",
				 loc->file, loc->line, loc->col, func);
	name = cx_cursor_spelling(src->local);
	via = xasprintf("%s\t%u\t%u\t'%s' assigned to local variable '%s' here%s",
			loc->file, loc->line, loc->col, func, name,
			src->branch ? " by a branch of the conditional" : "");
	free(name);
	return via;
}

/*
 * The call fact for argument i of a call (id) that passes fn, or what slot
 * holds (taken); branch: fn is one branch of a conditional, said in via.
 */
static void add_call_fact(struct walk *w, CXCursor call, const char *callee, int id, int i,
			  CXCursor fn, CXCursor at, char *slot, int branch, CXCursor local)
{
	struct fact *f = add_fact(w, FACT_CALL);

	cx_file_loc(clang_getCursorLocation(call), &f->loc);
	f->api = xstrdup(callee);
	f->detail = id;
	f->param = i + 1;
	/* The argument itself, where a cast of the function in it is reported. */
	cx_file_loc(clang_getCursorLocation(values_peel(at)), &f->spell);
	if (slot) {
		/* The join (analysis/join.c) binds each function stored in the slot. */
		f->flags |= FACT_F_FROM_SLOT;
		f->container = slot;
		f->text = xasprintf("%d", pointee_param_count(at));
		return;
	}
	f->func = cx_cursor_spelling(fn);
	f->usr = cx_cursor_usr(fn);
	cx_file_loc(clang_getCursorLocation(fn), &f->decl);
	f->text = callback_params(fn);
	f->tkey = type_key(clang_getCursorType(fn));
	/* Into a generic parameter (void *pfunc): the callee's slot, compared where it is converted. */
	if (is_generic_type(clang_getCursorType(at), 0))
		f->sig = values_signature(clang_getCursorType(fn));
	f->via = source_via(&(struct callback_source){ fn, NULL, at, branch, local }, &f->spell,
			    f->func);
}

/*
 * A call passing a function, or a callback parameter of the function being
 * walked: one call fact per such argument, one arg fact per other argument.
 * A function-pointer argument that names no function directly gets a call
 * fact per source (callback_sources).
 */
static void record_call(struct walk *w, CXCursor call)
{
	int i, n = clang_Cursor_getNumArguments(call);
	char *callee = NULL;
	int id = 0;

	for (i = 0; i < n; i++) {
		CXCursor arg = clang_Cursor_getArgument(call, (unsigned)i), fn = clang_getNullCursor();
		struct callback_source src[CALLBACK_SOURCES_MAX];
		struct fact *f;
		int is_param, origin = 0, k, nsrc = 0;

		if (arg_may_be_function(arg, &is_param))
			fn = values_function_of(arg);
		/* A callback parameter passed on, maybe cast or copied on its way: (cb_t)fn. */
		if (is_param || clang_Cursor_isNull(fn))
			origin = callback_param(w, arg);
		if (clang_Cursor_isNull(fn) && !origin)
			nsrc = callback_sources(arg, src);
		if (clang_Cursor_isNull(fn) && !origin && !nsrc)
			continue;
		if (!callee) {
			callee = cx_cursor_spelling(call);
			id = ++w->next_id;
			record_call_args(w, call, n, callee, id);
		}
		if (origin) {
			f = add_fact(w, FACT_CALL);
			cx_file_loc(clang_getCursorLocation(call), &f->loc);
			f->api = xstrdup(callee);
			f->detail = id;
			f->param = i + 1;
			f->flags |= VAL_PARAM;
			f->origin = origin;
			f->text = xasprintf("%d", pointee_param_count(arg));
			continue;
		}
		if (!clang_Cursor_isNull(fn)) {
			add_call_fact(w, call, callee, id, i, fn, arg, NULL, 0, clang_getNullCursor());
			continue;
		}
		for (k = 0; k < nsrc; k++)
			add_call_fact(w, call, callee, id, i, src[k].fn, src[k].at, src[k].slot,
				      src[k].branch, src[k].local);
	}
	if (!callee && w->in_function && n > 0)
		record_context_args(w, call, n);
	free(callee);
}

/* Strips "struct "/"union " from a record type's spelling. */
char *record_tag(CXType t)
{
	char *s = values_type_name(t);
	const char *p = s;

	if (strncmp(p, "struct ", 7) == 0)
		p += 7;
	else if (strncmp(p, "union ", 6) == 0)
		p += 6;
	memmove(s, p, strlen(p) + 1);
	return s;
}

/*
 * The key of a global variable (or a function's static one): "global:USR",
 * or NULL for anything else (a local, a parameter). Malloc'd.
 */
char *global_key(CXCursor ref)
{
	return values_global_slot(ref);
}

/* A store fact of the function value into slot key (malloc'd, taken), if value is a function. */
void record_function_into(struct walk *w, CXCursor value, char *key)
{
	struct fact probe = { 0 };

	values_describe(value, &probe);
	if (probe.flags & VAL_FUNCTION) {
		struct fact *f = add_fact(w, FACT_STORE);

		cx_file_loc(clang_getCursorLocation(values_peel(value)), &f->loc);
		f->api = key;
		key = NULL;
		f->detail = ++w->next_id;
		f->flags = probe.flags;
		f->func = probe.func;
		f->usr = probe.usr;
		f->decl = probe.decl;
		f->sig = probe.sig;
		f->tkey = probe.tkey;
		memset(&probe, 0, sizeof(probe));
	}
	free(key);
	fact_release(&probe);
}

/*
 * A store of each function value names into slot key (taken): the function
 * itself, or each function branch of a conditional (g = k ? a : b).
 */
void record_functions_into(struct walk *w, CXCursor value, char *key)
{
	CXCursor branch[2];

	if (clang_Cursor_isNull(values_function_of(value)) &&
	    values_branches(value, &branch[0], &branch[1])) {
		record_function_into(w, branch[0], xstrdup(key));
		record_function_into(w, branch[1], key);
		return;
	}
	record_function_into(w, value, key);
}

/*
 * g = fn, for a global g: a store fact when a function is stored (the join
 * compares it with the conversions of what g holds, slot_flow.c).
 */
/*
 * g = (unsigned long)dev, g = p for an integer, a void * or a struct
 * pointer global (or a function's static): a store fact into "global:USR",
 * the origin of every read of g (origins.c). A null or 0 stores no origin and is not recorded:
 * a global starts so anyway.
 */
static void record_global_value(struct walk *w, CXCursor var, CXCursor value)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(var));
	struct fact *f;
	char *key;

	enum CXTypeKind pointee = t.kind == CXType_Pointer ?
			     clang_getCanonicalType(clang_getPointeeType(t)).kind : CXType_Invalid;

	/* A pointer to a struct too: where its object is embedded (g = &c->timer). */
	if (!(t.kind == CXType_Pointer ? pointee == CXType_Void || pointee == CXType_Record :
	      (t.kind >= CXType_Bool && t.kind <= CXType_Int128) || t.kind == CXType_Enum))
		return;
	key = values_global_slot(var);
	if (!key)
		return;
	f = add_fact(w, FACT_STORE);
	cx_file_loc(clang_getCursorLocation(values_peel(value)), &f->loc);
	f->api = key;
	f->detail = ++w->next_id;
	values_describe(value, f);
	if (w->in_function && (f->origin = values_param_origin(value, w->function)) > 0)
		f->flags |= VAL_PARAM;
	if ((f->flags & VAL_FIELD_READ) && !f->sig) {
		f->sig = f->container;	/* the slot it is read from, as for a field store */
		f->container = NULL;
	}
	if ((f->flags & VAL_NULL) && !(f->flags & (VAL_POINTER | VAL_PARAM))) {
		w->tf->facts.len--;	/* f is the last fact added */
		fact_free(f);
	}
}

static int record_store_sources(struct walk *w, struct fact *f, CXCursor rhs);

/*
 * g = other_g, g = o->op, g = local: a function pointer that names no
 * function stores what its sources hold, as a field store does (a copy of
 * a slot, or each function a local was given); g = fn for a parameter fn
 * stores that parameter (VAL_PARAM). No source, no fact.
 */
static void record_global_copy(struct walk *w, CXCursor rhs, char *key)
{
	struct fact *f = add_fact(w, FACT_STORE);

	cx_file_loc(clang_getCursorLocation(values_peel(rhs)), &f->loc);
	f->api = key;
	f->detail = ++w->next_id;
	/* g = fn, fn a parameter: a field store says the same (analysis/held_params.h). */
	if (w->in_function && (f->origin = values_param_origin(rhs, w->function)) > 0) {
		f->flags |= VAL_PARAM;
		return;
	}
	if (!record_store_sources(w, f, rhs)) {
		w->tf->facts.len--;	/* f is the last fact added: no source added another */
		fact_free(f);
	}
}

static void note_local_function(struct fact *f, CXCursor rhs);

/* g[2] = v, v a generic local holding a function there: a store of it, via the local. */
static void record_held_function(struct walk *w, CXCursor rhs, char *key)
{
	size_t before = w->tf->facts.len;

	record_function_into(w, rhs, key);
	if (w->tf->facts.len > before)
		note_local_function(w->tf->facts.items[w->tf->facts.len - 1], rhs);
}

static void record_global_store(struct walk *w, CXCursor lhs, CXCursor rhs, CXCursor index)
{
	CXCursor branch[2];
	char *key;

	if (clang_Cursor_isNull(values_function_of(rhs)) && !is_function_pointer(rhs)) {
		if (!clang_Cursor_isNull(values_function_of(held_value_at_use(values_peel(rhs))))) {
			key = element_key(global_key(clang_getCursorReferenced(lhs)), index);
			if (key)
				record_held_function(w, rhs, key);
		} else if (clang_Cursor_isNull(index)) {
			record_global_value(w, clang_getCursorReferenced(lhs), rhs);
		}
		return;
	}
	key = element_key(global_key(clang_getCursorReferenced(lhs)), index);
	if (!key)
		return;
	if (clang_Cursor_isNull(values_function_of(rhs)) && !values_branches(rhs, &branch[0], &branch[1]))
		record_global_copy(w, rhs, key);
	else
		record_functions_into(w, rhs, key);
}

/*
 * p->function = g_fn, p->function = k ? a : b: a function-pointer value
 * that names no function stores what its sources hold (callback_sources),
 * f the first one, a copy of f each other. A function branch is a store of
 * that function (via names the branch); a slot read is FACT_F_FROM_SLOT
 * with the slot in sig, and no function: the join binds each function the
 * slot holds where the store fills a registration's callback field.
 */
/* A store of the one function a local holds (t->function = fn): via says where it was assigned. */
static void note_local_function(struct fact *f, CXCursor rhs)
{
	CXCursor local = local_read(rhs), values[LOCAL_VALUES_MAX];
	struct callback_source src;
	struct tc_loc at = { 0 };

	if (f->via || clang_Cursor_isNull(local) || !local_values(local, values))
		return;
	/* A copy of another local (s = t): the function was written where t was given it. */
	for (int depth = 1; depth < LOCAL_COPY_DEPTH; depth++) {
		CXCursor inner = local_copied(values[0]), inner_values[LOCAL_VALUES_MAX];

		if (clang_Cursor_isNull(inner) || clang_equalCursors(inner, local) ||
		    !local_values(inner, inner_values))
			break;
		local = inner;
		memcpy(values, inner_values, sizeof(values));
	}
	src.fn = clang_getNullCursor();
	src.slot = NULL;
	src.at = values[0];
	src.branch = 0;
	src.local = local;
	cx_file_loc(clang_getCursorLocation(values_peel(values[0])), &at);
	f->via = source_via(&src, &at, f->func);
	tc_loc_release(&at);
}

static int record_store_sources(struct walk *w, struct fact *f, CXCursor rhs)
{
	struct callback_source src[CALLBACK_SOURCES_MAX];
	struct fact *g[CALLBACK_SOURCES_MAX] = { f };
	int k, n;

	if (f->flags & VAL_FUNCTION) {
		note_local_function(f, rhs);
		return 1;
	}
	n = callback_sources(rhs, src);
	for (k = 1; k < n; k++) {
		g[k] = fact_dup(f);
		g[k]->detail = ++w->next_id;
		ptrvec_push(&w->tf->facts, g[k]);
	}
	for (k = 0; k < n; k++) {
		struct fact *s = g[k];

		s->flags &= ~(VAL_POINTER | VAL_SMUGGLED | VAL_TRUNCATED | VAL_FIELD_READ | VAL_NARROW);
		free(s->sig);
		s->sig = NULL;
		free(s->type_from);
		free(s->type_to);
		free(s->layout);
		free(s->tkey);
		s->type_from = s->type_to = s->layout = s->tkey = NULL;
		if (src[k].slot) {
			s->flags |= FACT_F_FROM_SLOT;
			s->sig = src[k].slot;
			/* g2 = (T)g1 converts what g1 holds: a call through g2 uses T, not g1's casts. */
			if (clang_getCursorKind(values_peel(src[k].at)) == CXCursor_CStyleCastExpr ||
			    clang_getCursorKind(values_peel(rhs)) == CXCursor_CStyleCastExpr)
				s->flags |= FACT_F_RECAST;
			continue;
		}
		s->flags |= VAL_FUNCTION;
		s->func = cx_cursor_spelling(src[k].fn);
		s->usr = cx_cursor_usr(src[k].fn);
		s->sig = values_signature(clang_getCursorType(src[k].fn));
		s->tkey = type_key(clang_getCursorType(src[k].fn));
		cx_file_loc(clang_getCursorLocation(src[k].fn), &s->decl);
		tc_loc_release(&s->loc);
		cx_file_loc(clang_getCursorLocation(values_peel(src[k].at)), &s->loc);
		s->via = source_via(&src[k], &s->loc, s->func);
	}
	return n;
}

/* base.field = value or base->field = value: a store fact; g = fn, g[i] = fn for a global g. */
static void record_store(struct walk *w, CXCursor binop)
{
	enum CXCursorKind kind;
	CXCursor lhs, rhs, base, index = clang_getNullCursor();
	int subscripts = 0;
	CXType record;
	struct fact *f;
	char *field, *tag;

#if CINDEX_VERSION_MINOR >= 64
	/* Most binary operators are not assignments: ask before visiting the operands. */
	if (clang_getCursorBinaryOperatorKind(binop) != CXBinaryOperator_Assign)
		return;
#endif
	values_first_last_expr(binop, &lhs, &rhs);
	if (clang_Cursor_isNull(lhs) || clang_equalCursors(lhs, rhs))
		return;
	lhs = values_peel(lhs);
	kind = clang_getCursorKind(lhs);
	if ((kind != CXCursor_DeclRefExpr && kind != CXCursor_MemberRefExpr &&
	     kind != CXCursor_ArraySubscriptExpr) || !values_is_assignment(binop, lhs))
		return;
	/* handlers[2] = fn, handlers[i] = fn: an element's slot (element_key), also of a
	 * local holding the function there (void *v = (void *)fn; handlers[2] = v). */
	while (clang_getCursorKind(lhs) == CXCursor_ArraySubscriptExpr &&
	       (!clang_Cursor_isNull(values_function_of(rhs)) ||
		!clang_Cursor_isNull(values_function_of(held_value_at_use(values_peel(rhs)))))) {
		values_first_last_expr(lhs, &base, &index);
		lhs = values_peel(base);
		subscripts++;
	}
	if (subscripts != 1)
		index = clang_getNullCursor();
	if (clang_getCursorKind(lhs) == CXCursor_DeclRefExpr) {
		record_global_store(w, lhs, rhs, index);
		return;
	}
	if (clang_getCursorKind(lhs) != CXCursor_MemberRefExpr)
		return;
	base = values_first_expr(lhs);
	if (clang_Cursor_isNull(base))
		return;
	record = clang_getCanonicalType(clang_getCursorType(base));
	if (record.kind == CXType_Pointer)
		record = clang_getCanonicalType(clang_getPointeeType(record));
	if (record.kind != CXType_Record)
		return;
	f = add_fact(w, FACT_STORE);
	if (clang_getCursorKind(clang_getTypeDeclaration(record)) == CXCursor_UnionDecl)
		f->flags |= VAL_IN_UNION;
	cx_file_loc(clang_getCursorLocation(values_peel(rhs)), &f->loc);
	field = cx_cursor_spelling(lhs);
	tag = record_tag(record);
	f->api = element_key(xasprintf("%s.%s", tag, field), index);
	free(field);
	free(tag);
	f->detail = ++w->next_id;
	values_describe(rhs, f);
	if (w->in_function && (f->origin = values_param_origin(rhs, w->function)) > 0)
		f->flags |= VAL_PARAM;
	/* p->fn = fn with p a parameter: a wrapper's callers say which object that is. */
	if (w->in_function && clang_getCanonicalType(clang_getCursorType(base)).kind == CXType_Pointer)
		f->param = values_param_origin(base, w->function);
	/* Where the object stored into lives: *base for ->, base for . */
	{
		struct fact where = { 0 };
		CXCursor obj = values_peel(base), inner;

		if (clang_getCanonicalType(clang_getCursorType(base)).kind == CXType_Pointer) {
			if (clang_getCursorKind(obj) == CXCursor_UnaryOperator &&
			    !clang_Cursor_isNull(inner = values_first_expr(obj)))
				values_object_embedding(inner, &where);
			/* w->func = fn with struct work_struct *w = &p->work: p->work's place. */
			else if (!clang_Cursor_isNull(inner = values_pointed_object(obj)))
				values_object_embedding(inner, &where);
		} else {
			values_object_embedding(obj, &where);
		}
		/* The field the value is read from moves to sig: container says where the object is. */
		if ((f->flags & VAL_FIELD_READ) && !f->sig) {
			f->sig = f->container;
			f->container = NULL;
		}
		/* Replaces what values_describe() said about the value's own container (it leaked). */
		free(f->container);
		free(f->member);
		f->container = where.container;
		f->member = where.member;
		f->flags |= where.flags & (VAL_EMBEDDED | VAL_STANDALONE);
	}
	f->text = object_key(w, base);
	record_store_sources(w, f, rhs);
}

/*
 * A type a function loses its type in: void *, an integer, or the generic
 * void (*)(void). wide: only pointer-wide integers (long), for returns:
 * every function returning an int would otherwise have its returns looked at.
 */
int is_generic_type(CXType t, int wide)
{
	CXType fn;

	t = clang_getCanonicalType(t);
	if (is_void_pointer(t) || (wide ? t.kind == CXType_Long || t.kind == CXType_ULong
					: is_integer_type(t)))
		return 1;
	fn = fntype_pointee_function(t);
	return fn.kind != CXType_Invalid && fntype_is_generic(fn);
}

/*
 * A type a function can be kept in: a generic one (is_generic_type) or a
 * function pointer, whose slot a registration may read its callback from.
 */
int holds_functions(CXType t, int wide)
{
	t = clang_getCanonicalType(t);
	return is_generic_type(t, wide) ||
	       (t.kind == CXType_Pointer &&
		fntype_is_function(clang_getCanonicalType(clang_getPointeeType(t))));
}

/*
 * return fn; in a function returning a generic type (void *get_handler())
 * or a function pointer: the function is stored in the slot "return:USR",
 * which every call of the function reads (slot_of), so the join compares it
 * with what the callers convert the result to, as for a field or a global,
 * and binds it where a call's result is registered as a callback.
 */
static void record_return(struct walk *w, CXCursor ret)
{
	CXCursor value;

	if (w->returns_generic < 0)
		w->returns_generic = holds_functions(clang_getResultType(clang_getCursorType(w->function)), 1);
	if (!w->returns_generic)
		return;
	value = values_first_expr(ret);
	if (clang_Cursor_isNull(value) || clang_Cursor_isNull(values_function_of(value)))
		return;
	record_function_into(w, value, return_key(w->function));
}

/*
 * static void (*g)(void *) = fn; (or a generic global, void *g = (void
 * *)fn): a global's initialiser stores the function into the slot
 * "global:USR", as g = fn does. Array and struct initialisers are lists
 * (init_lists.c).
 */
static void record_global_init(struct walk *w, CXCursor var)
{
	CXCursor value;
	char *key;

	if (!holds_functions(clang_getCursorType(var), 0)) {
		value = values_last_expr(var);
		if (!clang_Cursor_isNull(value) && clang_isExpression(clang_getCursorKind(value)))
			record_global_value(w, var, value);
		return;
	}
	value = values_last_expr(var);
	if (clang_Cursor_isNull(value) ||
	    (clang_Cursor_isNull(values_function_of(value)) && !is_function_pointer(value)))
		return;
	key = global_key(var);
	if (key)
		record_functions_into(w, value, key);
}


/* A pointer type a recovery could produce: a pointer to anything but void and char (canonical type). */
static int recovery_target(CXType to)
{
	if (to.kind != CXType_Pointer)
		return 0;
	switch (clang_getCanonicalType(clang_getPointeeType(to)).kind) {
	case CXType_Void: case CXType_Char_S: case CXType_Char_U: case CXType_SChar:
	case CXType_UChar:
		return 0;	/* void * and char * recoveries assert nothing */
	default:
		return 1;
	}
}

/*
 * A parameter turned into a pointer: by a cast, an implicit conversion from
 * void *, or container_of. conv converts operand (its first expression
 * child for an implicit conversion, the last for a cast) to the canonical
 * pointer type to, which passed recovery_target().
 */
static void record_recovery(struct walk *w, CXCursor conv, CXType to, CXCursor operand, int is_cast)
{
	CXType ot;
	CXCursor from;
	struct fact probe = { 0 };
	char *member = NULL, *types = NULL, *to_name = NULL;
	int param;

	if (clang_Cursor_isNull(operand))
		return;
	ot = clang_getCanonicalType(clang_getCursorType(operand));
	if (!is_cast && !(ot.kind == CXType_Pointer &&
			  clang_getCanonicalType(clang_getPointeeType(ot)).kind == CXType_Void))
		return;		/* implicit conversions only matter from void * */
	from = is_cast ? values_container_shape(operand, &member, &types) : clang_getNullCursor();
	if (!clang_Cursor_isNull(from)) {
		param = values_param_source(from, w->function, &probe);
		probe.flags |= REC_CONTAINER;
	} else {
		if (clang_equalTypes(ot, to))
			return;
		param = values_param_source(operand, w->function, &probe);
		probe.flags |= is_cast ? REC_CAST : REC_IMPLICIT;
		/*
		 * A cast of a pointer that is already typed, and not as the parameter
		 * is ((uv_handle_t *)udp after uv_udp_t *udp = handle->data), converts
		 * what an earlier conversion recovered: that one is the recovery.
		 */
		if (param > 0 && is_cast && recovery_target(ot) &&
		    !clang_equalTypes(ot, clang_getCanonicalType(clang_getCursorType(
				  clang_Cursor_getArgument(w->function, (unsigned)param - 1)))))
			param = 0;
	}
	if (param > 0)
		to_name = values_type_name(to);
	if (param > 0) {
		struct fact *f = add_fact(w, FACT_RECOVER);
		CXCursor parm = clang_Cursor_getArgument(w->function, (unsigned)param - 1);

		cx_file_loc(clang_getCursorLocation(conv), &f->loc);
		f->func = cx_cursor_spelling(w->function);
		f->usr = xstrdup(function_usr(w));
		cx_file_loc(clang_getCursorLocation(w->function), &f->decl);
		f->param = param;
		f->type_from = values_type_name(clang_getCursorType(parm));
		f->type_to = to_name;
		to_name = NULL;
		f->layout = values_layout(to);
		f->tkey = type_key(to);
		f->flags = probe.flags;
		f->api = probe.api;
		probe.api = NULL;
		if (probe.flags & REC_CONTAINER) {
			f->container = types ? types : values_type_name(clang_getPointeeType(to));
			types = NULL;
			f->member = member;
			member = NULL;
			free(probe.member);
		} else {
			f->member = probe.member;
		}
		probe.member = NULL;
	}
	free(probe.api);
	free(probe.member);
	free(member);
	free(types);
	free(to_name);
}

/* The written cast a value went through, peeling parentheses and implicit conversions. */
static CXCursor written_cast(CXCursor c)
{
	c = values_peel(c);
	return clang_getCursorKind(c) == CXCursor_CStyleCastExpr ? c : clang_getNullCursor();
}

/*
 * An implicit conversion (w->conv) of operand into the function-pointer
 * type to: GNU C converts a void * into any function pointer, so
 * tasklet_init(t, (void *)fn, d) hides fn's real type from every compiler
 * warning; and an incompatible function pointer converted without any cast
 * (ops.read = fn) is accepted by gcc. Either is checked like a cast, and
 * the written cast that erased the type, if any, becomes a step of the path.
 */
static void check_implicit_conversion(struct walk *w, CXCursor operand, CXType to)
{
	CXType fn_to = fntype_pointee_function(to);
	CXCursor erased;
	struct origin o;
	struct fact *f;
	enum cast_mismatch m;
	unsigned cfi_only;
	int param;

	if (fn_to.kind == CXType_Invalid || fntype_is_generic(fn_to) ||
	    fntype_is_windows_proc(clang_getCursorType(w->conv)))
		return;
	if (find_origin(operand, &o) == 0) {
		erased = written_cast(operand);
	} else if (laundered_local_origin(values_peel(operand), &o)) {
		/* void *v = (void *)fn; api(t, v, ...): erased where v was given fn. */
		erased = written_cast(held_value_at_use(values_peel(operand)));
	} else {
		/* void *v = tbl[i]; t->function = v: a conversion of the slot v was read from. */
		CXCursor held = held_value_at_use(values_peel(operand));

		record_slot_conversion(w, w->conv, clang_Cursor_isNull(held) ? operand : held, to,
				       FACT_F_IMPLICIT);
		return;
	}
	/* A written cast to another function type that is itself wrong is the one finding. */
	if (!clang_Cursor_isNull(erased)) {
		CXType cast_fn = fntype_pointee_function(clang_getCursorType(erased));

		if (cast_fn.kind != CXType_Invalid && !is_generic_storage(clang_getCursorType(erased)) &&
		    classify_cast(o.fn, cast_fn, &param, &cfi_only) != MISMATCH_NONE)
			return;
	}
	m = classify_cast(o.fn, fn_to, &param, &cfi_only);
	if (m == MISMATCH_NONE)
		return;
	f = add_cast_fact(w, w->conv, &o, fn_to, m, param);
	f->flags |= FACT_F_IMPLICIT | cfi_only;
	if (!clang_Cursor_isNull(erased)) {
		struct tc_loc at = { NULL, 0, 0 };
		char *type = cx_type_spelling(clang_getCursorType(erased));

		cx_file_loc(clang_getCursorLocation(erased), &at);
		if (at.file)
			f->via = xasprintf("%s\t%u\t%u\tits type is erased here: cast to '%s'",
					   at.file, at.line, at.col, type);
		free(type);
		tc_loc_release(&at);
	}
}

/*
 * The implicit-conversion recovery of the UnexposedExpr stashed by the
 * previous visit() call, now that the walk shows its first child. It is
 * rare (only conversions from void * to a pointer to an object count), so
 * the operand's type, which is cheaper to rule out, is asked first, and the
 * walk's own visit of the child replaces a clang_visitChildren of the
 * conversion. Called before anything else happens for the child, so the
 * fact lands where it did when the conversion itself was checked.
 */
static void take_conversion(struct walk *w, CXCursor c, enum CXCursorKind kind, CXCursor parent)
{
	CXCursor operand = c;
	CXType to, ot, pointee;

	w->conv_pending = 0;
	if (!clang_equalCursors(parent, w->conv))
		return;		/* the conversion had no children: no operand */
	switch (kind) {
	case CXCursor_IntegerLiteral: case CXCursor_FloatingLiteral:
	case CXCursor_CharacterLiteral: case CXCursor_StringLiteral:
		return;		/* never a void * */
	default:
		if (!clang_isExpression(kind)) {
			operand = values_first_expr(w->conv);	/* its first expression child */
			if (clang_Cursor_isNull(operand))
				return;
		}
		break;
	}
	/* Is the operand a void *? A builtin type is its own canonical type, a pointer's pointee is enough. */
	ot = clang_getCursorType(operand);
	if (ot.kind >= CXType_FirstBuiltin && ot.kind <= CXType_LastBuiltin)
		return;
	if (ot.kind != CXType_Pointer)
		ot = clang_getCanonicalType(ot);
	if (ot.kind != CXType_Pointer)
		return;
	pointee = clang_getCanonicalType(clang_getPointeeType(ot));
	if (pointee.kind == CXType_Void) {
		to = clang_getCanonicalType(clang_getCursorType(w->conv));
		if (fntype_pointee_function(to).kind != CXType_Invalid)
			check_implicit_conversion(w, operand, to);
		else if (w->in_function && recovery_target(to))
			record_recovery(w, w->conv, to, operand, 0);
	} else if (fntype_is_function(pointee)) {
		to = clang_getCanonicalType(clang_getCursorType(w->conv));
		if (!clang_equalTypes(to, ot))
			check_implicit_conversion(w, operand, to);
	}
}

static enum CXChildVisitResult visit(CXCursor c, CXCursor parent, CXClientData data);

/* Walks a function body with the function as context, then restores the outer context. */
static void walk_function(struct walk *w, CXCursor fn)
{
	CXCursor saved = w->function;
	char *saved_usr = w->function_usr;
	int saved_in = w->in_function, saved_params = w->callback_params;
	int saved_returns = w->returns_generic;

	record_definition(w, fn);
	w->function = fn;
	w->in_function = 1;
	w->function_usr = NULL;
	w->callback_params = -1;
	w->returns_generic = -1;
	clang_visitChildren(fn, visit, w);
	w->conv_pending = 0;	/* a conversion without children, last in the body */
	free(w->function_usr);
	w->function = saved;
	w->in_function = saved_in;
	w->callback_params = saved_params;
	w->returns_generic = saved_returns;
	w->function_usr = saved_usr;
}

/*
 * A prototype, struct, union, enum or typedef at file scope holds no code
 * that runs: its only expressions are array bounds, bit-field widths,
 * enumerator values and typeof/sizeof operands, integer constant
 * expressions or never evaluated. The headers of a kernel TU hold tens of
 * thousands of such cursors, so the walk skips them; a function cast
 * written there (sizeof((void (*)(long))f) as an array bound) is not
 * reported. Their calls still count for the checked-call idiom
 * (resolve_checked_calls). Only at file scope: below it, a typedef can be a
 * variably modified type whose bound runs code, and initialisers (walked
 * through their VarDecl) are walked in full.
 */
static enum CXChildVisitResult top_level_skip(struct walk *w, CXCursor c, CXCursor parent)
{
	if (clang_getCursorKind(parent) != CXCursor_TranslationUnit)
		return CXChildVisit_Recurse;
	cursorvec_push(&w->skipped, c);		/* for the checked-call idiom only */
	return CXChildVisit_Continue;
}

static enum CXChildVisitResult visit(CXCursor c, CXCursor parent, CXClientData data)
{
	struct walk *w = data;
	enum CXCursorKind kind = clang_getCursorKind(c);
	CXType t;

	/* What the edit facts read, met once here (edit_facts.h). */
	if (clang_getCursorKind(parent) == CXCursor_TranslationUnit)
		edit_trail_top(&w->trail, c, kind);
	else if (w->trail.in_code)
		edit_trail_code(&w->trail, c, kind, parent);
	if (w->conv_pending)
		take_conversion(w, c, kind, parent);
	switch (kind) {
	case CXCursor_FunctionDecl:
		if (clang_isCursorDefinition(c)) {
			if (clang_getCursorKind(parent) == CXCursor_TranslationUnit) {
				cursorvec_push(&w->defined, c);
				if (used_functions_defer(&w->used, c))
					return CXChildVisit_Continue;	/* walked once named */
			}
			walk_function(w, c);
			return CXChildVisit_Continue;
		}
		return top_level_skip(w, c, parent);
	case CXCursor_StructDecl:
	case CXCursor_UnionDecl:
	case CXCursor_EnumDecl:
	case CXCursor_TypedefDecl:
		return top_level_skip(w, c, parent);
	case CXCursor_CStyleCastExpr:
		t = clang_getCanonicalType(clang_getCursorType(c));
		check_cast(w, c, t);
		if (w->in_function && recovery_target(t))
			record_recovery(w, c, t, values_last_expr(c), 1);
		break;
	case CXCursor_UnexposedExpr:
		/* Its operand is the next cursor the walk visits: see take_conversion(). */
		w->conv_pending = 1;
		w->conv = c;
		break;
	case CXCursor_CallExpr:
		/* Only the cursor, for the checked-call idiom: resolve_checked_calls() does the rest. */
		cursorvec_push(&w->calls, c);
		record_call(w, c);
		check_call_through(w, c);
		check_unprototyped_call(w, c);
		if (w->in_function)
			decls_field_call(w->tf, c);	/* a call through a field, for inference */
		break;
	case CXCursor_BinaryOperator:
		record_store(w, c);
		break;
	case CXCursor_VarDecl:
		/* A global, or a function's static: walked once, its initialiser may store a function. */
		if (clang_getCursorKind(parent) == CXCursor_TranslationUnit ||
		    (w->in_function && clang_Cursor_getStorageClass(c) == CX_SC_Static))
			record_global_init(w, c);
		break;
	case CXCursor_InitListExpr:
		init_lists_record(w, c, parent);
		break;
	case CXCursor_ReturnStmt:
		if (w->in_function)
			record_return(w, c);
		break;
	case CXCursor_MacroDefinition:
	case CXCursor_MacroExpansion:
	case CXCursor_InclusionDirective:
		return CXChildVisit_Continue;
	case CXCursor_DeclRefExpr:
		used_functions_note(&w->used, clang_getCursorReferenced(c));
		return CXChildVisit_Continue;
	case CXCursor_IntegerLiteral:
	case CXCursor_FloatingLiteral:
	case CXCursor_CharacterLiteral:
	case CXCursor_StringLiteral:
	case CXCursor_TypeRef:
	case CXCursor_MemberRef:
	case CXCursor_LabelRef:
		/* No children in C: asking libclang for them still costs a work-list round. */
		return CXChildVisit_Continue;
	default:
		break;
	}
	return CXChildVisit_Recurse;
}

/* used_functions_walk_named()'s callback. */
static void walk_named_function(void *data, CXCursor fn)
{
	walk_function(data, fn);
}

static enum CXChildVisitResult collect_calls(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_CallExpr)
		cursorvec_push(data, c);
	return CXChildVisit_Recurse;
}

/*
 * The typed-setup idiom: the macro that casts fn also calls fn(data), so
 * the compiler checked the call. The calls' callees and expansion sites are
 * looked up here, and only when a cast waits for them (most TUs have none).
 */
static void resolve_checked_calls(struct walk *w)
{
	struct macro_call *mcs = NULL;
	size_t i, j, n = 0;

	if (w->pending.len) {
		/*
		 * A macro may check the call in a file-scope declaration the walk
		 * skipped (typedef char chk[sizeof(fn(data))];): its calls count.
		 */
		for (i = 0; i < w->skipped.len; i++)
			clang_visitChildren(w->skipped.items[i], collect_calls, &w->calls);
		mcs = xmalloc((w->calls.len ? w->calls.len : 1) * sizeof(*mcs));
	}
	for (i = 0; w->pending.len && i < w->calls.len; i++) {
		CXCursor callee = called_function(w->calls.items[i]);
		struct origin o;

		/* fn(p) through a local that certainly holds fn checks fn too; fp(p)
		 * through a pointer variable or parameter checks what the cast of
		 * that same variable converts (a wrapper's SETUP_TYPED(t, fp, p)) */
		if (clang_Cursor_isNull(callee)) {
			CXCursor ref = values_peel(first_child(w->calls.items[i]));

			o.fn = clang_getCanonicalType(clang_getCursorType(ref));
			o.fn = fntype_pointee_function(o.fn);
			if (o.fn.kind != CXType_Invalid && local_function_origin(ref, &o))
				callee = o.decl;
			else if (o.fn.kind != CXType_Invalid &&
				 (clang_getCursorKind(ref) == CXCursor_DeclRefExpr ||
				  clang_getCursorKind(ref) == CXCursor_MemberRefExpr))
				callee = clang_getCursorReferenced(ref);
		}

		if (clang_Cursor_isNull(callee))
			continue;
		expansion_of(clang_getCursorLocation(w->calls.items[i]), &mcs[n].file, &mcs[n].offset);
		mcs[n++].callee = callee;
	}
	for (i = 0; i < w->pending.len; i++) {
		struct pending_cast *p = w->pending.items[i];

		for (j = 0; j < n; j++) {
			struct macro_call *mc = &mcs[j];

			if (mc->offset == p->offset && clang_File_isEqual(mc->file, p->file) &&
			    clang_equalCursors(clang_getCanonicalCursor(mc->callee),
					       clang_getCanonicalCursor(p->function))) {
				p->fact->flags |= FACT_F_CHECKED_CALL;
				break;
			}
		}
		free(p);
	}
	free(mcs);
	free(w->calls.items);
	free(w->skipped.items);
	free(w->recast.items);
	ptrvec_release(&w->pending);
	init_places_release(&w->init_places);
}

void extract_facts(CXTranslationUnit tu, struct tu_facts *tf, const char *dir)
{
	struct walk w = { .tu = tu, .tf = tf, .pending = PTRVEC_INIT, .arity_fixes = PTRVEC_INIT,
			  .init_places = PTRVEC_INIT,
			  .function = clang_getNullCursor(),
			  .callback_params = -1, .conv = clang_getNullCursor() };

	w.main_file = tf->main_file ? clang_getFile(tu, tf->main_file) : NULL;
	w.dir = dir;
	local_values_reset();
	edit_trail_init(&w.trail, w.main_file);
	clang_visitChildren(clang_getTranslationUnitCursor(tu), visit, &w);
	w.trail.in_code = 0;	/* the header functions walked below are no main-file code */
	used_functions_walk_named(&w.used, walk_named_function, &w);
	used_functions_release(&w.used);
	/* The callback APIs it declares, for inference, from the file-scope cursors seen. */
	decls_extract(tf, w.skipped.items, w.skipped.len, w.defined.items, w.defined.len);
	free(w.defined.items);
	resolve_checked_calls(&w);
	registration_casts_mark(tf);	/* what the cast rule knows, on the registrations */
	settle_arity_fixes(&w);
	if (w.callees)
		free(w.callees->slots);
	free(w.callees);
	edit_facts_extract(tu, tf, &w.trail);	/* the ranges rewrites need (edit_facts.c) */
	edit_trail_release(&w.trail);
	local_values_reset();
}
