/*
 * The JSON writer (see json_writer.h). Output is indented by two spaces per level,
 * so it reads well and diffs well.
 */
#include "support/json_writer.h"

#include <string.h>

void json_init(struct json_writer *w, FILE *out)
{
	memset(w, 0, sizeof(*w));
	w->out = out;
}

void json_finish(struct json_writer *w)
{
	fputc('\n', w->out);
}

static void indent(struct json_writer *w)
{
	int i;

	fputc('\n', w->out);
	for (i = 0; i < w->depth; i++)
		fputs("  ", w->out);
}

/* Before any value or key: a comma and a new line, unless a key precedes it. */
static void before_value(struct json_writer *w)
{
	if (w->after_key) {
		w->after_key = 0;
		return;
	}
	if (w->depth == 0)
		return;
	if (w->count[w->depth - 1]++)
		fputc(',', w->out);
	indent(w);
}

static void push(struct json_writer *w, char c)
{
	before_value(w);
	fputc(c, w->out);
	if (w->depth < JSON_MAX_DEPTH)
		w->count[w->depth] = 0;
	w->depth++;
}

static void pop(struct json_writer *w, char c)
{
	int had = w->depth <= JSON_MAX_DEPTH && w->count[w->depth - 1];

	w->depth--;
	if (had)
		indent(w);
	fputc(c, w->out);
}

void json_begin_object(struct json_writer *w)
{
	push(w, '{');
}

void json_end_object(struct json_writer *w)
{
	pop(w, '}');
}

void json_begin_array(struct json_writer *w)
{
	push(w, '[');
}

void json_end_array(struct json_writer *w)
{
	pop(w, ']');
}

void json_key(struct json_writer *w, const char *key)
{
	before_value(w);
	fputc('"', w->out);
	json_write_escaped(w->out, key, strlen(key));
	fputs("\": ", w->out);
	w->after_key = 1;
}

size_t utf8_sequence_len(const unsigned char *s, size_t n)
{
	unsigned c = s[0];
	size_t len, i;
	unsigned long cp;

	if (c < 0x80)
		return 1;
	if (c >= 0xc2 && c <= 0xdf)
		len = 2, cp = c & 0x1f;
	else if (c >= 0xe0 && c <= 0xef)
		len = 3, cp = c & 0x0f;
	else if (c >= 0xf0 && c <= 0xf4)
		len = 4, cp = c & 0x07;
	else
		return 0;
	if (n < len)
		return 0;
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = (cp << 6) | (s[i] & 0x3f);
	}
	if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
	    (cp >= 0xd800 && cp <= 0xdfff))
		return 0;
	return len;
}

void json_write_escaped(FILE *out, const char *s, size_t len)
{
	const unsigned char *p = (const unsigned char *)s, *end = p + len;

	while (p < end) {
		unsigned c = *p;
		size_t n;

		switch (c) {
		case '"': fputs("\\\"", out); p++; continue;
		case '\\': fputs("\\\\", out); p++; continue;
		case '\n': fputs("\\n", out); p++; continue;
		case '\r': fputs("\\r", out); p++; continue;
		case '\t': fputs("\\t", out); p++; continue;
		case '\b': fputs("\\b", out); p++; continue;
		case '\f': fputs("\\f", out); p++; continue;
		default: break;
		}
		if (c < 0x20 || c == 0x7f) {
			fprintf(out, "\\u%04x", c);
			p++;
			continue;
		}
		n = utf8_sequence_len(p, (size_t)(end - p));
		if (!n) {
			fputs("\\ufffd", out);
			p++;
			continue;
		}
		fwrite(p, 1, n, out);
		p += n;
	}
}

void json_string_len(struct json_writer *w, const char *s, size_t len)
{
	before_value(w);
	fputc('"', w->out);
	json_write_escaped(w->out, s, len);
	fputc('"', w->out);
}

void json_string(struct json_writer *w, const char *s)
{
	if (!s)
		json_null(w);
	else
		json_string_len(w, s, strlen(s));
}

void json_int(struct json_writer *w, long long v)
{
	before_value(w);
	fprintf(w->out, "%lld", v);
}

void json_bool(struct json_writer *w, int v)
{
	before_value(w);
	fputs(v ? "true" : "false", w->out);
}

void json_null(struct json_writer *w)
{
	before_value(w);
	fputs("null", w->out);
}

void json_kv_string(struct json_writer *w, const char *key, const char *s)
{
	json_key(w, key);
	json_string(w, s);
}

void json_kv_int(struct json_writer *w, const char *key, long long v)
{
	json_key(w, key);
	json_int(w, v);
}
