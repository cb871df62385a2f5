/*
 * Type keys (see type_key.h): parsed into a small tree, then compared.
 * Keys come from facts files, which may be damaged: a malformed key parses
 * to NULL and every comparison treats it as "cannot be proven".
 */
#include "facts/type_key.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#define Q_CONST		1u
#define Q_VOLATILE	2u
#define Q_RESTRICT	4u
#define Q_ATOMIC	8u

#define MAX_DEPTH	64
#define SIZE_INCOMPLETE	(-1L)
#define SIZE_VARIABLE	(-2L)

struct tk {
	char kind;		/* a builtin letter, or P A F G S U N M X */
	unsigned quals;
	char *name;		/* S U N M X: the tag (anonymous: starting with '$') or spelling */
	long size;		/* A */
	struct tk *sub;		/* P: pointee, A: element, F G: return, N M: underlying */
	struct tk **kids;	/* F: parameters, S U: members */
	char **names;		/* S U: member names */
	size_t n;
	int variadic;		/* F */
	int members;		/* S U: a member list was written */
	int truncated;		/* S U: more members than listed */
	int transparent;	/* U: __attribute__((transparent_union)) */
};

static void tk_free(struct tk *t)
{
	size_t i;

	if (!t)
		return;
	for (i = 0; i < t->n; i++) {
		tk_free(t->kids[i]);
		if (t->names)
			free(t->names[i]);
	}
	free(t->kids);
	free(t->names);
	free(t->name);
	tk_free(t->sub);
	free(t);
}

static const char builtins[] = "vbcahstijlmxynofde";

/* A name: digits then that many characters, optionally after '$'. */
static char *parse_name(const char **s)
{
	const char *p = *s;
	int anonymous = *p == '$';
	unsigned long n = 0;
	char *name;

	if (anonymous)
		p++;
	if (!isdigit((unsigned char)*p))
		return NULL;
	while (isdigit((unsigned char)*p)) {
		n = n * 10 + (unsigned long)(*p++ - '0');
		if (n > 4096)
			return NULL;
	}
	if (strnlen(p, n) < n)
		return NULL;
	/* Not xasprintf: a kernel TU's keys hold about 100000 names. */
	name = xmalloc(n + (size_t)anonymous + 1);
	if (anonymous)
		name[0] = '$';
	memcpy(name + anonymous, p, n);
	name[n + (size_t)anonymous] = '\0';
	*s = p + n;
	return name;
}

static void push_kid(struct tk *t, struct tk *kid, char *name)
{
	/* Room doubles at 0, 1, 2, 4, 8 ... kids (a record lists up to 64 members). */
	int full = (t->n & (t->n - 1)) == 0;
	size_t room = t->n ? 2 * t->n : 1;

	if (full)
		t->kids = xrealloc(t->kids, room * sizeof(*t->kids));
	if (name && !t->names)
		t->names = xcalloc(t->n ? 2 * t->n : 1, sizeof(*t->names));	/* as kids' room */
	else if (t->names && full)
		t->names = xrealloc(t->names, room * sizeof(*t->names));
	t->kids[t->n] = kid;
	if (t->names)
		t->names[t->n] = name;
	t->n++;
}

static struct tk *parse(const char **s, int depth)
{
	struct tk *t;
	const char *p = *s;
	unsigned quals = 0;

	if (depth > MAX_DEPTH)
		return NULL;
	for (;; p++) {
		if (*p == 'K') quals |= Q_CONST;
		else if (*p == 'V') quals |= Q_VOLATILE;
		else if (*p == 'R') quals |= Q_RESTRICT;
		else if (*p == 'Q') quals |= Q_ATOMIC;
		else break;
	}
	if (!*p)
		return NULL;
	t = xcalloc(1, sizeof(*t));
	t->quals = quals;
	t->kind = *p++;
	if (strchr(builtins, t->kind)) {
		*s = p;
		return t;
	}
	switch (t->kind) {
	case 'P':
	case 'G':
		if (!(t->sub = parse(&p, depth + 1)))
			goto bad;
		break;
	case 'A':
		if (*p == '*') {
			t->size = SIZE_VARIABLE;
			p++;
		} else if (isdigit((unsigned char)*p)) {
			t->size = strtol(p, (char **)&p, 10);
		} else {
			t->size = SIZE_INCOMPLETE;
		}
		if (*p++ != '_' || !(t->sub = parse(&p, depth + 1)))
			goto bad;
		break;
	case 'F':
		if (!(t->sub = parse(&p, depth + 1)))
			goto bad;
		while (*p && *p != 'E' && *p != 'z') {
			struct tk *param = parse(&p, depth + 1);

			if (!param)
				goto bad;
			push_kid(t, param, NULL);
		}
		if (*p == 'z') {
			t->variadic = 1;
			p++;
		}
		if (*p++ != 'E')
			goto bad;
		break;
	case 'S':
	case 'U':
		if (t->kind == 'U' && *p == '!') {
			t->transparent = 1;
			p++;
		}
		if (!(t->name = parse_name(&p)))
			goto bad;
		if (*p == '{') {
			t->members = 1;
			p++;
			while (*p && *p != '}' && *p != '~') {
				char *name = parse_name(&p);
				struct tk *m = name ? parse(&p, depth + 1) : NULL;

				if (!m) {
					free(name);
					goto bad;
				}
				push_kid(t, m, name);
			}
			if (*p == '~') {
				t->truncated = 1;
				p++;
			}
			if (*p++ != '}')
				goto bad;
		}
		break;
	case 'N':
	case 'M':
		if (!(t->name = parse_name(&p)) || !(t->sub = parse(&p, depth + 1)))
			goto bad;
		break;
	case 'X':
		if (!(t->name = parse_name(&p)))
			goto bad;
		break;
	default:
		goto bad;
	}
	*s = p;
	return t;
bad:
	tk_free(t);
	return NULL;
}

static struct tk *tk_parse(const char *s)
{
	struct tk *t;

	if (!s)
		return NULL;
	t = parse(&s, 0);
	if (t && *s) {
		tk_free(t);
		return NULL;
	}
	return t;
}

int tkey_valid(const char *s)
{
	struct tk *t = tk_parse(s);

	tk_free(t);
	return t != NULL;
}

static int is_integer(const struct tk *t)
{
	return t->kind != 'v' && t->kind != 'f' && t->kind != 'd' && t->kind != 'e' &&
	       strchr(builtins, t->kind) != NULL;
}

static int is_enum(const struct tk *t)
{
	return t->kind == 'N' || t->kind == 'M';
}

static enum tkey_verdict worse(enum tkey_verdict a, enum tkey_verdict b)
{
	return a < b ? a : b;
}

/*
 * loose: qualifiers are ignored at every level (a context's pointer may
 * gain or lose const on its way); else only at the top (top != 0).
 */
struct cmp {
	enum tkey_profile profile;
	int loose;
};

static enum tkey_verdict compat(const struct tk *a, const struct tk *b, int top, const struct cmp *c);

static enum tkey_verdict compat_records(const struct tk *a, const struct tk *b, const struct cmp *c)
{
	enum tkey_verdict v = TKEY_LAYOUT_ONLY;
	size_t i;

	if (strcmp(a->name, b->name) == 0)
		return TKEY_COMPATIBLE;
	/* C11 6.2.7p1: anonymous records of other TUs with the same members are compatible;
	 * in one TU they are two types. Either way, at most a note. */
	if (a->name[0] != '$' || b->name[0] != '$' || c->profile == TKEY_CFI ||
	    !a->members || !b->members || a->truncated || b->truncated || a->n != b->n)
		return TKEY_INCOMPATIBLE;
	for (i = 0; i < a->n && v != TKEY_INCOMPATIBLE; i++) {
		if (strcmp(a->names[i], b->names[i]) != 0)
			return TKEY_INCOMPATIBLE;
		v = worse(v, compat(a->kids[i], b->kids[i], 0, c));
	}
	return v;
}

/* A parameter type that default argument promotions change (C11 6.5.2.2p6). */
static int changes_under_promotion(const struct tk *t)
{
	return strchr("bcahstf", t->kind) != NULL;
}

/*
 * A parameter of a transparent union type takes any of its members' types
 * (GCC's extension: the union is passed as its first member, and every
 * member must have its representation). CFI's type ids name the union.
 */
static enum tkey_verdict compat_param(const struct tk *a, const struct tk *b, const struct cmp *c)
{
	enum tkey_verdict v = compat(a, b, 1, c);
	const struct tk *u = a->transparent ? a : b->transparent ? b : NULL;
	const struct tk *other = u == a ? b : a;
	size_t i;

	if (v != TKEY_INCOMPATIBLE || !u || other->transparent || c->profile != TKEY_C)
		return v;
	for (i = 0; i < u->n; i++)
		if (compat(u->kids[i], other, 1, c) == TKEY_COMPATIBLE)
			return TKEY_COMPATIBLE;
	return v;
}

static enum tkey_verdict compat_functions(const struct tk *a, const struct tk *b, const struct cmp *c)
{
	enum tkey_verdict v;
	size_t i;

	/* C17 6.7.6.3p5: a function returns the unqualified type; CFI's type ids keep it. */
	v = compat(a->sub, b->sub, c->profile == TKEY_C, c);
	if (a->kind == 'G' || b->kind == 'G') {
		const struct tk *proto = a->kind == 'F' ? a : b->kind == 'F' ? b : NULL;

		/* kCFI does not check a call through an unprototyped type (the probe:
		 * testdata/callback-cast/kcfi-probe.test): C's rules alone. */
		if (!proto)
			return v;
		if (proto->variadic)
			return TKEY_INCOMPATIBLE;
		for (i = 0; i < proto->n; i++)
			if (changes_under_promotion(proto->kids[i]))
				return TKEY_INCOMPATIBLE;
		return v;
	}
	if (a->n != b->n || a->variadic != b->variadic)
		return TKEY_INCOMPATIBLE;
	for (i = 0; i < a->n && v != TKEY_INCOMPATIBLE; i++)
		v = worse(v, compat_param(a->kids[i], b->kids[i], c));
	return v;
}

static enum tkey_verdict compat(const struct tk *a, const struct tk *b, int top, const struct cmp *c)
{
	if (!top && !c->loose && a->quals != b->quals)
		return TKEY_INCOMPATIBLE;
	if (is_enum(a) != is_enum(b)) {
		/* C11 6.7.2.2p4: an enum is compatible with its underlying type; CFI's type ids
		 * name the enum, fixed (enum E : long) or implied alike. */
		const struct tk *e = is_enum(a) ? a : b, *other = e == a ? b : a;

		if (c->profile == TKEY_CFI || !is_integer(other))
			return TKEY_INCOMPATIBLE;
		return e->sub->kind == other->kind ? TKEY_COMPATIBLE : TKEY_INCOMPATIBLE;
	}
	if (a->kind != b->kind) {
		if ((a->kind == 'F' && b->kind == 'G') || (a->kind == 'G' && b->kind == 'F'))
			return compat_functions(a, b, c);
		return TKEY_INCOMPATIBLE;
	}
	switch (a->kind) {
	case 'P':
		return compat(a->sub, b->sub, 0, c);
	case 'A':
		if (a->size != b->size && (c->profile == TKEY_CFI ||
		    (a->size >= 0 && b->size >= 0)))
			return TKEY_INCOMPATIBLE;
		return compat(a->sub, b->sub, 0, c);
	case 'F':
	case 'G':
		return compat_functions(a, b, c);
	case 'S':
	case 'U':
		return compat_records(a, b, c);
	case 'N':
	case 'M':
	case 'X':
		return strcmp(a->name, b->name) == 0 ? TKEY_COMPATIBLE : TKEY_INCOMPATIBLE;
	default:
		return TKEY_COMPATIBLE;	/* the same builtin */
	}
}

enum tkey_verdict tkey_compatible(const char *a, const char *b, enum tkey_profile p)
{
	struct tk *x = tk_parse(a), *y = tk_parse(b);
	struct cmp c = { p, 0 };
	enum tkey_verdict v = x && y ? compat(x, y, 1, &c) : TKEY_INCOMPATIBLE;

	tk_free(x);
	tk_free(y);
	return v;
}

static int is_pointer(const struct tk *t)
{
	return t->kind == 'P';
}

/* How one parameter (or the return value) differs; other: the kind for any other difference. */
static enum cast_mismatch classify_pair(const struct tk *a, const struct tk *b, int top,
					enum cast_mismatch other, const struct cmp *c)
{
	if ((other == MISMATCH_PARAM_TYPE ? compat_param(a, b, c) : compat(a, b, top, c)) !=
	    TKEY_INCOMPATIBLE)
		return MISMATCH_NONE;
	if ((is_pointer(a) && (is_integer(b) || is_enum(b))) ||
	    ((is_integer(a) || is_enum(a)) && is_pointer(b)))
		return MISMATCH_POINTER_INTEGER;
	if (is_pointer(a) && is_pointer(b))
		return other == MISMATCH_RETURN ? MISMATCH_RETURN : MISMATCH_POINTEE;
	return other;
}

static void keep_worst(enum cast_mismatch *worst, int *worst_param, enum cast_mismatch m, int param)
{
	if (m != MISMATCH_NONE && (*worst == MISMATCH_NONE || m < *worst)) {
		*worst = m;
		*worst_param = param;
	}
}

enum cast_mismatch tkey_classify(const char *real, const char *to, enum tkey_profile p, int *param)
{
	struct tk *a, *b;
	struct cmp c = { p, 0 };
	enum cast_mismatch worst = MISMATCH_NONE;
	int worst_param = 0;
	size_t i, n;

	/* One canonical type: nothing differs (and parsing kernel keys is not free). */
	if (strcmp(real, to) == 0) {
		*param = 0;
		return MISMATCH_NONE;
	}
	a = tk_parse(real);
	b = tk_parse(to);
	if (!a || !b || (a->kind != 'F' && a->kind != 'G') || (b->kind != 'F' && b->kind != 'G'))
		goto done;
	keep_worst(&worst, &worst_param,
		   classify_pair(a->sub, b->sub, p == TKEY_C, MISMATCH_RETURN, &c), 0);
	if (a->kind == 'G' || b->kind == 'G') {
		const struct tk *proto = a->kind == 'F' ? a : b->kind == 'F' ? b : NULL;

		if (!proto)
			goto done;
		if (proto->variadic)
			keep_worst(&worst, &worst_param, MISMATCH_ARITY, 0);
		for (i = 0; i < proto->n; i++)
			if (changes_under_promotion(proto->kids[i]))
				keep_worst(&worst, &worst_param, MISMATCH_PARAM_TYPE, (int)i + 1);
		goto done;
	}
	if (a->n != b->n || a->variadic != b->variadic)
		keep_worst(&worst, &worst_param, MISMATCH_ARITY, 0);
	n = a->n < b->n ? a->n : b->n;
	for (i = 0; i < n; i++)
		keep_worst(&worst, &worst_param,
			   classify_pair(a->kids[i], b->kids[i], 1, MISMATCH_PARAM_TYPE, &c),
			   (int)i + 1);
done:
	tk_free(a);
	tk_free(b);
	*param = worst_param;
	return worst;
}

static int is_char_kind(const struct tk *t)
{
	return t->kind == 'c' || t->kind == 'a' || t->kind == 'h';
}

/* int and unsigned int, long and unsigned long, long long and unsigned long long. */
static int signedness_pair(const struct tk *a, const struct tk *b)
{
	static const char *const pairs[] = { "ij", "lm", "xy" };
	size_t i;

	for (i = 0; i < sizeof(pairs) / sizeof(pairs[0]); i++)
		if ((a->kind == pairs[i][0] && b->kind == pairs[i][1]) ||
		    (a->kind == pairs[i][1] && b->kind == pairs[i][0]))
			return 1;
	return 0;
}

/* A pointer to (qualified) void against a pointer to (qualified) char, either way round. */
static int void_char_pointers(const struct tk *a, const struct tk *b)
{
	if (!is_pointer(a) || !is_pointer(b))
		return 0;
	return (a->sub->kind == 'v' && is_char_kind(b->sub)) ||
	       (b->sub->kind == 'v' && is_char_kind(a->sub));
}

enum cast_mismatch tkey_classify_call(const char *real, const char *call, int *param)
{
	struct tk *a = tk_parse(real), *b = tk_parse(call);
	/* Loose: a char * passed for a const char * has the same representation (6.2.5p28);
	 * reporting it would flag every correct call of a const-taking function. */
	struct cmp c = { TKEY_C, 1 };
	enum cast_mismatch worst = MISMATCH_NONE;
	int worst_param = 0;
	size_t i;

	/* Only a prototyped definition says what the arguments must be. */
	if (!a || !b || a->kind != 'F' || b->kind != 'F')
		goto done;
	keep_worst(&worst, &worst_param, classify_pair(a->sub, b->sub, 1, MISMATCH_RETURN, &c), 0);
	/* 6.5.2.2p6: a prototype ending in '...', or another number of arguments. */
	if (a->variadic || a->n != b->n)
		keep_worst(&worst, &worst_param, MISMATCH_ARITY, 0);
	for (i = 0; i < a->n && i < b->n; i++) {
		const struct tk *p = a->kids[i], *arg = b->kids[i];

		/* The two exceptions of 6.5.2.2p6 (a value both types represent is assumed). */
		if (signedness_pair(p, arg) || void_char_pointers(p, arg))
			continue;
		keep_worst(&worst, &worst_param, classify_pair(p, arg, 1, MISMATCH_PARAM_TYPE, &c),
			   (int)i + 1);
	}
done:
	tk_free(a);
	tk_free(b);
	*param = worst_param;
	return worst;
}

char *tkey_param(const char *fn, int n)
{
	const char *p = fn, *start;
	struct tk *t;
	int i;

	if (!p || *p != 'F' || n < 1)
		return NULL;
	p++;
	for (i = 0; i <= n; i++) {
		if (*p == 'E' || *p == 'z')
			return NULL;
		start = p;
		t = parse(&p, 0);
		if (!t)
			return NULL;
		tk_free(t);
	}
	return xstrndup(start, (size_t)(p - start));
}

static int generic_pointer(const struct tk *t)
{
	if (!t || t->kind != 'P')
		return 0;
	if (t->sub->kind == 'v' || is_char_kind(t->sub))
		return 1;
	/* void **: a pointer to some pointer (a list of pointers freed one by one) */
	return t->sub->kind == 'P' && t->sub->sub->kind == 'v';
}

int tkey_is_generic_pointer(const char *key)
{
	struct tk *t = tk_parse(key);
	int generic = generic_pointer(t);

	tk_free(t);
	return generic;
}

/*
 * Does the object type outer start with inner, through its first members
 * (C11 6.7.2.1p15), any member of a union (all start where it does,
 * 6.7.2.1p16) or an array's first element? *unknown is set when a record
 * on the way lists no members, or not all of them (incomplete here, or a
 * long key).
 */
static int starts_with_type_at(const struct tk *outer, const struct tk *inner, const struct cmp *c,
			       int *unknown, int depth)
{
	size_t i, n;

	if (!outer || depth >= MAX_DEPTH)
		return 0;
	if (outer->kind == 'A')
		return compat(outer->sub, inner, 1, c) == TKEY_COMPATIBLE ||
		       starts_with_type_at(outer->sub, inner, c, unknown, depth + 1);
	if (outer->kind != 'S' && outer->kind != 'U')
		return 0;
	if (!outer->members) {
		*unknown = 1;
		return 0;
	}
	/* A struct starts with its first member; a union with each of its members. */
	n = outer->kind == 'U' ? outer->n : outer->n ? 1 : 0;
	for (i = 0; i < n; i++)
		if (compat(outer->kids[i], inner, 1, c) == TKEY_COMPATIBLE ||
		    starts_with_type_at(outer->kids[i], inner, c, unknown, depth + 1))
			return 1;
	if (outer->kind == 'U' && outer->truncated)
		*unknown = 1;
	return 0;
}

static int starts_with_type(const struct tk *outer, const struct tk *inner, const struct cmp *c,
			    int *unknown)
{
	return starts_with_type_at(outer, inner, c, unknown, 0);
}

/*
 * Are a's members, all of them, b's leading members by type (a common
 * initial sequence that covers a, C11 6.5.2.3p6)? libuv's handles (fields
 * expanded from one macro) and the struct sockaddr family are read this
 * way. *unknown is set when the members that decide are not listed here.
 */
static int same_member_names(const struct tk *a, const struct tk *b)
{
	size_t i;

	if (a->n != b->n || !a->names || !b->names)
		return 0;
	for (i = 0; i < a->n; i++)
		if (strcmp(a->names[i], b->names[i]) != 0)
			return 0;
	return 1;
}

static int is_initial_sequence(const struct tk *a, const struct tk *b, const struct cmp *c,
			       int *unknown)
{
	size_t i;

	if (a->kind != 'S' || b->kind != 'S')
		return 0;
	if (!a->members || !b->members) {
		*unknown = 1;
		return 0;
	}
	for (i = 0; i < a->n; i++) {
		if (i == b->n) {
			*unknown |= b->truncated;
			return 0;
		}
		if (compat(a->kids[i], b->kids[i], 1, c) != TKEY_COMPATIBLE)
			return 0;
	}
	if (a->truncated) {
		*unknown = 1;
		return 0;
	}
	/* Two structs with the same member types and count are two types, not a
	 * hierarchy (struct dev { int id; }, struct conn { int fd; }), unless the
	 * members have the same names too: one field list expanded twice (libuv's
	 * uv_tcp_t is uv_stream_t's fields on Unix). */
	return a->n > 0 && (b->n > a->n || b->truncated || same_member_names(a, b));
}

static int common_initial(const struct tk *a, const struct tk *b, const struct cmp *c,
			  int *unknown)
{
	return is_initial_sequence(a, b, c, unknown) || is_initial_sequence(b, a, c, unknown);
}

/* Does inner share a common initial sequence with outer or one of its first members (chain)? */
static int shares_initial(const struct tk *outer, const struct tk *inner, const struct cmp *c,
			  int *unknown)
{
	int depth;

	for (depth = 0; outer && depth < MAX_DEPTH; depth++) {
		if (common_initial(outer, inner, c, unknown))
			return 1;
		if (outer->kind == 'A')
			outer = outer->sub;
		else if ((outer->kind == 'S' || outer->kind == 'U') && outer->n)
			outer = outer->kids[0];
		else
			return 0;
	}
	return 0;
}

enum tkey_relation tkey_pointer_relation(const char *registered, const char *recovered)
{
	struct tk *reg = tk_parse(registered), *rec = tk_parse(recovered);
	struct cmp c = { TKEY_C, 1 };
	enum tkey_relation r;
	enum tkey_verdict v;
	int unknown = 0;

	if (!reg || !rec || reg->kind != 'P' || rec->kind != 'P') {
		r = TKEY_UNPROVEN;
	} else if (generic_pointer(reg) || generic_pointer(rec)) {
		r = TKEY_GENERIC;
	} else if ((v = compat(reg, rec, 1, &c)) == TKEY_COMPATIBLE) {
		r = TKEY_SAME;
	} else if (v == TKEY_LAYOUT_ONLY) {
		r = TKEY_SIMILAR;
	} else if (starts_with_type(reg->sub, rec->sub, &c, &unknown)) {
		r = TKEY_FIRST_MEMBER;
	} else if (starts_with_type(rec->sub, reg->sub, &c, &unknown)) {
		r = TKEY_DOWNCAST;
	} else if (shares_initial(reg->sub, rec->sub, &c, &unknown) ||
		   shares_initial(rec->sub, reg->sub, &c, &unknown)) {
		r = TKEY_COMMON_INITIAL;
	} else if (unknown && (rec->sub->kind == 'S' || rec->sub->kind == 'U')) {
		/* The recovered record's members are not known here: a downcast cannot be ruled out. */
		r = TKEY_UNPROVEN;
	} else {
		r = TKEY_CONFLICT;
	}
	tk_free(reg);
	tk_free(rec);
	return r;
}

/* A struct of exactly one member is laid out as that member (C11 6.7.2.1p15, no padding first). */
static const struct tk *unwrap_single(const struct tk *t)
{
	int depth;

	for (depth = 0; depth < MAX_DEPTH && t->kind == 'S' && t->members && !t->truncated &&
	     t->n == 1; depth++)
		t = t->kids[0];
	return t;
}

static int same_layout(const struct tk *a, const struct tk *b, int depth)
{
	struct cmp c = { TKEY_C, 1 };
	size_t i;

	if (depth > MAX_DEPTH)
		return 0;
	a = unwrap_single(a);
	b = unwrap_single(b);
	if (compat(a, b, 1, &c) == TKEY_COMPATIBLE)
		return 1;
	if (a->kind != b->kind || (a->kind != 'S' && a->kind != 'U') || !a->members ||
	    !b->members || a->truncated || b->truncated || !same_member_names(a, b))
		return 0;
	for (i = 0; i < a->n; i++)
		if (!same_layout(a->kids[i], b->kids[i], depth + 1))
			return 0;
	return 1;
}

int tkey_layout_twins(const char *registered, const char *recovered)
{
	struct tk *reg = tk_parse(registered), *ptr = tk_parse(recovered);
	const struct tk *rec = ptr && ptr->kind == 'P' ? ptr->sub : NULL;
	int twins = reg && rec && reg->kind == 'S' && rec->kind == 'S' && reg->members &&
		    rec->members && reg->n > 0 && same_layout(reg, rec, 0);

	tk_free(reg);
	tk_free(ptr);
	return twins;
}
