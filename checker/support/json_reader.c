/*
 * The JSON reader (see json_reader.h): recursive descent, as deep as the
 * nesting limit allows. The first error stops the parse; what was built is freed.
 */
#include "support/json_reader.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "support/json_writer.h"
#include "support/util.h"

const struct json_limits json_default_limits = { READ_FILE_MAX, 256, (size_t)1 << 25 };

struct parser {
	const unsigned char *s;
	size_t len, pos, line_start;	/* line_start: where the current line begins */
	unsigned line, depth;
	size_t values;
	const struct json_limits *limits;
	char *err;			/* the first error */
};

static int parse_value(struct parser *p, struct json_value *v);

/*
 * Records the first error at the current position ("line L, column C: ...",
 * followed by what is there when say_found); returns -1 for the caller to
 * pass on.
 */
static int TC_PRINTF(3, 4) fail(struct parser *p, int say_found, const char *fmt, ...)
{
	struct strbuf sb = STRBUF_INIT;
	va_list ap;

	if (p->err)
		return -1;
	strbuf_addf(&sb, "line %u, column %zu: ", p->line, p->pos - p->line_start + 1);
	va_start(ap, fmt);
	strbuf_vaddf(&sb, fmt, ap);
	va_end(ap);
	if (say_found)
		strbuf_addstr(&sb, p->pos < p->len ? ", found " : ", found the end of the input");
	if (say_found && p->pos < p->len)
		json_quote(&sb, (const char *)p->s + p->pos, 1);
	p->err = strbuf_detach(&sb);
	return -1;
}

static void skip_whitespace(struct parser *p)
{
	while (p->pos < p->len) {
		unsigned char c = p->s[p->pos];

		if (c == '\n') {
			p->line++;
			p->line_start = p->pos + 1;
		} else if (c != ' ' && c != '\t' && c != '\r') {
			break;
		}
		p->pos++;
	}
}

static int peek(const struct parser *p)
{
	return p->pos < p->len ? p->s[p->pos] : -1;
}

/* Four hex digits at the current position, consumed; -1 if they are not there. */
static long read_hex4(struct parser *p)
{
	long v = 0;
	int i, c;

	for (i = 0; i < 4; i++, p->pos++) {
		c = peek(p);
		if (c < 0 || !isxdigit(c))
			return fail(p, 1, "expected four hex digits after \\u");
		v = v * 16 + (c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
	}
	return v;
}

static void add_utf8(struct strbuf *sb, unsigned long cp)
{
	/* The lead byte's marker and the number of continuation bytes, by size. */
	int extra = cp < 0x80 ? 0 : cp < 0x800 ? 1 : cp < 0x10000 ? 2 : 3;
	static const unsigned char lead[] = { 0x00, 0xc0, 0xe0, 0xf0 };
	char b[4];
	int i;

	b[0] = (char)(lead[extra] | (cp >> (6 * extra)));
	for (i = 1; i <= extra; i++)
		b[i] = (char)(0x80 | ((cp >> (6 * (extra - i))) & 0x3f));
	strbuf_add(sb, b, (size_t)extra + 1);
}

/* \uXXXX, with the backslash and 'u' already consumed: a whole code point, pairs joined. */
static int parse_unicode_escape(struct parser *p, struct strbuf *sb)
{
	size_t start = p->pos - 2;
	long hi = read_hex4(p), lo = -1;

	if (hi < 0)
		return -1;
	if (hi < 0xd800 || hi > 0xdfff) {
		add_utf8(sb, (unsigned long)hi);
		return 0;
	}
	if (hi <= 0xdbff && p->pos + 1 < p->len && p->s[p->pos] == '\\' && p->s[p->pos + 1] == 'u') {
		p->pos += 2;
		if ((lo = read_hex4(p)) < 0)
			return -1;
	}
	if (lo < 0xdc00 || lo > 0xdfff) {
		p->pos = start;
		return fail(p, 0, "a \\u escape of a surrogate must be a high one followed by a low one");
	}
	add_utf8(sb, 0x10000 + (((unsigned long)hi - 0xd800) << 10) + ((unsigned long)lo - 0xdc00));
	return 0;
}

/* A backslash escape at the current position. */
static int parse_escape(struct parser *p, struct strbuf *sb)
{
	static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
	int c = p->pos + 1 < p->len ? p->s[p->pos + 1] : -1;
	const char *hit = c > 0 ? strchr(from, c) : NULL;

	if (c == 'u') {
		p->pos += 2;
		return parse_unicode_escape(p, sb);
	}
	if (!hit)
		return fail(p, 0, "invalid escape in a string (expected one of \\\" \\\\ \\/ \\b "
			       "\\f \\n \\r \\t \\uXXXX)");
	strbuf_addch(sb, to[hit - from]);
	p->pos += 2;
	return 0;
}

/* A string at the opening quote; *out and *len get the malloc'd decoded text. */
static int parse_string(struct parser *p, char **out, size_t *len)
{
	struct strbuf sb = STRBUF_INIT;

	p->pos++;
	for (;;) {
		size_t run = p->pos, n;
		int c;

		/* Plain ASCII is copied a run at a time. */
		while (p->pos < p->len && p->s[p->pos] >= 0x20 && p->s[p->pos] < 0x80 &&
		       p->s[p->pos] != '"' && p->s[p->pos] != '\\')
			p->pos++;
		strbuf_add(&sb, (const char *)p->s + run, p->pos - run);
		c = peek(p);
		if (c == '"')
			break;
		if (c == '\\') {
			if (parse_escape(p, &sb) != 0)
				goto fail;
			continue;
		}
		n = c < 0x20 ? 0 : utf8_sequence_len(p->s + p->pos, p->len - p->pos);
		if (!n) {
			fail(p, 1, "%s", c < 0 ? "unterminated string: expected '\"'"
				   : c < 0x20 ? "a control character must be escaped in a string"
				   : "invalid UTF-8 in a string");
			goto fail;
		}
		strbuf_add(&sb, (const char *)p->s + p->pos, n);
		p->pos += n;
	}
	p->pos++;
	*len = sb.len;
	*out = xrealloc(strbuf_detach(&sb), *len + 1);	/* no slack: short strings are common */
	return 0;
fail:
	strbuf_release(&sb);
	return -1;
}

static int skip_digits(struct parser *p)
{
	size_t start = p->pos;

	while (p->pos < p->len && p->s[p->pos] >= '0' && p->s[p->pos] <= '9')
		p->pos++;
	return p->pos > start ? 0 : fail(p, 1, "expected a digit");
}

/* -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?, kept as written. */
static int parse_number(struct parser *p, struct json_value *v)
{
	size_t start = p->pos;

	if (peek(p) == '-')
		p->pos++;
	if (peek(p) == '0') {
		p->pos++;
		if (peek(p) >= '0' && peek(p) <= '9')
			return fail(p, 0, "a number must not have a leading zero");
	} else if (skip_digits(p) != 0) {
		return -1;
	}
	if (peek(p) == '.') {
		p->pos++;
		if (skip_digits(p) != 0)
			return -1;
	}
	if (peek(p) == 'e' || peek(p) == 'E') {
		p->pos++;
		if (peek(p) == '+' || peek(p) == '-')
			p->pos++;
		if (skip_digits(p) != 0)
			return -1;
	}
	v->type = JSON_NUMBER;
	v->len = p->pos - start;
	v->u.text = xstrndup((const char *)p->s + start, v->len);
	return 0;
}

static int parse_literal(struct parser *p, struct json_value *v)
{
	static const char *const words[] = { "null", "false", "true" };
	size_t i, n;

	for (i = 0; i < 3; i++) {
		n = strlen(words[i]);
		if (p->len - p->pos >= n && memcmp(p->s + p->pos, words[i], n) == 0) {
			p->pos += n;
			v->type = i ? JSON_BOOL : JSON_NULL;
			v->u.boolean = i == 2;
			return 0;
		}
	}
	return fail(p, 1, "expected a value (an object, array, string, number, true, false or null)");
}

/* Appends a zeroed slot to a growable array of elements of size each; returns it. */
static void *grow(void **items, size_t *count, size_t *alloc, size_t each)
{
	if (*count == *alloc)
		*items = xrealloc(*items, (*alloc = *alloc ? *alloc * 2 : 4) * each);
	memset((char *)*items + *count * each, 0, each);
	return (char *)*items + (*count)++ * each;
}

/* Shrinks a finished array's or object's storage to its size. */
static void *fit(void *items, size_t count, size_t each)
{
	if (count)
		return xrealloc(items, count * each);
	free(items);
	return NULL;
}

static int enter(struct parser *p)
{
	if (++p->depth > p->limits->max_depth)
		return fail(p, 0, "arrays and objects nested deeper than %u levels",
			    p->limits->max_depth);
	p->pos++;	/* the bracket */
	skip_whitespace(p);
	return 0;
}

static int cmp_members(const void *a, const void *b)
{
	const struct json_member *x = *(const struct json_member *const *)a;
	const struct json_member *y = *(const struct json_member *const *)b;
	size_t n = x->key_len < y->key_len ? x->key_len : y->key_len;
	int c = memcmp(x->key, y->key, n);

	return c ? c : (x->key_len > y->key_len) - (x->key_len < y->key_len);
}

/* The first key that appears twice (sorting, so a huge object stays n log n), or NULL. */
static const struct json_member *find_duplicate(const struct json_value *obj)
{
	const struct json_member **sorted, *dup = NULL;
	size_t i;

	sorted = xmalloc(obj->len * sizeof(*sorted));
	for (i = 0; i < obj->len; i++)
		sorted[i] = &obj->u.members[i];
	qsort(sorted, obj->len, sizeof(*sorted), cmp_members);
	for (i = 1; i < obj->len && !dup; i++)
		if (cmp_members(&sorted[i - 1], &sorted[i]) == 0)
			dup = sorted[i - 1] > sorted[i] ? sorted[i - 1] : sorted[i];
	free(sorted);
	return dup;
}

static int parse_member(struct parser *p, struct json_member *m)
{
	if (peek(p) != '"')
		return fail(p, 1, "expected a key (a string)");
	m->line = p->line;
	m->column = (unsigned)(p->pos - p->line_start + 1);
	if (parse_string(p, &m->key, &m->key_len) != 0)
		return -1;
	skip_whitespace(p);
	if (peek(p) != ':')
		return fail(p, 1, "expected ':' after an object key");
	p->pos++;
	skip_whitespace(p);
	return parse_value(p, &m->value);
}

/*
 * An array or an object, at its opening bracket: elements (or members) up to
 * the closing bracket, then the object's duplicate check.
 */
static int parse_container(struct parser *p, struct json_value *v)
{
	int object = peek(p) == '{', close = object ? '}' : ']';
	size_t each = object ? sizeof(struct json_member) : sizeof(struct json_value);
	const struct json_member *dup;
	void *items = NULL;
	size_t alloc = 0;

	v->type = object ? JSON_OBJECT : JSON_ARRAY;
	if (enter(p) != 0)
		return -1;
	while (peek(p) != close || v->len) {
		void *slot = grow(&items, &v->len, &alloc, each);

		/* items is v's from here on, so that an error frees what was read. */
		if (object)
			v->u.members = items;
		else
			v->u.items = items;
		if ((object ? parse_member(p, slot) : parse_value(p, slot)) != 0)
			return -1;
		skip_whitespace(p);
		if (peek(p) == close)
			break;
		if (peek(p) != ',')
			return fail(p, 1, object ? "expected ',' or '}' after an object member"
						 : "expected ',' or ']' after an array element");
		p->pos++;
		skip_whitespace(p);
	}
	p->pos++;
	p->depth--;
	items = fit(items, v->len, each);
	if (object)
		v->u.members = items;
	else
		v->u.items = items;
	dup = object ? find_duplicate(v) : NULL;
	if (dup) {
		struct strbuf sb = STRBUF_INIT;

		strbuf_addf(&sb, "line %u, column %u: duplicate key ", dup->line, dup->column);
		json_quote(&sb, dup->key, dup->key_len);
		strbuf_addf(&sb, " in the object that starts at line %u, column %u", v->line, v->column);
		p->err = strbuf_detach(&sb);
		return -1;
	}
	return 0;
}

static int parse_value(struct parser *p, struct json_value *v)
{
	int c = peek(p);

	v->line = p->line;
	v->column = (unsigned)(p->pos - p->line_start + 1);
	if (++p->values > p->limits->max_values)
		return fail(p, 0, "more than %zu values in the document", p->limits->max_values);
	if (c == '{' || c == '[')
		return parse_container(p, v);
	if (c == '"') {
		v->type = JSON_STRING;
		return parse_string(p, &v->u.text, &v->len);
	}
	if (c == '-' || (c >= '0' && c <= '9'))
		return parse_number(p, v);
	return parse_literal(p, v);
}

int json_parse(const char *text, size_t len, const struct json_limits *limits,
	       struct json_value *out, char **err)
{
	struct parser p = { .s = (const unsigned char *)text, .len = len, .line = 1,
			    .limits = limits ? limits : &json_default_limits };

	memset(out, 0, sizeof(*out));
	if (len > p.limits->max_bytes) {
		*err = xasprintf("the input is larger than the limit of %zu bytes", p.limits->max_bytes);
		return -1;
	}
	skip_whitespace(&p);
	if (parse_value(&p, out) == 0) {
		skip_whitespace(&p);
		if (p.pos < p.len)
			fail(&p, 1, "expected the end of the input after the value");
	}
	if (p.err) {
		json_release(out);
		*err = p.err;
		return -1;
	}
	return 0;
}

void json_release(struct json_value *v)
{
	size_t i;

	if (v->type == JSON_STRING || v->type == JSON_NUMBER) {
		free(v->u.text);
	} else if (v->type == JSON_ARRAY) {
		for (i = 0; i < v->len; i++)
			json_release(&v->u.items[i]);
		free(v->u.items);
	} else if (v->type == JSON_OBJECT) {
		for (i = 0; i < v->len; i++) {
			free(v->u.members[i].key);
			json_release(&v->u.members[i].value);
		}
		free(v->u.members);
	}
	memset(v, 0, sizeof(*v));
}

const struct json_value *json_get(const struct json_value *object, const char *key)
{
	size_t i, n = strlen(key);

	if (!object || object->type != JSON_OBJECT)
		return NULL;
	for (i = 0; i < object->len; i++) {
		const struct json_member *m = &object->u.members[i];

		if (m->key_len == n && memcmp(m->key, key, n) == 0)
			return &m->value;
	}
	return NULL;
}

const struct json_value *json_at(const struct json_value *array, size_t i)
{
	return array && array->type == JSON_ARRAY && i < array->len ? &array->u.items[i] : NULL;
}

const char *json_text(const struct json_value *v)
{
	return v && v->type == JSON_STRING ? v->u.text : NULL;
}

int json_integer(const struct json_value *v, long long *out)
{
	char *end;
	long long n;

	if (!v || v->type != JSON_NUMBER)
		return -1;
	errno = 0;
	n = strtoll(v->u.text, &end, 10);
	if (errno || *end)	/* out of range, or a fraction or an exponent */
		return -1;
	*out = n;
	return 0;
}

void json_quote(struct strbuf *sb, const char *s, size_t len)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t i = 0, n;

	strbuf_addch(sb, '"');
	while (i < len) {
		n = u[i] >= 0x20 && u[i] != 0x7f ? utf8_sequence_len(u + i, len - i) : 0;
		if (u[i] == '"' || u[i] == '\\')
			strbuf_addf(sb, "\\%c", u[i]);
		else if (n)
			strbuf_add(sb, s + i, n);
		else
			strbuf_addf(sb, "\\x%02x", u[i]);
		i += n ? n : 1;
	}
	strbuf_addch(sb, '"');
}

const char *json_type_name(enum json_type type)
{
	static const char *const names[] = { "null", "a boolean", "a number", "a string",
					     "an array", "an object" };

	return type <= JSON_OBJECT ? names[type] : "a value";
}
