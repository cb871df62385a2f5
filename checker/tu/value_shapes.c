/*
 * Value and parameter tracking (see value_shapes.h). Everything here walks a few
 * cursors down from one expression, a bounded number of steps; a local
 * variable is followed to the values its function assigns it (local_values.c).
 */
#include "tu/value_shapes.h"

#include <stdlib.h>
#include <string.h>

#include "tu/clang_helpers.h"
#include "tu/local_values.h"
#include "tu/type_keys.h"

#define MAX_STEPS 32

struct child_search {
	CXCursor first, last;
	int children;
};

static enum CXChildVisitResult find_exprs(CXCursor c, CXCursor parent, CXClientData data)
{
	struct child_search *s = data;

	(void)parent;
	s->children++;
	if (clang_isExpression(clang_getCursorKind(c))) {
		if (clang_Cursor_isNull(s->first))
			s->first = c;
		s->last = c;
	}
	return CXChildVisit_Continue;
}

static enum CXChildVisitResult find_first_expr(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (!clang_isExpression(clang_getCursorKind(c)))
		return CXChildVisit_Continue;
	*(CXCursor *)data = c;
	return CXChildVisit_Break;
}

CXCursor values_first_expr(CXCursor c)
{
	CXCursor first = clang_getNullCursor();

	/* Stops at the first expression child: this runs for most cursors of every function. */
	clang_visitChildren(c, find_first_expr, &first);
	return first;
}

void values_first_last_expr(CXCursor c, CXCursor *first, CXCursor *last)
{
	struct child_search s = { clang_getNullCursor(), clang_getNullCursor(), 0 };

	clang_visitChildren(c, find_exprs, &s);
	*first = s.first;
	*last = s.last;
}

CXCursor values_last_expr(CXCursor c)
{
	struct child_search s = { clang_getNullCursor(), clang_getNullCursor(), 0 };

	clang_visitChildren(c, find_exprs, &s);
	return s.last;
}

/*
 * An UnexposedExpr standing for an implicit conversion has exactly one
 * child, an expression (offsetof and other builtins have type and member
 * references among theirs).
 */
static int is_implicit_conversion(CXCursor c, CXCursor *child)
{
	struct child_search s = { clang_getNullCursor(), clang_getNullCursor(), 0 };

	if (clang_getCursorKind(c) != CXCursor_UnexposedExpr)
		return 0;
	clang_visitChildren(c, find_exprs, &s);
	*child = s.first;
	return s.children == 1 && !clang_Cursor_isNull(s.first);
}

CXCursor values_peel(CXCursor c)
{
	CXCursor child;
	int steps = 0;

	while (steps++ < MAX_STEPS) {
		if (clang_getCursorKind(c) == CXCursor_ParenExpr)
			c = values_first_expr(c);
		else if (is_implicit_conversion(c, &child))
			c = child;
		else
			break;
		if (clang_Cursor_isNull(c))
			break;
	}
	return c;
}

static CXType canon_of(CXCursor c)
{
	return clang_getCanonicalType(clang_getCursorType(c));
}

static int type_is_integer(CXType t)
{
	return (t.kind >= CXType_Bool && t.kind <= CXType_Int128 && t.kind != CXType_Void) ||
	       t.kind == CXType_Enum;
}

/* Drops the qualifiers that end a pointer's spelling ("char *const" -> "char *"). */
static void strip_trailing_qualifiers(char *s)
{
	static const char *const quals[] = { "const", "volatile", "restrict" };
	size_t i, n, len = strlen(s);
	int again = 1;

	while (again) {
		again = 0;
		for (i = 0; i < 3 && !again; i++) {
			n = strlen(quals[i]);
			if (len > n && strcmp(s + len - n, quals[i]) == 0 &&
			    (s[len - n - 1] == ' ' || s[len - n - 1] == '*')) {
				len -= n;
				while (len && s[len - 1] == ' ')
					len--;
				s[len] = '\0';
				again = 1;
			}
		}
	}
}

char *values_type_name(CXType t)
{
	CXType c = clang_getCanonicalType(t);
	char *s = cx_type_spelling(c);
	static const char *const quals[] = { "const ", "volatile ", "restrict " };
	size_t i;
	int again = 1;

	/* A pointer's own qualifiers follow its '*'; the leading ones ("const char *") are
	 * its pointee's and stay. */
	if (c.kind == CXType_Pointer) {
		strip_trailing_qualifiers(s);
		return s;
	}

	while (again) {
		again = 0;
		for (i = 0; i < 3; i++) {
			size_t n = strlen(quals[i]);

			if (strncmp(s, quals[i], n) == 0) {
				memmove(s, s + n, strlen(s + n) + 1);
				again = 1;
			}
		}
	}
	return s;
}

/* True for &x: a pointer-typed unary operator whose operand has the pointee type. */
static int is_address_of(CXCursor c, CXCursor *operand)
{
	CXType t;

	*operand = clang_getNullCursor();	/* callers read it only when this returns 1 */
	if (clang_getCursorKind(c) != CXCursor_UnaryOperator)
		return 0;
	t = canon_of(c);
	if (t.kind != CXType_Pointer)
		return 0;	/* before visiting the operand: !x, -x, *p are common */
	*operand = values_first_expr(c);
	if (clang_Cursor_isNull(*operand))
		return 0;
	return clang_equalTypes(clang_getCanonicalType(clang_getPointeeType(t)), canon_of(*operand));
}

static int is_deref(CXCursor c, CXCursor *operand)
{
	CXType t;

	if (clang_getCursorKind(c) != CXCursor_UnaryOperator)
		return 0;
	*operand = values_first_expr(c);
	if (clang_Cursor_isNull(*operand))
		return 0;
	t = canon_of(*operand);
	return t.kind == CXType_Pointer &&
	       clang_equalTypes(clang_getCanonicalType(clang_getPointeeType(t)), canon_of(c));
}

CXCursor values_function_of(CXCursor expr)
{
	CXCursor c = expr, inner;
	int steps = 0;

	while (!clang_Cursor_isNull(c) && steps++ < MAX_STEPS) {
		enum CXCursorKind k = clang_getCursorKind(c);

		if (k == CXCursor_ParenExpr || k == CXCursor_UnexposedExpr)
			c = values_first_expr(c);
		else if (k == CXCursor_CStyleCastExpr)
			c = values_last_expr(c);
		else if (is_address_of(c, &inner))
			c = inner;
		else if (k == CXCursor_DeclRefExpr) {
			CXCursor ref = clang_getCursorReferenced(c);

			return clang_getCursorKind(ref) == CXCursor_FunctionDecl ? ref : clang_getNullCursor();
		} else
			break;
	}
	return clang_getNullCursor();
}

struct branches {
	CXCursor exprs[3];	/* condition, then, else */
	int n;
};

static enum CXChildVisitResult collect_branch(CXCursor c, CXCursor parent, CXClientData data)
{
	struct branches *b = data;

	(void)parent;
	if (clang_isExpression(clang_getCursorKind(c)) && b->n < 3)
		b->exprs[b->n++] = c;
	return CXChildVisit_Continue;
}

int values_branches(CXCursor expr, CXCursor *then, CXCursor *otherwise)
{
	CXCursor c = values_peel(expr);
	struct branches b = { { clang_getNullCursor(), clang_getNullCursor(), clang_getNullCursor() }, 0 };
	int steps = 0;

	while (clang_getCursorKind(c) == CXCursor_CStyleCastExpr && steps++ < MAX_STEPS)
		c = values_peel(values_last_expr(c));
	if (clang_getCursorKind(c) != CXCursor_ConditionalOperator)
		return 0;
	clang_visitChildren(c, collect_branch, &b);
	if (b.n != 3)
		return 0;
	*then = b.exprs[1];
	*otherwise = b.exprs[2];
	return 1;
}

/* An integer literal's value, through clang_Cursor_Evaluate; -1 if not constant. */
static long long constant_value(CXCursor c)
{
	CXEvalResult r = clang_Cursor_Evaluate(c);
	long long v = -1;

	if (r) {
		if (clang_EvalResult_getKind(r) == CXEval_Int)
			v = clang_EvalResult_getAsLongLong(r);
		clang_EvalResult_dispose(r);
	}
	return v;
}

static void prepend(struct strbuf *path, const char *segment, int dot)
{
	struct strbuf sb = STRBUF_INIT;

	strbuf_addstr(&sb, segment);
	(void)dot;
	if (path->len && path->buf[0] != '[')
		strbuf_addch(&sb, '.');
	if (path->len)
		strbuf_addstr(&sb, path->buf);
	strbuf_release(path);
	*path = sb;
}

/* Does member expression c name an anonymous struct or union member? */
static int is_anonymous_member(CXCursor c)
{
	CXCursor field = clang_getCursorReferenced(c);

	return clang_getCursorKind(field) == CXCursor_FieldDecl &&
	       clang_Cursor_isAnonymousRecordDecl(
		       clang_getTypeDeclaration(clang_getCanonicalType(clang_getCursorType(field))));
}

/*
 * Walks a member chain upwards from an lvalue: obj->a.b[2].c gives path
 * "a.b[2].c" and, in types, the record holding each dotted segment
 * ("struct obj|struct a-type|struct b-type"). (&x)->m is read as x.m, so
 * macros that take the address of a member and then dereference it keep
 * the whole path. Returns the base expression (a pointer for ->, a
 * variable for .); *arrow says which.
 */
static CXCursor local_value(CXCursor var);

/*
 * The one value of a typed pointer local the expression names, when it is
 * an address (struct rcu_work *p = &d->rwork), through copies of such
 * locals (q = p), four deep; else a null cursor.
 */
static CXCursor local_address_value(CXCursor expr)
{
	CXCursor ref, value = values_peel(expr), inner;

	for (int depth = 0; depth < 4; depth++) {
		if (clang_getCursorKind(value) != CXCursor_DeclRefExpr)
			return clang_getNullCursor();
		ref = clang_getCursorReferenced(value);
		if (clang_getCursorKind(ref) != CXCursor_VarDecl ||
		    clang_getCursorLinkage(ref) != CXLinkage_NoLinkage)
			return clang_getNullCursor();
		value = local_value(ref);
		if (clang_Cursor_isNull(value))
			return value;
		if (is_address_of(values_peel(value), &inner))
			return value;
		value = values_peel(value);
	}
	return clang_getNullCursor();
}

/*
 * The object a pointer expression points to, when it is written there
 * (&d->part) or held by a pointer local given it (p, after p = &d->part):
 * *lvalue is that object's expression.
 */
static int pointed_object(CXCursor ptr, CXCursor *lvalue)
{
	CXCursor c = values_peel(ptr);

	return is_address_of(c, lvalue) || is_address_of(values_peel(local_address_value(c)), lvalue);
}

CXCursor values_pointed_object(CXCursor ptr)
{
	CXCursor lvalue;

	return pointed_object(ptr, &lvalue) ? lvalue : clang_getNullCursor();
}

static CXCursor member_chain(CXCursor lvalue, struct strbuf *path, struct strbuf *types, int *arrow)
{
	CXCursor c = values_peel(lvalue), inner;
	int steps = 0;

	*arrow = 0;
	while (!clang_Cursor_isNull(c) && steps++ < MAX_STEPS) {
		enum CXCursorKind k = clang_getCursorKind(c);

		/* (*p).work is p->work: the object p points to, when it is known. */
		if (k == CXCursor_UnaryOperator && is_deref(c, &inner)) {
			CXCursor ptr = inner;

			if (!pointed_object(ptr, &inner)) {
				*arrow = path->len > 0;
				return ptr;
			}
			c = values_peel(inner);
			continue;
		}
		if (k == CXCursor_MemberRefExpr) {
			CXCursor base = values_first_expr(c), peeled;
			char *name = cx_cursor_spelling(c), *tname;
			CXType bt;

			/*
			 * An anonymous struct or union member is no step of the path:
			 * c->fq_timer names the member of struct cookie wherever
			 * anonymous unions put it, as container_of(t, struct
			 * cookie, fq_timer) does.
			 */
			if (!is_anonymous_member(c))
				prepend(path, name, 1);
			free(name);
			if (clang_Cursor_isNull(base))
				return base;
			bt = canon_of(base);
			if (bt.kind == CXType_Pointer)
				bt = clang_getCanonicalType(clang_getPointeeType(bt));
			tname = values_type_name(bt);
			if (types && !clang_Cursor_isAnonymousRecordDecl(clang_getTypeDeclaration(bt))) {
				struct strbuf sb = STRBUF_INIT;

				strbuf_addstr(&sb, tname);
				if (types->len) {
					strbuf_addch(&sb, '|');
					strbuf_addstr(&sb, types->buf);
				}
				strbuf_release(types);
				*types = sb;
			}
			free(tname);
			peeled = values_peel(base);
			if (canon_of(base).kind == CXType_Pointer) {
				/* p->work with struct rcu_work *p = &d->rwork: d->rwork.work. */
				if (!pointed_object(peeled, &inner)) {
					*arrow = 1;
					return base;
				}
				peeled = values_peel(inner);
			}
			c = peeled;
		} else if (k == CXCursor_ArraySubscriptExpr) {
			CXCursor base = values_first_expr(c), index = values_last_expr(c);
			long long v = constant_value(index);
			char seg[32];

			if (v >= 0)
				snprintf(seg, sizeof(seg), "[%lld]", v);
			else
				strcpy(seg, "[*]");
			c = values_peel(base);
			/* An element of an array variable is itself the outermost object. */
			if (clang_getCursorKind(c) != CXCursor_MemberRefExpr)
				return c;
			prepend(path, seg, 0);
		} else {
			return c;
		}
	}
	return clang_getNullCursor();
}

void values_object_embedding(CXCursor lvalue, struct fact *f)
{
	struct strbuf path = STRBUF_INIT, types = STRBUF_INIT;
	CXCursor base;
	int arrow;

	base = member_chain(lvalue, &path, &types, &arrow);
	(void)base;
	if (path.len && types.len) {
		f->container = strbuf_detach(&types);
		f->member = strbuf_detach(&path);
		f->flags |= VAL_EMBEDDED;
		return;
	}
	strbuf_release(&path);
	strbuf_release(&types);
	base = values_peel(lvalue);
	if (clang_getCursorKind(base) == CXCursor_ArraySubscriptExpr) {
		base = values_peel(values_first_expr(base));
		if (canon_of(base).kind != CXType_ConstantArray &&
		    canon_of(base).kind != CXType_IncompleteArray)
			return;	/* p[i] through a pointer: unknown */
	} else if (canon_of(base).kind != CXType_Record) {
		return;
	}
	if (clang_getCursorKind(base) == CXCursor_DeclRefExpr &&
	    clang_getCursorKind(clang_getCursorReferenced(base)) == CXCursor_VarDecl)
		f->flags |= VAL_STANDALONE;
}

static const char *const allocators[] = {
	"malloc", "calloc", "realloc", "kmalloc", "kzalloc", "kcalloc", "kvmalloc", "kvzalloc",
	"devm_kzalloc", "devm_kmalloc", "vmalloc", "vzalloc", "g_malloc", "g_malloc0", "g_new",
	"g_new0", "pvPortMalloc", "k_malloc", "kmm_malloc", "kmm_zalloc", "zalloc",
};

static int is_allocation(CXCursor call)
{
	char *name = cx_cursor_spelling(call);
	size_t i;
	int yes = 0;

	for (i = 0; i < sizeof(allocators) / sizeof(allocators[0]); i++)
		if (strcmp(name, allocators[i]) == 0)
			yes = 1;
	free(name);
	return yes;
}

/* A local variable's initialiser, or a null cursor. */
static CXCursor local_initializer(CXCursor var)
{
	if (clang_getCursorKind(var) != CXCursor_VarDecl ||
	    clang_getCursorLinkage(var) != CXLinkage_NoLinkage)
		return clang_getNullCursor();
	return values_last_expr(var);
}

static int describes_number(CXCursor c, int depth);

static int same_string(const char *a, const char *b)
{
	return a == b || (a && b && strcmp(a, b) == 0);
}

/*
 * A void * or a function pointer: a local of such a type says nothing of
 * what it holds, so its values are followed. A typed object pointer
 * (struct foo *p = calloc(...), = (struct foo *)arg) is what its type
 * says, as before locals were followed.
 */
static int is_untyped_pointer(CXType t)
{
	CXType pointee;

	if (t.kind != CXType_Pointer)
		return 0;
	pointee = clang_getCanonicalType(clang_getPointeeType(t));
	return pointee.kind == CXType_Void || pointee.kind == CXType_FunctionProto ||
	       pointee.kind == CXType_FunctionNoProto;
}

/*
 * The value a local variable stands for (local_values.c): its one
 * value, or its first when every value it receives has the same shape (the
 * same object type, the same function); else a null cursor, and the local
 * is what it is declared. Comparing shapes describes each value, one level
 * deep only (a local copied from a local that receives several values is
 * not followed).
 */
static CXCursor local_value(CXCursor var)
{
	static int comparing;
	CXCursor values[LOCAL_VALUES_MAX];
	struct fact first = { 0 }, other = { 0 };
	int i, n = local_values(var, values), same = 1;

	if (n <= 1)
		return n ? values[0] : clang_getNullCursor();
	if (comparing)
		return clang_getNullCursor();
	comparing = 1;
	values_describe(values[0], &first);
	for (i = 1; i < n && same; i++) {
		values_describe(values[i], &other);
		same = first.flags == other.flags && same_string(first.type_from, other.type_from) &&
		       same_string(first.usr, other.usr) && same_string(first.container, other.container) &&
		       same_string(first.type_to, other.type_to);
		fact_release(&other);
		memset(&other, 0, sizeof(other));
	}
	fact_release(&first);
	comparing = 0;
	return same ? values[0] : clang_getNullCursor();
}

/*
 * An integer or a void * read from a struct field (priv->data, priv->ctx):
 * its origin is whatever the program stores into that field, which the
 * join looks up by "record.field" across the program.
 */
static void note_field_read(CXCursor member, struct fact *f)
{
	CXCursor base = values_first_expr(member);
	CXType bt;
	char *tname, *field;
	const char *tag;

	if (clang_Cursor_isNull(base))
		return;
	bt = canon_of(base);
	if (bt.kind == CXType_Pointer)
		bt = clang_getCanonicalType(clang_getPointeeType(bt));
	if (bt.kind != CXType_Record)
		return;
	tname = values_type_name(bt);
	tag = strncmp(tname, "struct ", 7) == 0 ? tname + 7 :
	      strncmp(tname, "union ", 6) == 0 ? tname + 6 : tname;
	field = cx_cursor_spelling(member);
	free(f->container);
	f->container = xasprintf("%s.%s", tag, field);
	f->flags |= VAL_FIELD_READ;
	free(field);
	free(tname);
}

char *values_global_slot(CXCursor ref)
{
	char *usr, *key;

	if (clang_getCursorKind(ref) != CXCursor_VarDecl ||
	    (clang_getCursorLinkage(ref) == CXLinkage_NoLinkage &&
	     clang_Cursor_getStorageClass(ref) != CX_SC_Static))
		return NULL;
	usr = cx_cursor_usr(ref);
	key = xasprintf("global:%s", usr);
	free(usr);
	return key;
}

/*
 * An integer, a void * or a struct pointer read from a global (or a
 * function's static): like a field, its origin is whatever the program
 * stores there, in any file ("global:USR": an extern global has one USR
 * everywhere).
 */
static void note_global_read(CXCursor ref, struct fact *f)
{
	char *slot = values_global_slot(ref);

	if (!slot)
		return;
	free(f->container);
	f->container = slot;
	f->flags |= VAL_FIELD_READ;
}

/*
 * An integer that went through a type narrower than the one it ends in
 * (an unsigned int field read into an unsigned long context): it cannot
 * carry a pointer that fits the wider type (VAL_NARROW, type_to the
 * narrow type). The join decides whether it is a number or a pointer
 * truncated on the way (analysis/origins.c).
 */
static void note_narrow(struct fact *f, long long min_int, CXType outer, CXType narrow)
{
	long long outer_size = outer.kind == CXType_Invalid ? -1 :
			       clang_Type_getSizeOf(clang_getCanonicalType(outer));

	if (min_int <= 0 || outer_size <= min_int || f->type_to)
		return;
	f->flags |= VAL_NARROW;
	f->type_to = cx_type_spelling(narrow);
}

/*
 * Is the literal at offset soff of line the whole body of an object-like
 * macro ("#define NAME 0", "#define NAME (0)")? The tokens before it on
 * its line must be '#', 'define', NAME and opening parentheses; NAME
 * followed at once by '(' is a function-like macro.
 */
static int object_macro_body(CXCursor literal, CXFile file, unsigned line, unsigned soff)
{
	CXTranslationUnit tu = clang_Cursor_getTranslationUnit(literal);
	CXSourceRange before = clang_getRange(clang_getLocation(tu, file, line, 1),
					      clang_getLocationForOffset(tu, file, soff));
	CXToken *toks = NULL;
	unsigned n = 0, i, name_end = 0;
	int ok = 1, seen = 0;

	clang_tokenize(tu, before, &toks, &n);
	for (i = 0; i < n && ok; i++) {
		CXSourceRange r = clang_getTokenExtent(tu, toks[i]);
		CXString sp = clang_getTokenSpelling(tu, toks[i]);
		const char *text = clang_getCString(sp);
		unsigned start, end;

		clang_getSpellingLocation(clang_getRangeStart(r), NULL, NULL, NULL, &start);
		clang_getSpellingLocation(clang_getRangeEnd(r), NULL, NULL, NULL, &end);
		if (start >= soff) {
			clang_disposeString(sp);
			break;
		}
		if (seen == 0)
			ok = strcmp(text, "#") == 0;
		else if (seen == 1)
			ok = strcmp(text, "define") == 0;
		else if (seen == 2)
			name_end = end;
		else
			ok = strcmp(text, "(") == 0 && (seen > 3 || start != name_end);
		seen++;
		clang_disposeString(sp);
	}
	if (toks)
		clang_disposeTokens(tu, toks, n);
	return ok && seen >= 3;
}

/*
 * A literal spelled in a macro's body (#define BOARD_CTX 0), not written
 * where it is used: the macro names a value (an id, an index), which a 0
 * written as "no context" is not. A 0 inside a function-like macro's body
 * (#define ARM(t, fn) tasklet_init(t, fn, 0)) is written as "no context"
 * there, as at a call.
 */
static int named_constant(CXCursor literal)
{
	CXSourceLocation sl = clang_getCursorLocation(literal);
	CXFile sf, ff;
	unsigned line, col, soff, foff, sline;

	clang_getSpellingLocation(sl, &sf, &sline, &col, &soff);
	clang_getFileLocation(sl, &ff, &line, &col, &foff);
	if (!sf || !ff || (soff == foff && clang_File_isEqual(sf, ff)))
		return 0;
	return object_macro_body(literal, sf, sline, soff);
}

/*
 * An integer local moved by ++, -- or += (a loop index) whose every value
 * is a number (0 included: it counts from there): a number.
 */
static int counter_of_numbers(CXCursor var)
{
	static int depth;	/* i += j; j += i; */
	CXCursor values[LOCAL_VALUES_MAX];
	int moved = 0, i, n = local_values_moved(var, values, &moved), all = 1;

	if (!n || !moved || depth > 2)
		return 0;
	depth++;
	for (i = 0; i < n && all; i++) {
		struct fact v = { 0 };
		int number;

		values_describe(values[i], &v);
		number = (v.flags & (VAL_NUMBER | VAL_NULL)) && !(v.flags & VAL_POINTER);
		fact_release(&v);
		all = number;
	}
	depth--;
	return all;
}

/*
 * An array used as a value is a pointer to its first element (C11 6.3.2.1p3):
 * the implicit conversion's own type is that pointer, the one to describe.
 */
static int decays_from_array(CXType t, CXCursor operand)
{
	enum CXTypeKind k = canon_of(operand).kind;

	return t.kind == CXType_Pointer && (k == CXType_ConstantArray || k == CXType_IncompleteArray ||
					    k == CXType_VariableArray);
}

void values_describe(CXCursor expr, struct fact *f)
{
	CXCursor c = expr, next;
	CXType outer_int = { CXType_Invalid, { 0, 0 } }, narrow_int = outer_int;
	long long min_int = -1;
	int steps = 0, through_int = 0, through_cast = 0, through_pointer_cast = 0;

	while (!clang_Cursor_isNull(c) && steps++ < MAX_STEPS) {
		enum CXCursorKind k = clang_getCursorKind(c);
		CXType t = canon_of(c);

		if (type_is_integer(t)) {
			long long size = clang_Type_getSizeOf(t);

			if (!through_int)
				outer_int = clang_getCursorType(c);
			through_int = 1;
			if (size > 0 && (min_int < 0 || size < min_int)) {
				min_int = size;
				narrow_int = clang_getCursorType(c);
			}
		}
		if (k == CXCursor_ParenExpr || (k == CXCursor_UnexposedExpr &&
						is_implicit_conversion(c, &next) &&
						!decays_from_array(t, next))) {
			c = values_first_expr(c);
			continue;
		}
		if (k == CXCursor_CStyleCastExpr) {
			through_cast = 1;
			through_pointer_cast |= t.kind == CXType_Pointer;
			c = values_last_expr(c);
			continue;
		}
		if (is_address_of(c, &next)) {
			f->flags |= VAL_POINTER;
			f->type_from = values_type_name(t);
			f->layout = values_layout(t);
			f->tkey = type_key(t);
			values_object_embedding(next, f);
			goto pointer;
		}
		if (k == CXCursor_DeclRefExpr) {
			CXCursor ref = clang_getCursorReferenced(c);
			enum CXCursorKind rk = clang_getCursorKind(ref);

			if (rk == CXCursor_FunctionDecl) {
				f->flags |= VAL_FUNCTION | (through_cast ? VAL_THROUGH_CAST : 0);
				f->func = cx_cursor_spelling(ref);
				f->usr = cx_cursor_usr(ref);
				f->sig = values_signature(clang_getCursorType(ref));
				f->tkey = type_key(clang_getCursorType(ref));
				cx_file_loc(clang_getCursorLocation(ref), &f->decl);
				return;
			}
			if (rk == CXCursor_EnumConstantDecl) {
				f->flags |= VAL_NUMBER;
				return;
			}
			/* struct timer_list *t = &c->timer; setup(t, ...): the local stands for
			 * the member's address it holds, so where the object is embedded is known. */
			if (rk == CXCursor_VarDecl && t.kind == CXType_Pointer && !is_untyped_pointer(t)) {
				CXCursor operand;

				next = local_value(ref);
				if (!clang_Cursor_isNull(next) && is_address_of(values_peel(next), &operand) &&
				    (clang_getCursorKind(values_peel(operand)) == CXCursor_MemberRefExpr ||
				     clang_getCursorKind(values_peel(operand)) == CXCursor_DeclRefExpr)) {
					c = next;	/* &c->timer, or &standalone_work */
					continue;
				}
				/* A copy of another such local (struct timer_list *u = t;): follow it. */
				if (!clang_Cursor_isNull(next) &&
				    clang_getCursorKind(values_peel(next)) == CXCursor_DeclRefExpr &&
				    clang_getCursorKind(clang_getCursorReferenced(values_peel(next))) ==
					    CXCursor_VarDecl) {
					c = next;
					continue;
				}
				/* A global struct pointer: its stores say where its object lives. */
				if (clang_getCanonicalType(clang_getPointeeType(t)).kind == CXType_Record)
					note_global_read(ref, f);
			}
			if (rk == CXCursor_VarDecl && is_untyped_pointer(t)) {
				next = local_value(ref);
				if (!clang_Cursor_isNull(next)) {
					c = next;
					continue;
				}
				if (clang_getCanonicalType(clang_getPointeeType(t)).kind == CXType_Void)
					note_global_read(ref, f);
			}
			if (t.kind != CXType_Pointer && type_is_integer(t)) {
				if (counter_of_numbers(ref)) {
					f->flags |= VAL_NUMBER;
					return;
				}
				next = local_value(ref);
				if (!clang_Cursor_isNull(next)) {
					c = next;
					continue;
				}
				if (rk == CXCursor_VarDecl)
					note_global_read(ref, f);
				note_narrow(f, min_int, outer_int, narrow_int);
				return;
			}
		}
		if (k == CXCursor_IntegerLiteral || k == CXCursor_CharacterLiteral) {
			/* 0 is "no context" (NULL, or 0 passed as unsigned long data), not a
			 * number; a 0 a macro names (#define BOARD_ID 0) is a number. */
			f->flags |= constant_value(c) != 0 || (!through_pointer_cast && named_constant(c))
				    ? VAL_NUMBER : VAL_NULL;
			return;
		}
		if (k == CXCursor_BinaryOperator && type_is_integer(t)) {
			if (describes_number(c, 0))
				f->flags |= VAL_NUMBER;
			return;
		}
		if (t.kind == CXType_Pointer) {
			if (k == CXCursor_CallExpr && is_allocation(c))
				f->flags |= VAL_ALLOCATED;
			f->flags |= VAL_POINTER;
			f->type_from = values_type_name(t);
			f->layout = values_layout(t);
			f->tkey = type_key(t);
			/* A void * field (priv->ctx) holds what the program stores there. */
			if (k == CXCursor_MemberRefExpr &&
			    clang_getCanonicalType(clang_getPointeeType(t)).kind == CXType_Void)
				note_field_read(c, f);
			goto pointer;
		}
		if (k == CXCursor_MemberRefExpr && type_is_integer(t))
			note_field_read(c, f);
		if (type_is_integer(t) && !(f->flags & VAL_NUMBER))
			note_narrow(f, min_int, outer_int, narrow_int);
		return;
	}
	return;
pointer:
	if (through_int) {
		f->flags |= VAL_SMUGGLED;
		if (min_int > 0 && min_int < clang_Type_getSizeOf(canon_of(c))) {
			f->flags |= VAL_TRUNCATED;
			f->type_to = cx_type_spelling(narrow_int);
		} else {
			f->type_to = cx_type_spelling(outer_int);
		}
	}
}

struct number_walk {
	int depth;
	int ok;
};

static enum CXChildVisitResult number_child(CXCursor c, CXCursor parent, CXClientData data)
{
	struct number_walk *nw = data;

	(void)parent;
	if (clang_isExpression(clang_getCursorKind(c)) && !describes_number(c, nw->depth + 1))
		nw->ok = 0;
	return nw->ok ? CXChildVisit_Continue : CXChildVisit_Break;
}

/* Literals, enumerators, sizeof and arithmetic on those: numbers, never pointers. */
static int describes_number(CXCursor c, int depth)
{
	struct number_walk nw = { depth, 1 };
	enum CXCursorKind k;

	c = values_peel(c);
	k = clang_getCursorKind(c);
	if (depth > 8 || !type_is_integer(canon_of(c)))
		return 0;
	if (k == CXCursor_IntegerLiteral || k == CXCursor_CharacterLiteral ||
	    k == CXCursor_UnaryExpr)
		return 1;
	if (k == CXCursor_DeclRefExpr)
		return clang_getCursorKind(clang_getCursorReferenced(c)) == CXCursor_EnumConstantDecl;
	if (k != CXCursor_BinaryOperator && k != CXCursor_UnaryOperator && k != CXCursor_CStyleCastExpr)
		return 0;
	clang_visitChildren(c, number_child, &nw);
	return nw.ok;
}

/*
 * The key of the object a pointer local stands for: its one value's
 * (uv_udp_t *h = &p->udp: "p.udp"), or NULL. A local given several values,
 * or a value with no simple name (a call), stands for nothing but itself.
 */
static char *pointer_local_key(CXCursor ref)
{
	static int depth;
	CXCursor var = clang_getCursorReferenced(ref), values[LOCAL_VALUES_MAX];
	char *key;

	if (clang_getCursorKind(var) != CXCursor_VarDecl ||
	    clang_getCanonicalType(clang_getCursorType(var)).kind != CXType_Pointer ||
	    depth >= 4 || local_values(var, values) != 1)
		return NULL;
	depth++;
	key = values_object_key(values[0]);
	depth--;
	return key;
}

char *values_object_key(CXCursor expr)
{
	struct strbuf sb = STRBUF_INIT;
	CXCursor c = values_peel(expr), inner;
	int steps = 0;

	while (!clang_Cursor_isNull(c) && steps++ < MAX_STEPS) {
		enum CXCursorKind k = clang_getCursorKind(c);

		if (is_address_of(c, &inner) || is_deref(c, &inner) || k == CXCursor_CStyleCastExpr) {
			c = values_peel(k == CXCursor_CStyleCastExpr ? values_last_expr(c) : inner);
		} else if (k == CXCursor_MemberRefExpr) {
			char *name = cx_cursor_spelling(c);

			prepend(&sb, name, 1);
			free(name);
			c = values_peel(values_first_expr(c));
		} else if (k == CXCursor_DeclRefExpr) {
			char *name = pointer_local_key(c);

			if (!name)
				name = cx_cursor_spelling(c);
			prepend(&sb, name, 1);
			free(name);
			return strbuf_detach(&sb);
		} else {
			break;
		}
	}
	strbuf_release(&sb);
	return NULL;
}

static enum CXChildVisitResult last_child(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	*(CXCursor *)data = c;
	return CXChildVisit_Continue;
}

/* The value of a GNU statement expression ({ ...; value; }): its last statement. */
static CXCursor stmt_expr_result(CXCursor c)
{
	CXCursor body = clang_getNullCursor(), last = clang_getNullCursor();

	clang_visitChildren(c, last_child, &body);
	if (clang_getCursorKind(body) != CXCursor_CompoundStmt)
		return clang_getNullCursor();
	clang_visitChildren(body, last_child, &last);
	return clang_isExpression(clang_getCursorKind(last)) ? last : clang_getNullCursor();
}

/* Which parameter of fn a ParmDecl is (1-based), or 0. */
static int param_index(CXCursor fn, CXCursor parm)
{
	int i, n = clang_Cursor_getNumArguments(fn);

	for (i = 0; i < n; i++)
		if (clang_equalCursors(clang_Cursor_getArgument(fn, (unsigned)i), parm))
			return i + 1;
	return 0;
}

char *values_signature(CXType fn)
{
	CXType t = clang_getCanonicalType(fn);
	struct strbuf sb = STRBUF_INIT;
	char *s;
	int i, n;

	if (t.kind != CXType_FunctionProto)
		return NULL;
	s = values_type_name(clang_getResultType(t));
	strbuf_addstr(&sb, s);
	free(s);
	n = clang_getNumArgTypes(t);
	for (i = 0; i < n; i++) {
		s = values_type_name(clang_getArgType(t, (unsigned)i));
		strbuf_addf(&sb, "\t%s", s);
		free(s);
	}
	if (clang_isFunctionTypeVariadic(t))
		strbuf_addstr(&sb, "\t...");
	return strbuf_detach(&sb);
}

static enum CXVisitorResult first_field(CXCursor field, CXClientData data)
{
	*(CXCursor *)data = field;
	return CXVisit_Break;
}

/*
 * Lazy: the first members are followed first, and the names (a type
 * spelling each, the costly part) are built only for the few structs that
 * do start with a struct.
 */
char *values_layout(CXType pointer)
{
	CXType t = clang_getCanonicalType(pointer), chain[8];
	struct strbuf sb = STRBUF_INIT;
	int n = 0, i;

	if (t.kind != CXType_Pointer)
		return NULL;
	t = clang_getCanonicalType(clang_getPointeeType(t));
	while (t.kind == CXType_Record && n < 8) {
		CXCursor field = clang_getNullCursor();

		if (clang_getCursorKind(clang_getTypeDeclaration(t)) != CXCursor_StructDecl)
			break;
		chain[n++] = t;
		clang_Type_visitFields(t, first_field, &field);
		if (clang_Cursor_isNull(field))
			break;
		t = clang_getCanonicalType(clang_getCursorType(field));
	}
	if (n < 2)
		return NULL;	/* no struct first member: nothing to add to the type */
	for (i = 0; i < n; i++) {
		char *name = values_type_name(chain[i]);

		if (i)
			strbuf_addch(&sb, '|');
		strbuf_addstr(&sb, name);
		free(name);
	}
	return strbuf_detach(&sb);
}

int values_param_origin(CXCursor expr, CXCursor fn)
{
	CXCursor c = expr;
	int steps = 0;

	while (!clang_Cursor_isNull(c) && steps++ < MAX_STEPS) {
		enum CXCursorKind k = clang_getCursorKind(c);
		CXCursor next;

		if (k == CXCursor_ParenExpr || (k == CXCursor_UnexposedExpr &&
						is_implicit_conversion(c, &next)))
			c = values_first_expr(c);
		else if (k == CXCursor_CStyleCastExpr)
			c = values_last_expr(c);
		else if (k == CXCursor_DeclRefExpr) {
			CXCursor ref = clang_getCursorReferenced(c), values[LOCAL_VALUES_MAX];

			if (clang_getCursorKind(ref) == CXCursor_ParmDecl)
				return param_index(fn, ref);
			/* A local that only ever holds the parameter's value (copy = t) is it. */
			if (clang_getCursorKind(ref) != CXCursor_VarDecl || local_values(ref, values) != 1)
				return 0;
			c = values[0];
		} else {
			return 0;
		}
	}
	return 0;
}

struct assignment_search {
	CXCursor var;
	CXCursor rhs;
	int count;
};

static enum CXChildVisitResult find_assignment(CXCursor c, CXCursor parent, CXClientData data)
{
	struct assignment_search *as = data;
	CXCursor lhs;

	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_BinaryOperator) {
		lhs = values_peel(values_first_expr(c));
		if (clang_getCursorKind(lhs) == CXCursor_DeclRefExpr &&
		    clang_equalCursors(clang_getCursorReferenced(lhs), as->var) &&
		    clang_equalTypes(canon_of(c), canon_of(lhs))) {
			as->rhs = values_last_expr(c);
			as->count++;
		}
	}
	return CXChildVisit_Recurse;
}

/*
 * A local variable declared without an initialiser and assigned exactly
 * once in fn (dwork = to_delayed_work(work);): that assignment's value.
 */
static CXCursor single_assignment(CXCursor fn, CXCursor var)
{
	struct assignment_search as = { var, clang_getNullCursor(), 0 };

	if (clang_Cursor_isNull(fn) || clang_getCursorKind(var) != CXCursor_VarDecl ||
	    clang_getCursorLinkage(var) != CXLinkage_NoLinkage)
		return clang_getNullCursor();
	clang_visitChildren(fn, find_assignment, &as);
	return as.count == 1 ? as.rhs : clang_getNullCursor();
}

int values_param_source(CXCursor expr, CXCursor fn, struct fact *f)
{
	CXCursor c = expr, next;
	int steps = 0;

	while (!clang_Cursor_isNull(c) && steps++ < MAX_STEPS) {
		enum CXCursorKind k = clang_getCursorKind(c);

		if (k == CXCursor_ParenExpr || is_implicit_conversion(c, &next)) {
			c = values_first_expr(c);
		} else if (k == CXCursor_CStyleCastExpr) {
			c = values_last_expr(c);
		} else if (k == CXCursor_StmtExpr) {
			c = stmt_expr_result(c);
		} else if (k == CXCursor_DeclRefExpr) {
			CXCursor ref = clang_getCursorReferenced(c);

			if (clang_getCursorKind(ref) == CXCursor_ParmDecl)
				return param_index(fn, ref);
			next = local_initializer(ref);
			if (clang_Cursor_isNull(next))
				next = single_assignment(fn, ref);
			if (clang_Cursor_isNull(next))
				return 0;
			c = next;
		} else if (k == CXCursor_MemberRefExpr && !(f->flags & (REC_FIELD | REC_GETTER))) {
			f->flags |= REC_FIELD;
			free(f->member);
			f->member = cx_cursor_spelling(c);
			c = values_first_expr(c);
		} else if (k == CXCursor_CallExpr && clang_Cursor_getNumArguments(c) == 1 &&
			   !(f->flags & (REC_FIELD | REC_GETTER))) {
			f->flags |= REC_GETTER;
			free(f->api);
			f->api = cx_cursor_spelling(c);
			c = clang_Cursor_getArgument(c, 0);
		} else {
			return 0;
		}
	}
	return 0;
}

struct offsetof_walk {
	struct strbuf path;
	struct strbuf types;	/* the record holding each segment, '|'-separated */
	int saw_member;
};

static enum CXChildVisitResult offsetof_child(CXCursor c, CXCursor parent, CXClientData data)
{
	struct offsetof_walk *ow = data;
	enum CXCursorKind k = clang_getCursorKind(c);

	(void)parent;
	if (k == CXCursor_MemberRef) {
		char *name, *tname;
		CXCursor parent_record = clang_getCursorSemanticParent(clang_getCursorReferenced(c));

		/* Anonymous members are no step of the path (member_chain()). */
		if (is_anonymous_member(c))
			return CXChildVisit_Continue;
		while (clang_Cursor_isAnonymousRecordDecl(parent_record))
			parent_record = clang_getCursorSemanticParent(parent_record);
		name = cx_cursor_spelling(c);
		tname = values_type_name(clang_getCursorType(parent_record));

		if (ow->path.len)
			strbuf_addch(&ow->path, '.');
		strbuf_addstr(&ow->path, name);
		if (ow->types.len)
			strbuf_addch(&ow->types, '|');
		strbuf_addstr(&ow->types, tname);
		free(tname);
		free(name);
		ow->saw_member = 1;
	} else if (ow->saw_member && clang_isExpression(k)) {
		long long v = constant_value(c);

		if (v >= 0)
			strbuf_addf(&ow->path, "[%lld]", v);
		else
			strbuf_addstr(&ow->path, "[*]");
	}
	return CXChildVisit_Continue;
}

/*
 * The member path of offsetof(T, path), or of the old idiom
 * (size_t)&((T *)0)->path; *types gets the record holding each segment.
 */
static char *offsetof_member(CXCursor c, char **types)
{
	struct offsetof_walk ow = { STRBUF_INIT, STRBUF_INIT, 0 };
	CXCursor inner;
	int arrow;

	c = values_peel(c);
	while (clang_getCursorKind(c) == CXCursor_CStyleCastExpr)
		c = values_peel(values_last_expr(c));
	if (is_address_of(c, &inner)) {
		CXCursor base = member_chain(inner, &ow.path, &ow.types, &arrow);

		base = values_peel(base);
		while (clang_getCursorKind(base) == CXCursor_CStyleCastExpr)
			base = values_peel(values_last_expr(base));
		if (arrow && ow.path.len && constant_value(base) == 0) {
			*types = strbuf_detach(&ow.types);
			return strbuf_detach(&ow.path);
		}
		strbuf_release(&ow.path);
		strbuf_release(&ow.types);
		return NULL;
	}
	if (clang_getCursorKind(c) != CXCursor_UnaryExpr &&
	    clang_getCursorKind(c) != CXCursor_UnexposedExpr)
		return NULL;
	clang_visitChildren(c, offsetof_child, &ow);
	if (!ow.saw_member) {
		strbuf_release(&ow.path);
		strbuf_release(&ow.types);
		return NULL;
	}
	*types = strbuf_detach(&ow.types);
	return strbuf_detach(&ow.path);
}

CXCursor values_container_shape(CXCursor expr, char **member, char **types)
{
	CXCursor c = values_peel(expr), lhs, rhs;

	*member = NULL;
	*types = NULL;
	/* (T *)(void *)((char *)p - offsetof(T, m)): look through intermediate casts. */
	while (clang_getCursorKind(c) == CXCursor_CStyleCastExpr)
		c = values_peel(values_last_expr(c));
	if (clang_getCursorKind(c) != CXCursor_BinaryOperator)
		return clang_getNullCursor();
	lhs = values_first_expr(c);
	rhs = values_last_expr(c);
	if (clang_Cursor_isNull(lhs) || clang_equalCursors(lhs, rhs) ||
	    canon_of(lhs).kind != CXType_Pointer)
		return clang_getNullCursor();
	*member = offsetof_member(rhs, types);
	return *member ? lhs : clang_getNullCursor();
}

long long values_constant(CXCursor c)
{
	return constant_value(c);
}

int values_is_assignment(CXCursor binop, CXCursor lhs)
{
#if CINDEX_VERSION_MINOR >= 64
	(void)lhs;
	return clang_getCursorBinaryOperatorKind(binop) == CXBinaryOperator_Assign;
#else
	/* libclang before 17 has no operator kind; an assignment has its left side's type. */
	return clang_equalTypes(clang_getCanonicalType(clang_getCursorType(binop)),
				clang_getCanonicalType(clang_getCursorType(lhs)));
#endif
}
