/*
 * Content-Length framing (see transport.h): a buffer of what was read, a
 * header parser, resynchronisation after a malformed header, and a writer
 * that writes a whole message or reports the peer gone.
 */
#include "lsp/transport.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "support/output.h"
#include "support/util.h"

#define READ_CHUNK 65536
/* A refused body longer than this is not skipped byte by byte: the reader resynchronises. */
#define MAX_SKIP (1ULL << 40)

static const char length_name[] = "Content-Length:";

void lsp_reader_init(struct lsp_reader *r, int fd)
{
	memset(r, 0, sizeof(*r));
	r->fd = fd;
}

void lsp_reader_release(struct lsp_reader *r)
{
	free(r->buf);
	memset(r, 0, sizeof(*r));
}

static void drop(struct lsp_reader *r, size_t n)
{
	memmove(r->buf, r->buf + n, r->len - n);
	r->len -= n;
	r->scanned = 0;
}

/* Room for n more bytes; the buffer doubles, so a long body is not copied over and over. */
static void reserve(struct lsp_reader *r, size_t n)
{
	if (r->cap - r->len >= n)
		return;
	r->cap = r->cap * 2 > r->len + n ? r->cap * 2 : r->len + n;
	r->buf = xrealloc(r->buf, r->cap);
}

void lsp_reader_feed(struct lsp_reader *r, const char *data, size_t len)
{
	reserve(r, len);
	memcpy(r->buf + r->len, data, len);
	r->len += len;
}

ssize_t lsp_reader_fill(struct lsp_reader *r)
{
	ssize_t n;

	reserve(r, READ_CHUNK);
	n = read(r->fd, r->buf + r->len, r->cap - r->len);
	if (n > 0)
		r->len += (size_t)n;
	return n;
}

/* The first occurrence of needle in the n bytes at hay, or NULL. */
static const char *find(const char *hay, size_t n, const char *needle)
{
	size_t k = strlen(needle), i;

	for (i = 0; k <= n && i <= n - k; i++)
		if (memcmp(hay + i, needle, k) == 0)
			return hay + i;
	return NULL;
}

/* How many bytes at the end of the buffer could begin a "Content-Length:" still arriving. */
static size_t partial_name_tail(const struct lsp_reader *r)
{
	size_t n = sizeof(length_name) - 2;

	for (n = r->len < n ? r->len : n; n > 0; n--)
		if (memcmp(r->buf + r->len - n, length_name, n) == 0)
			return n;
	return 0;
}

/*
 * After a malformed frame: drops the bytes before the next "Content-Length:"
 * at or after from, or all but a tail that could be the start of one; at
 * least from bytes, so that the same bytes are never refused twice (a
 * short bad header block used to be kept whole and refused for ever).
 */
static void resync(struct lsp_reader *r, size_t from)
{
	const char *next = r->len > from ? find(r->buf + from, r->len - from, length_name) : NULL;
	size_t cut = r->len - partial_name_tail(r);

	if (next)
		cut = (size_t)(next - r->buf);
	else if (cut < from)
		cut = from < r->len ? from : r->len;
	drop(r, cut);
}

static int token_byte(char c)
{
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
	       c == '-' || c == '_';
}

/*
 * Whether the buffer cannot start a header: its first line does not begin
 * with a name of letters, digits and '-' followed by ':'. These are stray
 * bytes, most often the rest of a body whose Content-Length was counted
 * short (in characters rather than bytes). Undecided (0) while the first
 * line is still a possible name.
 */
static int starts_with_stray(const struct lsp_reader *r)
{
	size_t i;

	for (i = 0; i < r->len; i++) {
		if (r->buf[i] == ':')
			return i == 0;
		if (!token_byte(r->buf[i]))
			return 1;
	}
	return 0;
}

/*
 * Parses the header block [p, end) (lines ending in \r\n, without the blank
 * line). Returns 0 and the length, or -1 and a message.
 */
static int parse_header(const char *p, const char *end, unsigned long long *length, char **err)
{
	int have = 0;

	while (p < end) {
		const char *eol = find(p, (size_t)(end - p), "\r\n");
		size_t n;

		if (!eol)
			eol = end;
		n = (size_t)(eol - p);
		if (n >= sizeof(length_name) - 1 &&
		    strncasecmp(p, length_name, sizeof(length_name) - 1) == 0) {
			const char *v = p + sizeof(length_name) - 1;
			unsigned long long value = 0;
			int digits = 0;

			while (v < eol && *v == ' ')
				v++;
			for (; v < eol && *v >= '0' && *v <= '9'; v++, digits++)
				if (value <= MAX_SKIP)
					value = value * 10 + (unsigned)(*v - '0');
			while (v < eol && *v == ' ')
				v++;
			if (!digits || v != eol || have) {
				*err = xstrdup(have ? "two Content-Length headers"
						    : "the Content-Length header is not a number");
				return -1;
			}
			have = 1;
			*length = value;
		} else if (!memchr(p, ':', n)) {
			*err = xstrdup("a header line without a colon");
			return -1;
		}
		p = eol + 2;
	}
	if (!have) {
		*err = xstrdup("no Content-Length header");
		return -1;
	}
	return 0;
}

enum lsp_frame lsp_reader_next(struct lsp_reader *r, char **body, size_t *len)
{
	const char *end;
	unsigned long long length = 0;
	size_t header, limit, from;
	char *err = NULL;

	if (r->discard) {
		size_t n = r->discard < r->len ? r->discard : r->len;

		drop(r, n);
		r->discard -= n;
		if (r->discard)
			return LSP_FRAME_NONE;
	}
	if (!r->len)
		return LSP_FRAME_NONE;
	if (starts_with_stray(r)) {
		size_t before = r->len;
		int first = !r->in_stray;

		/* One error per run of stray bytes, however many reads it spans. */
		resync(r, 1);
		r->in_stray = 1;
		if (first) {
			*body = xasprintf("stray bytes before a header were dropped (a Content-Length "
					  "that counts characters, not bytes?)");
			return LSP_FRAME_ERROR;
		}
		if (r->len == before || starts_with_stray(r))
			return LSP_FRAME_NONE;
		return lsp_reader_next(r, body, len);
	}
	/* Searched from where the last search stopped: a header sent a byte at a time costs linear time. */
	limit = r->len < LSP_MAX_HEADER ? r->len : LSP_MAX_HEADER;
	from = r->scanned > 3 ? r->scanned - 3 : 0;
	end = find(r->buf + from, limit - from, "\r\n\r\n");
	if (!end) {
		r->scanned = limit;
		if (r->len < LSP_MAX_HEADER)
			return LSP_FRAME_NONE;
		/* Past the first byte: a header that starts there is the one too long. */
		resync(r, 1);
		r->in_stray = 1;
		*body = xasprintf("no end of the header in its first %d bytes", LSP_MAX_HEADER);
		return LSP_FRAME_ERROR;
	}
	header = (size_t)(end - r->buf) + 4;
	if (parse_header(r->buf, end + 2, &length, &err) != 0) {
		/* The next Content-Length, even one inside this header block ("x}Content-Length:"). */
		resync(r, 1);
		r->in_stray = 1;	/* what is left of it is part of this error */
		*body = err;
		return LSP_FRAME_ERROR;
	}
	r->in_stray = 0;
	if (length > LSP_MAX_MESSAGE) {
		drop(r, header);
		*body = xasprintf("a message longer than %u bytes", LSP_MAX_MESSAGE);
		if (length <= MAX_SKIP)
			r->discard = (size_t)length;
		else
			resync(r, 0);
		return LSP_FRAME_ERROR;
	}
	if (r->len - header < length)
		return LSP_FRAME_NONE;
	*body = xmalloc((size_t)length + 1);
	memcpy(*body, r->buf + header, (size_t)length);
	(*body)[length] = '\0';
	*len = (size_t)length;
	drop(r, header + (size_t)length);
	return LSP_FRAME_MESSAGE;
}

int lsp_write_message(int fd, const char *body, size_t len)
{
	char header[64];
	int n = snprintf(header, sizeof(header), "Content-Length: %zu\r\n\r\n", len);

	if (fd_write_all(fd, header, (size_t)n) != 0)
		return -1;
	return fd_write_all(fd, body, len);
}
