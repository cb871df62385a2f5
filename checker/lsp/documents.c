/*
 * The document store, file: URIs and position conversions (see documents.h).
 */
#include "lsp/documents.h"

#include <stdlib.h>
#include <string.h>

#include "support/json_writer.h"
#include "support/paths.h"

static void doc_free(struct document *d)
{
	free(d->uri);
	free(d->path);
	free(d->text);
	free(d->published);
	free(d);
}

struct document *documents_open(struct documents *ds, const char *uri, const char *text,
				size_t len, long long version)
{
	struct document *d = documents_find(ds, uri);
	char *path;

	if (d) {
		documents_set_text(d, text, len, version);
		return d;
	}
	path = uri_to_path(uri);
	if (!path)
		return NULL;
	d = xcalloc(1, sizeof(*d));
	d->uri = xstrdup(uri);
	d->path = path;
	documents_set_text(d, text, len, version);
	ptrvec_push(&ds->open, d);
	strmap_put(&ds->by_uri, uri, d);
	strmap_put(&ds->by_path, path, d);
	return d;
}

struct document *documents_find(const struct documents *ds, const char *uri)
{
	return strmap_get(&ds->by_uri, uri);
}

struct document *documents_find_path(const struct documents *ds, const char *path)
{
	return strmap_get(&ds->by_path, path);
}

void documents_set_text(struct document *d, const char *text, size_t len, long long version)
{
	char *copy = xmalloc(len + 1);

	memcpy(copy, text, len);
	copy[len] = '\0';
	free(d->text);
	d->text = copy;
	d->len = len;
	d->version = version;
	d->generation++;
}

void documents_close(struct documents *ds, struct document *d)
{
	size_t i, out = 0;

	for (i = 0; i < ds->open.len; i++)
		if (ds->open.items[i] != d)
			ds->open.items[out++] = ds->open.items[i];
	ds->open.len = out;
	/*
	 * The maps have no removal: they are built again from the documents
	 * still open, so a long session that opens thousands of files keeps
	 * only the open ones' entries.
	 */
	strmap_release(&ds->by_uri);
	strmap_release(&ds->by_path);
	for (i = 0; i < ds->open.len; i++) {
		struct document *o = ds->open.items[i];

		strmap_put(&ds->by_uri, o->uri, o);
		strmap_put(&ds->by_path, o->path, o);
	}
	doc_free(d);
}

void documents_release(struct documents *ds)
{
	size_t i;

	for (i = 0; i < ds->open.len; i++)
		doc_free(ds->open.items[i]);
	ptrvec_release(&ds->open);
	strmap_release(&ds->by_uri);
	strmap_release(&ds->by_path);
}

static int hex_value(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

char *uri_to_path(const char *uri)
{
	struct strbuf sb = STRBUF_INIT;
	const char *p;
	char *abs;

	if (strncmp(uri, "file://", 7) != 0)
		return NULL;
	p = uri + 7;
	/* file://localhost/x is file:///x; any other authority is another machine. */
	if (strncmp(p, "localhost/", 10) == 0)
		p += 9;
	if (*p != '/')
		return NULL;
	for (; *p && *p != '?' && *p != '#'; p++) {
		int hi, lo;

		if (*p != '%') {
			strbuf_addch(&sb, *p);
			continue;
		}
		hi = hex_value(p[1]);
		lo = hi < 0 ? -1 : hex_value(p[2]);
		if (lo < 0 || (hi == 0 && lo == 0)) {
			strbuf_release(&sb);
			return NULL;
		}
		strbuf_addch(&sb, (char)(hi * 16 + lo));
		p += 2;
	}
	abs = path_absolute(sb.buf, "/");
	strbuf_release(&sb);
	return abs;
}

char *path_to_uri(const char *path)
{
	struct strbuf sb = STRBUF_INIT;

	uri_add_file(&sb, path);
	return strbuf_detach(&sb);
}

/* Bytes of the character at p (invalid UTF-8 counts as one byte) and its UTF-16 units. */
static size_t char_at(const char *p, size_t n, unsigned *units)
{
	size_t k = utf8_sequence_len((const unsigned char *)p, n);

	if (!k)
		k = 1;
	*units = k == 4 ? 2 : 1;
	return k;
}

unsigned lsp_character(const char *line, size_t line_len, unsigned byte_col, int utf16)
{
	size_t target = byte_col ? byte_col - 1 : 0, i = 0;
	unsigned ch = 0;

	if (!utf16 || !line)
		return (unsigned)target;
	while (i < target && i < line_len) {
		unsigned units;

		i += char_at(line + i, line_len - i, &units);
		ch += units;
	}
	/* Past the end of the line (a stale location): count bytes, as a client clamps. */
	if (target > line_len)
		ch += (unsigned)(target - line_len);
	return ch;
}

unsigned lsp_byte_column(const char *line, size_t line_len, unsigned long long ch, int utf16)
{
	size_t i = 0;
	unsigned long long seen = 0;

	if (!utf16 || !line)
		return ch > line_len ? (unsigned)line_len + 1 : (unsigned)ch + 1;
	while (seen < ch && i < line_len) {
		unsigned units;

		i += char_at(line + i, line_len - i, &units);
		seen += units;
	}
	return (unsigned)i + 1;
}

static int word_byte(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_';
}

unsigned lsp_token_end(const char *line, size_t line_len, unsigned byte_col)
{
	size_t i = byte_col ? byte_col - 1 : 0;
	unsigned units;

	if (!line || i >= line_len)
		return byte_col;
	if (!word_byte(line[i]))
		return (unsigned)(i + char_at(line + i, line_len - i, &units)) + 1;
	while (i < line_len && word_byte(line[i]))
		i++;
	return (unsigned)i + 1;
}
