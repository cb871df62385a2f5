/*
 * Edit facts: the source ranges a rewrite needs (see edit_facts.h and the
 * "edit" kind in facts/facts.h). The other facts say where something is;
 * a migration or a cast fix must also know what text to replace: a
 * callback's parameter list and the first position of its body, the
 * initialiser that recovers its context, its other declarations, each
 * argument of a registration (or the macro invocation that writes it),
 * the statements of an init_timer() + field-store sequence, the
 * declaration of a registered member, the type part of a cast, and every
 * place a callback is named.
 *
 * Only what the TU's other facts point at, so the facts stay few: the walk
 * visits the main file's top-level declarations after extract.c is done
 * (a header's only for the declarations of the legacy-shaped callbacks the
 * TU names), and writes a range only where it is spelled in a file, never
 * in a macro's body. Everything here is
 * pack-independent, like the other facts.
 */
#include "tu/edit_facts.h"

#include <stdlib.h>
#include <string.h>

#include "tu/clang_helpers.h"
#include "tu/value_shapes.h"

/* A function definition of the main file, kept until the walk knows whether it is a callback. */
struct def_candidate {
	CXCursor fn;
	char *usr;
	int param1_refs;	/* how often the body names its first parameter */
	int names_t;		/* the body names something called 't' */
	struct ptrvec inits;	/* struct fact *: "init" facts, not yet in the TU */
};

/*
 * A header's text and where its lines start, read once per walk: libclang
 * finds a file other than the main one by a linear search of the TU's
 * source locations (about half a million instructions a call in a Linux
 * TU), which clang_getFileContents() and clang_getLocationForOffset() both
 * do on every call.
 */
struct header_text {
	CXFile file;
	const char *text;
	size_t len;
	size_t *line_starts;	/* the offset of each line's first byte */
	size_t lines;
};

/* A macro invocation in the main file, as offsets. */
struct span {
	size_t b, e;
};

struct edit_walk {
	CXTranslationUnit tu;
	struct tu_facts *tf;
	CXFile main;			/* the file ranges are taken in: the main file, */
	const char *text;		/* ...but a header while its declarations are read */
	size_t text_len;
	const char *path;
	const struct header_text *header;	/* the header being read, or NULL */
	const struct header_text *main_lines;	/* the main file's line starts, or NULL */
	struct ptrvec headers;		/* struct header_text *: the headers read so far */
	struct strmap fact_at;		/* "kind:line:col" -> the call, store or cast fact there */
	struct strmap cast_functions;	/* USRs of the functions the TU's cast facts cast */
	struct strmap smuggling_calls;	/* "id:N" of the calls passing a pointer as an integer */
	struct strmap pointer_calls;	/* "id:N" of the calls passing an object pointer */
	struct strmap address_taken;	/* USRs of functions the main file names outside a call */
	struct strmap callee_at;	/* "line:col" of each direct call's callee */
	struct ptrvec defs;		/* struct def_candidate * */
	struct ptrvec decls;		/* CXCursor *: declarations (not definitions) in user files */
	CXCursor top;			/* the top-level declaration being walked */
	struct def_candidate *def;	/* the function being walked, or NULL */
	struct ptrvec init_calls;	/* struct fact *: f(&obj); statements of that function */
	struct ptrvec store_stmts;	/* struct fact *: its statements storing into a field */
	struct ptrvec stored;		/* char *: objects it stores a function into */
	/* The members registered by address (&obj->member as an argument of a call above). */
	struct ptrvec fields;		/* struct pending_field * */
	struct ptrvec uses;		/* struct fact *: use facts, until address_taken is known */
	struct strmap member_refs;	/* field USR -> how often the main file names the member */
	struct strmap member_args;	/* field USR -> ... as a call's argument &obj->member */
	struct span *expansions;	/* the main file's macro invocations, in order */
	size_t expansions_len, expansions_cap;
};

/* A member whose address a call passes, waiting for the walk to count its other uses. */
struct pending_field {
	CXCursor field;
	int call_id, param;
};

static char *loc_key(const char *what, const struct tc_loc *l)
{
	return xasprintf("%s:%u:%u", what, l->line, l->col);
}

/* The offset of a location in the main file, or -1 if it is elsewhere or inside a macro. */
static long main_offset(struct edit_walk *w, CXSourceLocation sl)
{
	CXFile f, sf, ef;
	unsigned line, col, off, sline, scol, soff, eline, ecol, eoff;

	/*
	 * Plain text of the file: its file, spelling and expansion locations
	 * agree (libclang 14's spelling location is the expansion's for a
	 * macro body, so the expansion location is what catches that there).
	 */
	clang_getFileLocation(sl, &f, &line, &col, &off);
	clang_getSpellingLocation(sl, &sf, &sline, &scol, &soff);
	clang_getExpansionLocation(sl, &ef, &eline, &ecol, &eoff);
	if (!f || !clang_File_isEqual(f, w->main) || !sf || !clang_File_isEqual(sf, w->main) ||
	    !ef || !clang_File_isEqual(ef, w->main) || off != soff || off != eoff ||
	    off > w->text_len)
		return -1;
	return (long)off;
}

/* Line and column (1-based, bytes) of an offset of a header, as clang counts them. */
static void header_line_col(const struct header_text *h, size_t off, unsigned *line, unsigned *col)
{
	size_t lo = 0, hi = h->lines;

	/* The last line starting at or before off (line_starts[0] is 0). */
	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;

		if (h->line_starts[mid] <= off)
			lo = mid;
		else
			hi = mid;
	}
	*line = (unsigned)lo + 1;
	*col = (unsigned)(off - h->line_starts[lo]) + 1;
}

/* The text of a header and its line starts, from the walk's cache; NULL if libclang has none. */
static const struct header_text *header_text(struct edit_walk *w, CXFile file)
{
	struct header_text *h;
	size_t i, cap;

	for (i = 0; i < w->headers.len; i++) {
		h = w->headers.items[i];
		if (clang_File_isEqual(h->file, file))
			return h->text ? h : NULL;
	}
	h = xcalloc(1, sizeof(*h));
	h->file = file;
	h->text = clang_getFileContents(w->tu, file, &h->len);
	ptrvec_push(&w->headers, h);
	if (!h->text)
		return NULL;
	/* Line ends as clang's line table has them: \n, \r\n and a lone \r. */
	cap = 64;
	h->line_starts = xmalloc(cap * sizeof(*h->line_starts));
	h->line_starts[h->lines++] = 0;
	for (i = 0; i < h->len; i++) {
		const char *c = h->text + i;

		if (*c != '\n' && (*c != '\r' || (i + 1 < h->len && c[1] == '\n')))
			continue;
		if (h->lines == cap) {
			cap *= 2;
			h->line_starts = xrealloc(h->line_starts, cap * sizeof(*h->line_starts));
		}
		h->line_starts[h->lines++] = i + 1;
	}
	return h;
}

static void headers_release(struct ptrvec *headers)
{
	size_t i;

	for (i = 0; i < headers->len; i++)
		free(((struct header_text *)headers->items[i])->line_starts);
	ptrvec_free_all(headers);
}

/* Line and column (1-based) of an offset of the main file (or of the header being read). */
static void offset_loc(struct edit_walk *w, size_t off, struct tc_loc *l)
{
	CXFile f;
	unsigned line, col, o;

	if (w->header) {
		header_line_col(w->header, off, &line, &col);
	} else if (w->main_lines) {
		/* Not clang_getLocationForOffset(): about 300000 instructions a call in a kernel TU. */
		header_line_col(w->main_lines, off, &line, &col);
	} else {
		clang_getFileLocation(clang_getLocationForOffset(w->tu, w->main, (unsigned)off), &f,
				      &line, &col, &o);
	}
	free(l->file);
	l->file = xstrdup(w->path);
	l->line = line ? line : 1;
	l->col = col ? col : 1;
}

/* Appends s and frees it. */
static void strbuf_addstr_take(struct strbuf *sb, char *s)
{
	strbuf_addstr(sb, s);
	free(s);
}

/* A new edit fact of what kind, covering [b, e) of the main file. */
static struct fact *edit_fact(struct edit_walk *w, const char *what, size_t b, size_t e)
{
	struct fact *f = xcalloc(1, sizeof(*f));

	f->kind = FACT_EDIT;
	f->api = xstrdup(what);
	offset_loc(w, b, &f->loc);
	offset_loc(w, e, &f->spell);
	return f;
}

/* Does [b, e) of the main file overlap a macro invocation (expansions, sorted by start)? */
static int overlaps_expansion(const struct edit_walk *w, size_t b, size_t e)
{
	size_t lo = 0, hi = w->expansions_len;

	if (w->path != w->tf->main_file)
		return 0;	/* a header's declaration: only the locations' test */
	/* The last expansion starting before e. */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (w->expansions[mid].b < e)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo > 0 && w->expansions[lo - 1].e > b;
}

/*
 * The extent of c as offsets in the main file; 0 if any end is elsewhere
 * or in a macro, or it overlaps a macro invocation (libclang 14 maps a
 * macro body's extent onto its invocation, where every location agrees).
 */
static int extent_of(struct edit_walk *w, CXCursor c, size_t *b, size_t *e)
{
	CXSourceRange r = clang_getCursorExtent(c);
	long lb = main_offset(w, clang_getRangeStart(r)), le = main_offset(w, clang_getRangeEnd(r));

	if (lb < 0 || le < lb || overlaps_expansion(w, (size_t)lb, (size_t)le))
		return 0;
	*b = (size_t)lb;
	*e = (size_t)le;
	return 1;
}

static char *text_of(struct edit_walk *w, size_t b, size_t e)
{
	return xstrndup(w->text + b, e - b);
}

/* Drops every whitespace character, to compare two spellings of one expression. */
static char *squeeze(const char *s)
{
	char *out = xstrdup(s), *o = out;

	for (; *s; s++)
		if (*s != ' ' && *s != '\t' && *s != '\n' && *s != '\r')
			*o++ = *s;
	*o = '\0';
	return out;
}

/*
 * The range that removes a statement ending at e (its expression; the ';'
 * follows): the whole lines when it stands alone on them, else the
 * statement and its ';'. Returns 0 when no ';' follows.
 */
static int statement_removal(struct edit_walk *w, size_t b, size_t e, size_t *rb, size_t *re)
{
	size_t i = e, s = b;

	while (i < w->text_len && (w->text[i] == ' ' || w->text[i] == '\t'))
		i++;
	if (i >= w->text_len || w->text[i] != ';')
		return 0;
	i++;
	*rb = b;
	*re = i;
	while (s > 0 && (w->text[s - 1] == ' ' || w->text[s - 1] == '\t'))
		s--;
	if (s > 0 && w->text[s - 1] != '\n')
		return 1;
	while (i < w->text_len && (w->text[i] == ' ' || w->text[i] == '\t'))
		i++;
	if (i < w->text_len && w->text[i] != '\n')
		return 1;
	*rb = s;
	*re = i < w->text_len ? i + 1 : i;
	return 1;
}

/* The facts extract.c wrote, by where they are: a call, a store's value, a cast. */
static void index_facts(struct edit_walk *w)
{
	size_t i;

	for (i = 0; i < w->tf->facts.len; i++) {
		struct fact *f = w->tf->facts.items[i];
		const char *what = f->kind == FACT_CALL ? "call" : f->kind == FACT_STORE ? "store"
				 : f->kind == FACT_CAST ? "cast" : NULL;
		char *key;

		if (f->usr && f->kind == FACT_CAST)
			strmap_put(&w->cast_functions, f->usr, f);
		if (f->kind == FACT_ARG && (f->flags & VAL_SMUGGLED)) {
			key = xasprintf("id:%d", f->detail);
			strmap_put(&w->smuggling_calls, key, f);
			free(key);
		}
		if (f->kind == FACT_ARG && (f->flags & VAL_POINTER) &&
		    !(f->flags & (VAL_EMBEDDED | VAL_SMUGGLED))) {
			key = xasprintf("id:%d", f->detail);
			strmap_put(&w->pointer_calls, key, f);
			free(key);
		}
		if (!what || !f->loc.file || strcmp(f->loc.file, w->tf->main_file) != 0)
			continue;
		if (f->kind == FACT_CAST && (f->flags & (FACT_F_IMPLICIT | FACT_F_FROM_SLOT)))
			continue;
		key = loc_key(what, &f->loc);
		if (!strmap_get(&w->fact_at, key))
			strmap_put(&w->fact_at, key, f);
		free(key);
	}
}

static struct fact *fact_at(struct edit_walk *w, const char *what, CXSourceLocation sl)
{
	struct tc_loc l = { NULL, 0, 0 };
	struct fact *f = NULL;
	char *key;

	cx_file_loc(sl, &l);
	if (l.file) {
		key = loc_key(what, &l);
		f = strmap_get(&w->fact_at, key);
		free(key);
	}
	tc_loc_release(&l);
	return f;
}

/* One parameter of integer type: the shape of a callback of an integer-context API. */
static int integer_context_shape(CXCursor fn)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(fn));

	if (t.kind != CXType_FunctionProto || clang_getNumArgTypes(t) != 1)
		return 0;
	switch (clang_getCanonicalType(clang_getArgType(t, 0)).kind) {
	case CXType_Long: case CXType_ULong: case CXType_Int: case CXType_UInt:
	case CXType_LongLong: case CXType_ULongLong:
		return 1;
	default:
		return 0;
	}
}

/*
 * A void function of one integer parameter, not declared in a system
 * header: the shape of a callback of an integer-context API, the one a
 * migration changes. Only these get use and decl facts.
 */
static int legacy_callback_shape(CXCursor fn)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(fn));

	return integer_context_shape(fn) &&
	       clang_getCanonicalType(clang_getResultType(t)).kind == CXType_Void &&
	       !clang_Location_isInSystemHeader(clang_getCursorLocation(fn));
}

/*
 * A static void function of one void * parameter: the shape of a callback
 * of a pointer-context API (the typed generation), which a migration to
 * the embedded one changes; static, so all its users are in this TU. (One
 * taking a typed pointer is registered through a cast, which a cast fact
 * records.)
 */
static int static_pointer_callback_shape(CXCursor fn)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(fn));

	return t.kind == CXType_FunctionProto && clang_getNumArgTypes(t) == 1 &&
	       clang_getCanonicalType(clang_getArgType(t, 0)).kind == CXType_Pointer &&
	       clang_getCanonicalType(clang_getPointeeType(clang_getCanonicalType(
		       clang_getArgType(t, 0)))).kind == CXType_Void &&
	       clang_getCanonicalType(clang_getResultType(t)).kind == CXType_Void &&
	       clang_getCursorLinkage(fn) == CXLinkage_Internal;
}

static void count(struct strmap *m, const char *key)
{
	struct strmap_entry *e = strmap_insert(m, key, NULL);

	e->value = (void *)((size_t)e->value + 1);
}

/* The member a "&obj->member" argument designates, or a null cursor. */
static CXCursor address_of_member(CXCursor arg)
{
	CXCursor p = values_peel(arg), m;

	if (clang_getCursorKind(p) != CXCursor_UnaryOperator)
		return clang_getNullCursor();
	m = values_peel(values_first_expr(p));
	if (clang_getCursorKind(m) != CXCursor_MemberRefExpr)
		return clang_getNullCursor();
	m = clang_getCursorReferenced(m);
	return clang_getCursorKind(m) == CXCursor_FieldDecl ? m : clang_getNullCursor();
}

/*
 * Is a location inside a macro's argument (written in the file, expanded
 * by an invocation that starts elsewhere)? The timer operations of a
 * library with several generations are macros over _Generic that take the
 * address of any generation's timer: &obj->member there survives a change
 * of the member's type.
 */
static int in_macro_argument(CXSourceLocation sl)
{
	CXFile f, ef;
	unsigned line, col, off, eline, ecol, eoff;

	clang_getFileLocation(sl, &f, &line, &col, &off);
	clang_getExpansionLocation(sl, &ef, &eline, &ecol, &eoff);
	return f && ef && clang_File_isEqual(f, ef) && off != eoff;
}

/* &obj->member passed to a call with a smuggled context: its declaration may change type. */
static void note_member_argument(struct edit_walk *w, CXCursor arg, int call_id, int param)
{
	CXCursor field = address_of_member(arg);
	struct pending_field *pf;

	if (clang_Cursor_isNull(field))
		return;
	{
		char *usr = cx_cursor_usr(field);

		count(&w->member_args, usr);
		free(usr);
	}
	pf = xmalloc(sizeof(*pf));
	pf->field = field;
	pf->call_id = call_id;
	pf->param = param;
	ptrvec_push(&w->fields, pf);
}

/*
 * The "field" facts: the type part of each registered member's declaration
 * (in the main file), EDIT_OTHER_USES when the file names the member other
 * than as the registration's argument or as &obj->member in a macro's
 * argument.
 */
static void record_fields(struct edit_walk *w)
{
	size_t i, b, e;

	for (i = 0; i < w->fields.len; i++) {
		struct pending_field *pf = w->fields.items[i];
		char *usr = cx_cursor_usr(pf->field), *name = cx_cursor_spelling(pf->field);
		long at = main_offset(w, clang_getCursorLocation(pf->field));
		struct fact *f;

		if (at >= 0 && extent_of(w, pf->field, &b, &e) && b < (size_t)at) {
			size_t refs = (size_t)strmap_get(&w->member_refs, usr);
			size_t args = (size_t)strmap_get(&w->member_args, usr);

			f = edit_fact(w, "field", b, (size_t)at);
			f->detail = pf->call_id;
			f->param = pf->param;
			f->func = name;
			name = NULL;
			f->type_to = cx_type_spelling(clang_getCursorType(pf->field));
			/*
			 * A store's member (param 0): the analysis knows how many of
			 * the plain uses its rewrite removes (the init call and the
			 * stores), so it gets their number.
			 */
			if (pf->param == 0)
				f->origin = refs > args ? (int)(refs - args) : 0;
			else if (refs > args)
				f->flags |= EDIT_OTHER_USES;
			ptrvec_push(&w->tf->facts, f);
		}
		free(usr);
		free(name);
	}
	ptrvec_free_all(&w->fields);
}

/*
 * obj->member.function = fn; as a statement: the member (base) whose
 * declaration a migration may change, as a "field" fact keyed by the
 * store's id and param 0.
 */
static void note_stored_member(struct edit_walk *w, CXCursor base, int store_id)
{
	CXCursor field = values_peel(base);
	struct pending_field *pf;

	if (clang_getCursorKind(field) != CXCursor_MemberRefExpr)
		return;
	field = clang_getCursorReferenced(field);
	if (clang_getCursorKind(field) != CXCursor_FieldDecl)
		return;
	pf = xmalloc(sizeof(*pf));
	pf->field = field;
	pf->call_id = store_id;
	pf->param = 0;
	ptrvec_push(&w->fields, pf);
}

/* The arguments of a call that has call facts: the callee name (param 0) and each argument. */
static void record_call_ranges(struct edit_walk *w, CXCursor call, const struct fact *cf)
{
	int i, n = clang_Cursor_getNumArguments(call);
	CXCursor callee = values_first_expr(call);
	size_t b, e;
	struct fact *f;

	if (clang_Cursor_isNull(callee) || !extent_of(w, callee, &b, &e))
		return;
	f = edit_fact(w, "call", b, e);
	f->detail = cf->detail;
	f->text = text_of(w, b, e);
	ptrvec_push(&w->tf->facts, f);
	for (i = 0; i < n; i++) {
		CXCursor arg = clang_Cursor_getArgument(call, (unsigned)i);

		if (!extent_of(w, arg, &b, &e))
			continue;
		f = edit_fact(w, "call", b, e);
		f->detail = cf->detail;
		f->param = i + 1;
		f->text = text_of(w, b, e);
		ptrvec_push(&w->tf->facts, f);
		note_member_argument(w, arg, cf->detail, i + 1);
	}
}

/*
 * The macro invocation whose expansion holds sl, in the main file: a
 * "macro" fact with its range, its name and its arguments' texts (blanks
 * dropped, tab-separated), or NULL when it is not NAME(args) there.
 */
static struct fact *macro_invocation(struct edit_walk *w, CXSourceLocation sl, int id)
{
	CXFile file;
	unsigned line, col, off;
	size_t b, e, i, start;
	int depth = 0;
	struct strbuf args = STRBUF_INIT;
	struct fact *f;

	clang_getExpansionLocation(sl, &file, &line, &col, &off);
	if (!file || !clang_File_isEqual(file, w->main) || off >= w->text_len)
		return NULL;
	b = off;
	for (e = b; e < w->text_len && (w->text[e] == '_' || (w->text[e] >= 'a' && w->text[e] <= 'z') ||
				       (w->text[e] >= 'A' && w->text[e] <= 'Z') ||
				       (w->text[e] >= '0' && w->text[e] <= '9')); e++)
		;
	if (e == b)
		return NULL;
	for (i = e; i < w->text_len && (w->text[i] == ' ' || w->text[i] == '\t'); i++)
		;
	if (i >= w->text_len || w->text[i] != '(')
		return NULL;
	for (start = i + 1; i < w->text_len; i++) {
		char ch = w->text[i];

		if (ch == '"' || ch == '\'')
			break;		/* literals in the arguments: not split here */
		if (ch == '(' || ch == '[' || ch == '{')
			depth++;
		else if (ch == ')' || ch == ']' || ch == '}')
			depth--;
		if ((ch == ',' && depth == 1) || depth == 0) {
			char *arg = text_of(w, start, i), *sq = squeeze(arg);

			strbuf_addf(&args, "%s%s", args.len ? "\t" : "", sq);
			free(arg);
			free(sq);
			start = i + 1;
			if (depth == 0)
				break;
		}
	}
	if (i >= w->text_len || depth != 0 || w->text[i] != ')') {
		strbuf_release(&args);
		return NULL;
	}
	f = edit_fact(w, "macro", b, i + 1);
	f->func = text_of(w, b, e);
	f->text = strbuf_detach(&args);
	f->detail = id;
	ptrvec_push(&w->tf->facts, f);
	return f;
}

/*
 * A call with call facts written by a macro invocation in the main file,
 * registering an object's member (&obj->member is an argument): its
 * invocation, so a migration can rewrite it whole.
 */
static void record_macro_call(struct edit_walk *w, CXCursor call, const struct fact *cf)
{
	int n = clang_Cursor_getNumArguments(call), k;

	for (k = 0; k < n; k++)
		if (!clang_Cursor_isNull(address_of_member(clang_Cursor_getArgument(call, (unsigned)k))))
			break;
	if (k < n && macro_invocation(w, clang_getCursorLocation(call), cf->detail))
		note_member_argument(w, clang_Cursor_getArgument(call, (unsigned)k), cf->detail, k + 1);
}

static int is_static(CXCursor fn);

/* A function named in the main file: a use fact, and address-taken unless it is called. */
static void record_reference(struct edit_walk *w, CXCursor ref, CXCursor fn)
{
	struct tc_loc l = { NULL, 0, 0 };
	char *key, *usr;
	int called;
	struct fact *f;

	cx_file_loc(clang_getCursorLocation(ref), &l);
	if (!l.file)
		return;
	key = loc_key("callee", &l);
	called = strmap_get(&w->callee_at, key) != NULL;
	free(key);
	usr = cx_cursor_usr(fn);
	if (!called)
		strmap_put(&w->address_taken, usr, w);
	if (legacy_callback_shape(fn) || static_pointer_callback_shape(fn) ||
	    strmap_get(&w->cast_functions, usr)) {
		f = xcalloc(1, sizeof(*f));
		f->kind = FACT_EDIT;
		/* Kept only for a function named outside a call here (keep_uses). */
		ptrvec_push(&w->uses, f);
		f->api = xstrdup("use");
		f->loc = l;
		l.file = NULL;
		f->func = cx_cursor_spelling(fn);
		f->usr = usr;
		usr = NULL;
		f->flags = (called ? EDIT_CALLED : 0) | (is_static(fn) ? EDIT_STATIC : 0);
		if (w->def)
			f->scope = xstrdup(w->def->usr);
	}
	free(usr);
	tc_loc_release(&l);
}

/* T *v = param; or T *v = (T *)param; in the function walked: an "init" fact. */
static void record_init(struct edit_walk *w, CXCursor var)
{
	CXCursor init = values_last_expr(var), peeled, parm;
	int i, n;
	size_t b, e, vb, ve;
	struct fact *f;
	char *name, *type;

	if (clang_Cursor_isNull(init))
		return;
	peeled = values_peel(init);
	while (clang_getCursorKind(peeled) == CXCursor_CStyleCastExpr ||
	       clang_getCursorKind(peeled) == CXCursor_ParenExpr)
		peeled = values_peel(values_last_expr(peeled));
	if (clang_getCursorKind(peeled) != CXCursor_DeclRefExpr)
		return;
	parm = clang_getCursorReferenced(peeled);
	n = clang_Cursor_getNumArguments(w->def->fn);
	for (i = 0; i < n; i++)
		if (clang_equalCursors(parm, clang_Cursor_getArgument(w->def->fn, (unsigned)i)))
			break;
	if (i == n || !extent_of(w, init, &b, &e) || !extent_of(w, var, &vb, &ve))
		return;
	name = cx_cursor_spelling(var);
	/* The declared type as written: from the declaration's start up to its name. */
	{
		const char *at = NULL, *p;
		size_t len = strlen(name);

		for (p = w->text + vb; p + len <= w->text + b; p++)
			if (strncmp(p, name, len) == 0)
				at = p;
		type = at ? xstrndup(w->text + vb, (size_t)(at - (w->text + vb))) : NULL;
	}
	if (!type) {
		free(name);
		return;
	}
	f = edit_fact(w, "init", b, e);
	f->func = name;
	f->type_to = type;
	f->param = i + 1;
	f->usr = xstrdup(w->def->usr);
	ptrvec_push(&w->def->inits, f);
}

/* lhs = value; standing as a statement, where lhs stores into a field: a "stmt" fact. */
static void record_store_statement(struct edit_walk *w, CXCursor binop)
{
	CXCursor lhs, rhs, base;
	struct fact *sf, *f;
	size_t b, e, rb, re, bb, be, vb, ve;

	values_first_last_expr(binop, &lhs, &rhs);
	if (clang_Cursor_isNull(lhs) || clang_Cursor_isNull(rhs))
		return;
	sf = fact_at(w, "store", clang_getCursorLocation(values_peel(rhs)));
	lhs = values_peel(lhs);
	if (!sf || clang_getCursorKind(lhs) != CXCursor_MemberRefExpr)
		return;
	base = values_first_expr(lhs);
	if ((sf->flags & VAL_FUNCTION) && !extent_of(w, binop, &b, &e)) {
		/* A macro that stores the function (the kernel's setup_timer() before 4.15). */
		macro_invocation(w, clang_getCursorLocation(binop), sf->detail);
		return;
	}
	if (clang_Cursor_isNull(base) || !extent_of(w, binop, &b, &e) ||
	    !extent_of(w, base, &bb, &be) || !extent_of(w, rhs, &vb, &ve) ||
	    !statement_removal(w, b, e, &rb, &re))
		return;
	if (sf->flags & VAL_FUNCTION)
		note_stored_member(w, base, sf->detail);
	f = edit_fact(w, "stmt", rb, re);
	f->detail = sf->detail;
	{
		char *obj = text_of(w, bb, be), *val = text_of(w, vb, ve), *sq = squeeze(obj);

		f->text = xasprintf("%s\t%s", sq, val);
		if (sf->flags & VAL_FUNCTION)
			ptrvec_push(&w->stored, sq);
		else
			free(sq);
		free(obj);
		free(val);
	}
	f->scope = xstrdup(w->def->usr);
	ptrvec_push(&w->store_stmts, f);
}

/* name(&object); standing as a statement: kept until the function's stores are known. */
static void record_init_call(struct edit_walk *w, CXCursor call)
{
	CXCursor arg;
	size_t b, e, ab, ae;
	struct fact *f;
	char *text;

	if (clang_Cursor_getNumArguments(call) != 1)
		return;
	arg = clang_Cursor_getArgument(call, 0);
	if (!extent_of(w, call, &b, &e) || !extent_of(w, arg, &ab, &ae) || w->text[ab] != '&')
		return;
	f = edit_fact(w, "stmt", b, e);
	f->func = cx_cursor_spelling(call);
	text = text_of(w, ab + 1, ae);
	f->text = squeeze(text);
	free(text);
	f->scope = xstrdup(w->def->usr);
	ptrvec_push(&w->init_calls, f);
}

/*
 * A function type as "RET<TAB>P1<TAB>...": canonical types spelled with all
 * their qualifiers but the top-level ones, as a declaration writes them
 * (a fix that drops a const no longer matches its slot); NULL without a
 * prototype. Malloc'd.
 */
static char *spelled_signature(CXType fn)
{
	CXType t = clang_getCanonicalType(fn);
	struct strbuf sb = STRBUF_INIT;
	int i, n;

	if (t.kind != CXType_FunctionProto || clang_isFunctionTypeVariadic(t))
		return NULL;
	n = clang_getNumArgTypes(t);
	strbuf_addstr_take(&sb, cx_type_spelling(clang_getCanonicalType(clang_getResultType(t))));
	for (i = 0; i < n; i++) {
		strbuf_addch(&sb, '\t');
		strbuf_addstr_take(&sb, cx_type_spelling(clang_getCanonicalType(
							clang_getArgType(t, (unsigned)i))));
	}
	return strbuf_detach(&sb);
}

/*
 * The cast operator "(type)" of a cast fact, which a cast fix removes or
 * points at an adapter: sig is the slot's signature (the pointee of the
 * cast's type), text the function's own.
 */
static void record_cast(struct edit_walk *w, CXCursor cast, const struct fact *cf)
{
	CXCursor operand = values_last_expr(cast), fn;
	CXType to = clang_getCanonicalType(clang_getCursorType(cast));
	size_t b, e, ob, oe;
	long at;
	struct fact *f;

	if (clang_Cursor_isNull(operand) || to.kind != CXType_Pointer || !extent_of(w, cast, &b, &e) ||
	    !extent_of(w, operand, &ob, &oe) ||
	    (at = main_offset(w, clang_getRangeStart(clang_getCursorExtent(w->top)))) < 0)
		return;
	fn = values_function_of(operand);
	if (clang_Cursor_isNull(fn))
		return;
	f = edit_fact(w, "cast", b, ob);
	offset_loc(w, (size_t)at, &f->decl);
	f->usr = cf->usr ? xstrdup(cf->usr) : NULL;
	f->func = cf->func ? xstrdup(cf->func) : NULL;
	f->sig = spelled_signature(clang_getPointeeType(to));
	f->text = spelled_signature(clang_getCursorType(fn));
	if (w->def)
		f->scope = xstrdup(w->def->usr);
	ptrvec_push(&w->tf->facts, f);
}

/* Does call id pass a pointer converted to an integer (a context a migration rewrites)? */
static int smuggles(struct edit_walk *w, int id)
{
	char *key = xasprintf("id:%d", id);
	int yes = strmap_get(&w->smuggling_calls, key) != NULL;

	free(key);
	return yes;
}

/* Does call id pass a pointer to an object (a typed context)? */
static int passes_pointer(struct edit_walk *w, int id)
{
	char *key = xasprintf("id:%d", id);
	int yes = strmap_get(&w->pointer_calls, key) != NULL;

	free(key);
	return yes;
}

/* One cursor of a main-file declaration's code (edit_trail_visit() chose it), with its parent's kind. */
static void code_step(struct edit_walk *w, CXCursor c, enum CXCursorKind kind,
		      enum CXCursorKind parent)
{
	CXCursor ref;
	struct fact *f;

	switch (kind) {
	case CXCursor_MemberRefExpr:
		ref = clang_getCursorReferenced(c);
		if (clang_getCursorKind(ref) == CXCursor_FieldDecl) {
			char *usr = cx_cursor_usr(ref);

			count(&w->member_refs, usr);
			if (parent == CXCursor_UnaryOperator &&
			    in_macro_argument(clang_getCursorLocation(c)))
				count(&w->member_args, usr);
			free(usr);
		}
		break;
	case CXCursor_CallExpr:
		ref = clang_getCursorReferenced(c);
		if (clang_getCursorKind(ref) == CXCursor_FunctionDecl) {
			struct tc_loc l = { NULL, 0, 0 };
			char *key;

			cx_file_loc(clang_getCursorLocation(c), &l);
			key = loc_key("callee", &l);
			strmap_put(&w->callee_at, key, w);
			free(key);
			tc_loc_release(&l);
		}
		if ((f = fact_at(w, "call", clang_getCursorLocation(c))) != NULL) {
			if (smuggles(w, f->detail))
				record_call_ranges(w, c, f);
			else if (passes_pointer(w, f->detail))
				record_macro_call(w, c, f);
		}
		if (w->def && parent == CXCursor_CompoundStmt)
			record_init_call(w, c);
		break;
	case CXCursor_DeclRefExpr:
		ref = clang_getCursorReferenced(c);
		if (clang_getCursorKind(ref) == CXCursor_FunctionDecl) {
			record_reference(w, c, ref);
		} else if (w->def) {
			char *name = cx_cursor_spelling(c);

			if (strcmp(name, "t") == 0)
				w->def->names_t = 1;
			free(name);
			if (clang_equalCursors(ref, clang_Cursor_getArgument(w->def->fn, 0)))
				w->def->param1_refs++;
		}
		break;
	case CXCursor_VarDecl:
		if (w->def) {
			char *name = cx_cursor_spelling(c);

			if (strcmp(name, "t") == 0)
				w->def->names_t = 1;
			free(name);
			if (parent == CXCursor_DeclStmt)
				record_init(w, c);
		}
		break;
	case CXCursor_BinaryOperator:
		if (w->def && parent == CXCursor_CompoundStmt)
			record_store_statement(w, c);
		break;
	case CXCursor_CStyleCastExpr:
		if ((f = fact_at(w, "cast", clang_getCursorLocation(c))) != NULL)
			record_cast(w, c, f);
		break;
	default:
		break;
	}
}

/* Does the function store a function into object (the text before any tab)? */
static int stores_function_into(struct edit_walk *w, const char *object)
{
	size_t k, n = strcspn(object, "\t");

	for (k = 0; k < w->stored.len; k++)
		if (strlen(w->stored.items[k]) == n && strncmp(w->stored.items[k], object, n) == 0)
			return 1;
	return 0;
}

/* Keeps the statements on an object the function stores a function into (a registration). */
static void keep_statements(struct edit_walk *w, struct ptrvec *stmts)
{
	size_t i;

	for (i = 0; i < stmts->len; i++) {
		struct fact *f = stmts->items[i];

		if (stores_function_into(w, f->text))
			ptrvec_push(&w->tf->facts, f);
		else
			fact_free(f);
	}
	stmts->len = 0;
}

static void begin_definition(struct edit_walk *w, CXCursor fn)
{
	struct def_candidate *d = xcalloc(1, sizeof(*d));

	d->fn = fn;
	d->usr = cx_cursor_usr(fn);
	ptrvec_push(&w->defs, d);
	w->def = d;
}

static void end_definition(struct edit_walk *w)
{
	if (!w->def)
		return;
	keep_statements(w, &w->store_stmts);
	keep_statements(w, &w->init_calls);
	ptrvec_free_all(&w->stored);
	w->def = NULL;
}

/* A macro invocation of the main file (they come in source order). */
static void note_expansion(struct edit_walk *w, CXCursor c)
{
	CXSourceRange r = clang_getCursorExtent(c);
	CXFile f, g;
	unsigned line, col, b, e;

	clang_getFileLocation(clang_getRangeStart(r), &f, &line, &col, &b);
	if (!f || !clang_File_isEqual(f, w->main))
		return;
	clang_getFileLocation(clang_getRangeEnd(r), &g, &line, &col, &e);
	if (!g || !clang_File_isEqual(g, w->main) || e < b)
		return;
	if (w->expansions_len == w->expansions_cap) {
		w->expansions_cap = w->expansions_cap ? 2 * w->expansions_cap : 64;
		w->expansions = xrealloc(w->expansions, w->expansions_cap * sizeof(*w->expansions));
	}
	w->expansions[w->expansions_len].b = b;
	w->expansions[w->expansions_len++].e = e;
}

/* The trail's steps, in the order of extract.c's walk: as one walk of the TU's file scope. */
static void replay(struct edit_walk *w, const struct edit_trail *trail)
{
	size_t i;

	for (i = 0; i < trail->len; i++) {
		const struct edit_step *st = &trail->steps[i];
		CXCursor *keep;

		/* The next file-scope step: the definition's code has all been seen. */
		if (st->role != EDIT_STEP_CODE)
			end_definition(w);
		switch (st->role) {
		case EDIT_STEP_EXPANSION:
			note_expansion(w, st->c);
			break;
		case EDIT_STEP_DECLARATION:
			keep = xmalloc(sizeof(*keep));
			*keep = st->c;
			ptrvec_push(&w->decls, keep);
			break;
		case EDIT_STEP_DEFINITION:
			w->top = st->c;
			begin_definition(w, st->c);
			break;
		case EDIT_STEP_VARIABLE:
			w->top = st->c;
			break;
		case EDIT_STEP_CODE:
			code_step(w, st->c, clang_getCursorKind(st->c), st->parent);
			break;
		}
	}
	end_definition(w);
}

void edit_trail_init(struct edit_trail *t, CXFile main)
{
	memset(t, 0, sizeof(*t));
	t->main = main;
}

void edit_trail_release(struct edit_trail *t)
{
	free(t->steps);
	memset(t, 0, sizeof(*t));
}

static void add_step(struct edit_trail *t, CXCursor c, enum edit_step_role role,
		     enum CXCursorKind parent)
{
	if (t->len == t->cap) {
		t->cap = t->cap ? 2 * t->cap : 256;
		t->steps = xrealloc(t->steps, t->cap * sizeof(*t->steps));
	}
	t->steps[t->len].c = c;
	t->steps[t->len].role = role;
	t->steps[t->len++].parent = parent;
}

void edit_trail_top(struct edit_trail *t, CXCursor c, enum CXCursorKind kind)
{
	CXFile f;
	unsigned line, col, off;

	t->in_code = 0;
	if (!t->main)
		return;
	/* A cheap test first: most of a kernel TU's cursors are in headers. */
	if (kind == CXCursor_MacroExpansion) {
		if (clang_Location_isFromMainFile(clang_getCursorLocation(c)))
			add_step(t, c, EDIT_STEP_EXPANSION, CXCursor_TranslationUnit);
		return;
	}
	if (kind != CXCursor_FunctionDecl && kind != CXCursor_VarDecl)
		return;
	if (kind == CXCursor_FunctionDecl && !clang_isCursorDefinition(c)) {
		if (!clang_Location_isInSystemHeader(clang_getCursorLocation(c)))
			add_step(t, c, EDIT_STEP_DECLARATION, CXCursor_TranslationUnit);
		return;
	}
	if (!clang_Location_isFromMainFile(clang_getCursorLocation(c)))
		return;
	clang_getFileLocation(clang_getCursorLocation(c), &f, &line, &col, &off);
	if (!f || !clang_File_isEqual(f, t->main))
		return;
	add_step(t, c, kind == CXCursor_FunctionDecl ? EDIT_STEP_DEFINITION : EDIT_STEP_VARIABLE,
		 CXCursor_TranslationUnit);
	t->in_code = 1;
}

void edit_trail_code(struct edit_trail *t, CXCursor c, enum CXCursorKind kind, CXCursor parent)
{
	switch (kind) {
	case CXCursor_MemberRefExpr:
	case CXCursor_CallExpr:
	case CXCursor_DeclRefExpr:
	case CXCursor_VarDecl:
	case CXCursor_BinaryOperator:
	case CXCursor_CStyleCastExpr:
		add_step(t, c, EDIT_STEP_CODE, clang_getCursorKind(parent));
		break;
	default:
		break;
	}
}

/*
 * The parameter list of a declaration of fn: the text between its
 * parentheses, as offsets; 0 when it is not spelled plainly in the main file.
 */
static int parameter_list(struct edit_walk *w, CXCursor fn, size_t *b, size_t *e)
{
	size_t nb, ne, de = w->text_len, i;
	int depth = 0;

	{
		long off = main_offset(w, clang_getCursorLocation(fn));

		if (off < 0)
			return 0;
		nb = (size_t)off;
	}
	ne = nb;
	while (ne < de && (w->text[ne] == '_' || (w->text[ne] >= 'a' && w->text[ne] <= 'z') ||
			   (w->text[ne] >= 'A' && w->text[ne] <= 'Z') ||
			   (w->text[ne] >= '0' && w->text[ne] <= '9')))
		ne++;
	while (ne < de && (w->text[ne] == ' ' || w->text[ne] == '\t' || w->text[ne] == '\n'))
		ne++;
	if (ne >= de || w->text[ne] != '(')
		return 0;
	*b = ne + 1;
	for (i = ne; i < de; i++) {
		if (w->text[i] == '(')
			depth++;
		else if (w->text[i] == ')' && --depth == 0)
			break;
	}
	if (i >= de || overlaps_expansion(w, nb, i + 1))
		return 0;
	*e = i;
	return 1;
}

static int is_static(CXCursor fn)
{
	return clang_Cursor_getStorageClass(fn) == CX_SC_Static;
}

/* The body (compound statement) of a function definition, into *(CXCursor *)data. */
static enum CXChildVisitResult find_body(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_CompoundStmt) {
		*(CXCursor *)data = c;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Continue;
}

/* Frees a def candidate's waiting "init" facts (their strings too). */
static void drop_inits(struct def_candidate *d)
{
	size_t i;

	for (i = 0; i < d->inits.len; i++)
		fact_free(d->inits.items[i]);
	ptrvec_release(&d->inits);
}

/* A "def" fact for a definition that is a callback: named outside a call here, or recovering. */
static void record_definition(struct edit_walk *w, struct def_candidate *d)
{
	CXCursor body;
	size_t b, e, be;
	int i, n = clang_Cursor_getNumArguments(d->fn);
	struct fact *f;
	struct strbuf names = STRBUF_INIT;

	body = clang_getNullCursor();
	clang_visitChildren(d->fn, find_body, &body);
	if (!parameter_list(w, d->fn, &b, &e) || clang_Cursor_isNull(body))
		goto out;
	{
		long at = main_offset(w, clang_getRangeStart(clang_getCursorExtent(body)));

		if (at < 0 || w->text[at] != '{' || overlaps_expansion(w, (size_t)at, (size_t)at + 1))
			goto out;
		be = (size_t)at + 1;	/* just after the body's '{' */
	}
	for (i = 0; i < n; i++) {
		char *name = cx_cursor_spelling(clang_Cursor_getArgument(d->fn, (unsigned)i));

		strbuf_addf(&names, "%s%s", i ? "\t" : "", name);
		free(name);
	}
	f = edit_fact(w, "def", b, e);
	offset_loc(w, be, &f->decl);
	f->func = cx_cursor_spelling(d->fn);
	f->usr = xstrdup(d->usr);
	f->sig = values_signature(clang_getCursorType(d->fn));
	f->text = names.buf ? strbuf_detach(&names) : xstrdup("");
	f->param = d->param1_refs;
	f->flags = (is_static(d->fn) ? EDIT_STATIC : 0) | (d->names_t ? EDIT_NAMES_T : 0);
	if (!clang_equalCursors(clang_getCanonicalCursor(d->fn), d->fn))
		f->flags |= EDIT_DECLARED;
	ptrvec_push(&w->tf->facts, f);
	for (i = 0; (size_t)i < d->inits.len; i++)
		ptrvec_push(&w->tf->facts, d->inits.items[i]);
	d->inits.len = 0;
out:
	strbuf_release(&names);
	drop_inits(d);
}

/* A "decl" fact for declaration c, read in the file it is in. */
static void record_declaration(struct edit_walk *w, CXCursor c, char *usr)
{
	struct edit_walk saved = *w;
	struct tc_loc l = { NULL, 0, 0 };
	CXFile file;
	unsigned line, col, off;
	size_t b, e;
	struct fact *f;

	clang_getFileLocation(clang_getCursorLocation(c), &file, &line, &col, &off);
	cx_file_loc(clang_getCursorLocation(c), &l);
	if (!file || !l.file) {
		tc_loc_release(&l);
		free(usr);
		return;
	}
	if (!clang_File_isEqual(file, w->main)) {
		const struct header_text *h = header_text(w, file);

		w->main = file;
		w->path = l.file;
		w->header = h;
		w->text = h ? h->text : NULL;
		w->text_len = h ? h->len : 0;
	}
	if (w->text && parameter_list(w, c, &b, &e)) {
		f = edit_fact(w, "decl", b, e);
	} else {
		/* In a macro: nothing to rewrite, but the migration must know it is there. */
		f = xcalloc(1, sizeof(*f));
		f->kind = FACT_EDIT;
		f->api = xstrdup("decl");
		f->loc = l;
		l.file = NULL;
		f->flags = EDIT_UNEDITABLE;
	}
	f->func = cx_cursor_spelling(c);
	f->usr = usr;
	ptrvec_push(&w->tf->facts, f);
	w->main = saved.main;
	w->path = saved.path;
	w->header = saved.header;
	w->text = saved.text;
	w->text_len = saved.text_len;
	tc_loc_release(&l);
}

/*
 * Other declarations of the callbacks, whose parameter lists change with
 * the definition: those of the callbacks this TU defines or names, in the
 * main file and, for the integer-context shape, in the headers. A
 * migration needs its callback's "def" fact, which only a TU naming the
 * callback writes, so that TU also writes the headers' declarations; the
 * others leave them alone (reading a header's text costs libclang a search
 * of every source location of the TU, half a million instructions in a
 * kernel TU).
 */
static void record_declarations(struct edit_walk *w, struct strmap *callbacks)
{
	size_t i;

	for (i = 0; i < w->decls.len; i++) {
		CXCursor *c = w->decls.items[i];
		CXFile file;
		unsigned line, col, off;
		char *usr;

		clang_getFileLocation(clang_getCursorLocation(*c), &file, &line, &col, &off);
		if (!file)
			continue;
		if (!clang_File_isEqual(file, w->main) && !legacy_callback_shape(*c))
			continue;
		usr = cx_cursor_usr(*c);
		if (strmap_get(callbacks, usr))
			record_declaration(w, *c, usr);
		else
			free(usr);
	}
}

/*
 * The use facts of the functions the main file names outside a call (or
 * that recover a parameter): a function only ever called is nobody's
 * callback here, and one registered in another TU is not static.
 */
static void keep_uses(struct edit_walk *w)
{
	size_t i;

	for (i = 0; i < w->uses.len; i++) {
		struct fact *f = w->uses.items[i];

		if (strmap_get(&w->address_taken, f->usr) || strmap_get(&w->cast_functions, f->usr) ||
		    !(f->flags & EDIT_STATIC))
			ptrvec_push(&w->tf->facts, f);
		else
			fact_free(f);
	}
	ptrvec_release(&w->uses);
}

void edit_facts_extract(CXTranslationUnit tu, struct tu_facts *tf, const struct edit_trail *trail)
{
	struct edit_walk w = { .tu = tu, .tf = tf, .def = NULL };
	struct strmap callbacks = STRMAP_INIT;
	size_t i;

	if (!tf->main_file || !(w.main = clang_getFile(tu, tf->main_file)))
		return;
	w.text = clang_getFileContents(tu, w.main, &w.text_len);
	w.path = tf->main_file;
	if (!w.text)
		return;
	w.main_lines = header_text(&w, w.main);
	index_facts(&w);
	replay(&w, trail);
	for (i = 0; i < tf->facts.len; i++) {
		const struct fact *f = tf->facts.items[i];

		if (f->kind == FACT_RECOVER && f->usr)
			strmap_put(&w.address_taken, f->usr, &w);
	}
	keep_uses(&w);
	for (i = 0; i < w.defs.len; i++) {
		struct def_candidate *d = w.defs.items[i];

		if (strmap_get(&w.address_taken, d->usr) &&
		    (legacy_callback_shape(d->fn) || static_pointer_callback_shape(d->fn) ||
		     strmap_get(&w.cast_functions, d->usr))) {
			record_definition(&w, d);
			strmap_put(&callbacks, d->usr, d);
		} else {
			drop_inits(d);
		}
		free(d->usr);
		free(d);
	}
	for (i = 0; i < tf->facts.len; i++) {
		const struct fact *f = tf->facts.items[i];

		if (f->kind == FACT_EDIT && f->usr && strcmp(f->api, "use") == 0 && !(f->flags & EDIT_CALLED))
			strmap_put(&callbacks, f->usr, &w);
	}
	record_declarations(&w, &callbacks);
	record_fields(&w);
	headers_release(&w.headers);
	ptrvec_release(&w.defs);
	ptrvec_free_all(&w.decls);
	ptrvec_release(&w.init_calls);
	ptrvec_release(&w.store_stmts);
	strmap_release(&callbacks);
	strmap_release(&w.fact_at);
	strmap_release(&w.cast_functions);
	strmap_release(&w.smuggling_calls);
	strmap_release(&w.pointer_calls);
	strmap_release(&w.address_taken);
	strmap_release(&w.callee_at);
	strmap_release(&w.member_refs);
	free(w.expansions);
	strmap_release(&w.member_args);
}
