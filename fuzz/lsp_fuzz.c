/*
 * Fuzzes the language server's framing (checker/lsp/transport.c): the
 * Content-Length headers a client sends, fed to the reader in chunks of a
 * size the input chooses, as read(2) would hand them over.
 *
 * The first byte picks the mode and the chunk size. Raw mode (even): the rest
 * is fed as it is; every message taken is at most LSP_MAX_MESSAGE bytes, every
 * error has a message, the buffer never holds more than a header, a body and
 * one chunk, and each body goes through json_parse with the server's limits.
 * Framed mode (odd): the rest, split at newlines, is a list of bodies, each
 * framed with a correct header; the reader must give back exactly those
 * bodies, in order, with no error.
 */
#include <string.h>

#include "lsp/transport.h"
#include "support/json_reader.h"
#include "fuzz.h"

static const struct json_limits limits = { LSP_MAX_MESSAGE, 64, 1u << 20 };

static void feed(struct lsp_reader *r, const char *data, size_t len, size_t chunk,
		 void (*take)(struct lsp_reader *r, void *state), void *state)
{
	size_t i;

	for (i = 0; i < len; i += chunk) {
		lsp_reader_feed(r, data + i, len - i < chunk ? len - i : chunk);
		FUZZ_ASSERT(r->len <= LSP_MAX_HEADER + LSP_MAX_MESSAGE + chunk + 4,
			    "the reader holds more than one frame and a chunk");
		take(r, state);
	}
}

static void take_raw(struct lsp_reader *r, void *state)
{
	enum lsp_frame fr;
	char *body, *err = NULL;
	size_t len = 0;

	(void)state;
	while ((fr = lsp_reader_next(r, &body, &len)) != LSP_FRAME_NONE) {
		if (fr == LSP_FRAME_ERROR) {
			FUZZ_ASSERT(body && *body, "a framing error without a message");
		} else {
			struct json_value v;

			FUZZ_ASSERT(len <= LSP_MAX_MESSAGE, "a message over the limit");
			FUZZ_ASSERT(body[len] == '\0', "a body that is not NUL-terminated");
			if (json_parse(body, len, &limits, &v, &err) == 0)
				json_release(&v);
			free(err);
			err = NULL;
		}
		free(body);
	}
}

struct expected {
	const char *next;	/* the next body expected, in the input */
	const char *end;
	size_t got;
};

static void take_framed(struct lsp_reader *r, void *state)
{
	struct expected *e = state;
	enum lsp_frame fr;
	char *body;
	size_t len = 0;

	while ((fr = lsp_reader_next(r, &body, &len)) != LSP_FRAME_NONE) {
		const char *nl;
		size_t want;

		FUZZ_ASSERT(fr == LSP_FRAME_MESSAGE, "a framing error on well-framed input");
		FUZZ_ASSERT(e->next <= e->end, "more messages than were sent");
		nl = memchr(e->next, '\n', (size_t)(e->end - e->next));
		want = nl ? (size_t)(nl - e->next) : (size_t)(e->end - e->next);
		FUZZ_ASSERT(len == want && memcmp(body, e->next, len) == 0,
			    "a body differs from the one sent");
		e->next += want + 1;
		e->got++;
		free(body);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct lsp_reader r;
	size_t chunk;

	if (!size)
		return 0;
	chunk = (size_t)(data[0] >> 1) + 1;
	lsp_reader_init(&r, -1);
	if (!(data[0] & 1)) {
		feed(&r, (const char *)data + 1, size - 1, chunk, take_raw, NULL);
	} else {
		const char *p = (const char *)data + 1, *end = (const char *)data + size;
		struct expected e = { p, end, 0 };
		struct strbuf framed = STRBUF_INIT;
		size_t bodies = 0;

		while (p <= end) {
			const char *nl = memchr(p, '\n', (size_t)(end - p));
			size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);

			strbuf_addf(&framed, "Content-Length: %zu\r\n\r\n", n);
			strbuf_add(&framed, p, n);
			bodies++;
			p += n + 1;
		}
		feed(&r, framed.buf, framed.len, chunk, take_framed, &e);
		FUZZ_ASSERT(e.got == bodies, "a message sent was never taken");
		strbuf_release(&framed);
	}
	lsp_reader_release(&r);
	return 0;
}
