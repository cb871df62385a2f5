/*
 * Type keys from libclang types (grammar: facts/type_key.h). Records list
 * their members only where a comparison needs them: a record reached
 * through at most one pointer (the object a pointer designates, or a
 * callback's pointer parameter), so a key stays short and a recursive
 * struct (struct list { struct list *next; }) ends. Up to MAX_MEMBERS
 * leading members are listed, so the join can find a common initial
 * sequence (C11 6.5.2.3p6) across files.
 */
#include "tu/type_keys.h"

#include "tu/clang_helpers.h"

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DEPTH	12	/* nesting of the key itself */
#define MAX_MEMBERS	64	/* a record's leading members listed (C11 6.5.2.3p6) */
#define KEY_BUDGET	4096	/* past this length a record lists its first member only */

/* prefix, the name's length in decimal, the name. Not strbuf_addf: a kernel TU's keys hold 100000 names. */
static void add_name(struct strbuf *sb, const char *prefix, const char *name)
{
	char digits[24];
	size_t n = strlen(name), i = sizeof(digits);

	do {
		digits[--i] = (char)('0' + n % 10);
		n /= 10;
	} while (n);
	strbuf_addstr(sb, prefix);
	strbuf_add(sb, digits + i, sizeof(digits) - i);
	strbuf_addstr(sb, name);
}

static void add_key(struct strbuf *sb, CXType t, int pointers, int depth);

struct members {
	struct strbuf *sb;
	int pointers, depth, listed, limit, more;
};

static enum CXVisitorResult add_member(CXCursor field, CXClientData data)
{
	struct members *m = data;
	char *name;

	/* The first member is always listed (C11 6.7.2.1p15); the rest while the key stays short. */
	if (m->listed == m->limit || (m->listed > 0 && m->sb->len > KEY_BUDGET)) {
		m->more = 1;
		return CXVisit_Break;
	}
	name = cx_cursor_spelling(field);
	add_name(m->sb, "", name);
	free(name);
	add_key(m->sb, clang_getCursorType(field), m->pointers, m->depth + 1);
	m->listed++;
	return CXVisit_Continue;
}

/* An anonymous record's stable key: where it is declared (the same header in every TU). */
static char *anonymous_key(CXCursor decl)
{
	CXFile file;
	unsigned line, col;
	char *path, *base, *key;

	clang_getSpellingLocation(clang_getCursorLocation(decl), &file, &line, &col, NULL);
	path = file ? cx_take(clang_getFileName(file)) : xstrdup("?");
	base = strrchr(path, '/');
	key = xasprintf("%s:%u:%u", base ? base + 1 : path, line, col);
	free(path);
	return key;
}

/*
 * A tag's name, or NULL for an anonymous struct, union or enum. A tagged
 * type spells as "struct tag"; an anonymous one as its typedef's name
 * (libclang 16 and later) or "struct (unnamed at file:line:col)".
 */
static char *tag_of(CXCursor decl)
{
	char *type = cx_type_spelling(clang_getCursorType(decl)), *tag = NULL;
	const char *p = type;

	if (strncmp(p, "struct ", 7) == 0)
		p += 7;
	else if (strncmp(p, "union ", 6) == 0)
		p += 6;
	else if (strncmp(p, "enum ", 5) == 0)
		p += 5;
	else
		p = NULL;
	if (p && !strchr(p, ' ') && !strchr(p, '('))
		tag = xstrdup(p);
	free(type);
	return tag;
}

/* An anonymous type's name: its typedef's, or where it is declared. */
static void add_anonymous_name(struct strbuf *sb, CXCursor decl)
{
	char *name = cx_cursor_spelling(decl);
	char *key = *name && !strchr(name, ' ') && !strchr(name, '(') ? name : anonymous_key(decl);

	add_name(sb, "$", key);
	if (key != name)
		free(key);
	free(name);
}

/*
 * Is the attribute written transparent_union? Its name is read where it is
 * spelled, so one written in a macro (GLib's G_DEFINE_BOXED_TYPE) counts.
 */
static int names_transparent_union(CXCursor attr)
{
	static const char *const names[] = { "transparent_union", "__transparent_union__" };
	CXFile file = NULL;
	unsigned offset = 0, i;
	size_t size = 0, n;
	const char *text;

	clang_getSpellingLocation(clang_getCursorLocation(attr), &file, NULL, NULL, &offset);
	text = file ? clang_getFileContents(clang_Cursor_getTranslationUnit(attr), file, &size) : NULL;
	if (!text || offset >= size)
		return 0;
	for (i = 0; i < 2; i++) {
		n = strlen(names[i]);
		if (size - offset >= n && strncmp(text + offset, names[i], n) == 0 &&
		    (size - offset == n || !(isalnum((unsigned char)text[offset + n]) || text[offset + n] == '_')))
			return 1;
	}
	return 0;
}

static enum CXChildVisitResult find_transparent(CXCursor c, CXCursor parent, CXClientData data)
{
	enum CXCursorKind k = clang_getCursorKind(c);

	(void)parent;
	if (k >= CXCursor_FirstAttr && k <= CXCursor_LastAttr && names_transparent_union(c)) {
		*(int *)data = 1;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Continue;
}

/*
 * __attribute__((transparent_union)) on a union (GCC, Clang): a parameter of
 * that type takes any member's type, as glibc's __SOCKADDR_ARG and GLib's
 * G_DEFINE_BOXED_TYPE use it. Clang keeps the attribute on the union's decl
 * even when it is written after a typedef's name.
 */
static int is_transparent_union(CXCursor decl)
{
	int found = 0;

	if (clang_getCursorKind(decl) == CXCursor_UnionDecl)
		clang_visitChildren(decl, find_transparent, &found);
	return found;
}

static void add_record(struct strbuf *sb, CXType t, int pointers, int depth)
{
	CXCursor decl = clang_getTypeDeclaration(t);
	char *tag = tag_of(decl);
	struct members m = { sb, pointers, depth, 0, MAX_MEMBERS, 0 };

	strbuf_addch(sb, clang_getCursorKind(decl) == CXCursor_UnionDecl ? 'U' : 'S');
	if (is_transparent_union(decl))
		strbuf_addch(sb, '!');
	if (tag)
		add_name(sb, "", tag);
	else
		add_anonymous_name(sb, decl);
	free(tag);
	if (pointers > 1 || depth >= MAX_DEPTH || clang_Type_getSizeOf(t) < 0)
		return;		/* incomplete here, or not needed */
	strbuf_addch(sb, '{');
	clang_Type_visitFields(t, add_member, &m);
	if (m.more)
		strbuf_addch(sb, '~');
	strbuf_addch(sb, '}');
}

/* enum E : long: a ':' right after the tag (or "enum") in the declaration's tokens. */
static int enum_is_fixed(CXCursor decl)
{
	CXTranslationUnit tu = clang_Cursor_getTranslationUnit(decl);
	CXSourceRange r = clang_getCursorExtent(decl);
	CXToken *toks = NULL;
	unsigned n = 0, i;
	int fixed = 0;

	clang_tokenize(tu, r, &toks, &n);
	for (i = 1; i < n && i < 3; i++) {
		char *s = cx_take(clang_getTokenSpelling(tu, toks[i]));
		int stop = strcmp(s, "{") == 0 || strcmp(s, ";") == 0;

		fixed = strcmp(s, ":") == 0;
		free(s);
		if (fixed || stop)
			break;
	}
	if (toks)
		clang_disposeTokens(tu, toks, n);
	return fixed;
}

static void add_enum(struct strbuf *sb, CXType t, int depth)
{
	CXCursor decl = clang_getTypeDeclaration(t);
	char *tag = tag_of(decl);

	strbuf_addch(sb, enum_is_fixed(decl) ? 'M' : 'N');
	if (tag)
		add_name(sb, "", tag);
	else
		add_anonymous_name(sb, decl);
	free(tag);
	add_key(sb, clang_getEnumDeclIntegerType(decl), 0, depth + 1);
}

static const char *builtin_letter(enum CXTypeKind k)
{
	switch (k) {
	case CXType_Void: return "v";
	case CXType_Bool: return "b";
	case CXType_Char_U: case CXType_Char_S: return "c";
	case CXType_SChar: return "a";
	case CXType_UChar: return "h";
	case CXType_Short: return "s";
	case CXType_UShort: return "t";
	case CXType_Int: return "i";
	case CXType_UInt: return "j";
	case CXType_Long: return "l";
	case CXType_ULong: return "m";
	case CXType_LongLong: return "x";
	case CXType_ULongLong: return "y";
	case CXType_Int128: return "n";
	case CXType_UInt128: return "o";
	case CXType_Float: return "f";
	case CXType_Double: return "d";
	case CXType_LongDouble: return "e";
	default: return NULL;
	}
}

static void add_key(struct strbuf *sb, CXType t, int pointers, int depth)
{
	const char *letter;
	int i, n;

	t = clang_getCanonicalType(t);
	if (clang_isConstQualifiedType(t))
		strbuf_addch(sb, 'K');
	if (clang_isVolatileQualifiedType(t))
		strbuf_addch(sb, 'V');
	if (clang_isRestrictQualifiedType(t))
		strbuf_addch(sb, 'R');
	if (depth > MAX_DEPTH) {
		strbuf_addstr(sb, "X1?");
		return;
	}
	letter = builtin_letter(t.kind);
	if (letter) {
		strbuf_addstr(sb, letter);
		return;
	}
	switch (t.kind) {
	case CXType_Pointer:
		strbuf_addch(sb, 'P');
		add_key(sb, clang_getPointeeType(t), pointers + 1, depth + 1);
		return;
	case CXType_ConstantArray:
		strbuf_addf(sb, "A%lld_", clang_getArraySize(t));
		add_key(sb, clang_getArrayElementType(t), pointers, depth + 1);
		return;
	case CXType_IncompleteArray:
		strbuf_addstr(sb, "A_");
		add_key(sb, clang_getArrayElementType(t), pointers, depth + 1);
		return;
	case CXType_VariableArray:
	case CXType_DependentSizedArray:
		strbuf_addstr(sb, "A*_");
		add_key(sb, clang_getArrayElementType(t), pointers, depth + 1);
		return;
	case CXType_FunctionProto:
		strbuf_addch(sb, 'F');
		add_key(sb, clang_getResultType(t), pointers, depth + 1);
		n = clang_getNumArgTypes(t);
		for (i = 0; i < n; i++)
			add_key(sb, clang_getArgType(t, (unsigned)i), pointers, depth + 1);
		if (clang_isFunctionTypeVariadic(t))
			strbuf_addch(sb, 'z');
		strbuf_addch(sb, 'E');
		return;
	case CXType_FunctionNoProto:
		strbuf_addch(sb, 'G');
		add_key(sb, clang_getResultType(t), pointers, depth + 1);
		return;
	case CXType_Record:
		add_record(sb, t, pointers, depth);
		return;
	case CXType_Enum:
		add_enum(sb, t, depth);
		return;
	default: {
		char *s = cx_type_spelling(t);

		add_name(sb, "X", s);
		free(s);
		return;
	}
	}
}

/*
 * The keys made for this TU, by canonical type. A kernel TU asks for the
 * same few record types (struct sock *, struct sk_buff *) hundreds of
 * times, and listing a record's members through libclang is most of a
 * key's cost. A canonical CXType is the same pair of pointers each time it
 * is asked for in one TU; type_keys_reset() forgets them when the TU goes.
 */
struct memo_slot {
	enum CXTypeKind kind;
	const void *data[2];
	char *key;
};

static struct {
	struct memo_slot *slots;
	size_t len, cap;	/* cap: a power of two, or 0 */
} memo;

static size_t memo_hash(CXType t)
{
	unsigned long long h = (unsigned long long)(uintptr_t)t.data[0] * 0x9e3779b97f4a7c15ULL;

	h ^= (unsigned long long)(uintptr_t)t.data[1] + (unsigned long long)t.kind;
	h *= 0xff51afd7ed558ccdULL;
	return (size_t)(h ^ (h >> 32));
}

static struct memo_slot *memo_find(CXType t)
{
	size_t i;

	for (i = memo_hash(t) & (memo.cap - 1); memo.slots[i].key; i = (i + 1) & (memo.cap - 1)) {
		struct memo_slot *s = &memo.slots[i];

		if (s->kind == t.kind && s->data[0] == t.data[0] && s->data[1] == t.data[1])
			return s;
	}
	return &memo.slots[i];
}

static void memo_grow(void)
{
	struct memo_slot *old = memo.slots;
	size_t i, old_cap = memo.cap;

	memo.cap = old_cap ? 2 * old_cap : 64;
	memo.slots = xcalloc(memo.cap, sizeof(*memo.slots));
	for (i = 0; i < old_cap; i++)
		if (old[i].key) {
			CXType t = { old[i].kind, { (void *)old[i].data[0], (void *)old[i].data[1] } };

			*memo_find(t) = old[i];
		}
	free(old);
}

void type_keys_reset(void)
{
	size_t i;

	for (i = 0; i < memo.cap; i++)
		free(memo.slots[i].key);
	free(memo.slots);
	memo.slots = NULL;
	memo.len = memo.cap = 0;
}

char *type_key(CXType t)
{
	struct strbuf sb = STRBUF_INIT;
	struct memo_slot *s;

	t = clang_getCanonicalType(t);
	if (2 * (memo.len + 1) > memo.cap)
		memo_grow();
	s = memo_find(t);
	if (!s->key) {
		add_key(&sb, t, 0, 0);
		s->kind = t.kind;
		s->data[0] = t.data[0];
		s->data[1] = t.data[1];
		s->key = strbuf_detach(&sb);
		memo.len++;
	}
	return xstrdup(s->key);
}
