/*
 * The language server's transport: JSON-RPC messages framed by a
 * Content-Length header on a pair of file descriptors (standard input and a
 * private copy of standard output), as the Language Server Protocol's "base
 * protocol" defines them. Only framing lives here; what a message means is
 * protocol.c's business.
 *
 * Reading is bounded: a header longer than LSP_MAX_HEADER bytes or a body
 * longer than LSP_MAX_MESSAGE bytes is reported as a framing error and
 * skipped, and the reader finds the next header, so a hostile or confused
 * client costs a bounded amount of memory and never stops the server.
 * Bytes where a header should start but cannot (the rest of a body whose
 * Content-Length was counted in characters, a stray line break) are
 * dropped up to the next "Content-Length:", with one error, and so is a
 * header block that does not parse: the next well-framed message is
 * always read. Bodies are checked as UTF-8 JSON by rpc.c.
 */
#ifndef TIMERCHECK_LSP_TRANSPORT_H
#define TIMERCHECK_LSP_TRANSPORT_H

#include <stddef.h>
#include <sys/types.h>

#define LSP_MAX_HEADER 4096		/* bytes of one message's header block */
#define LSP_MAX_MESSAGE (64u << 20)	/* bytes of one message's body */

struct lsp_reader {
	int fd;
	char *buf;		/* bytes read and not yet taken */
	size_t len, cap;
	size_t discard;		/* body bytes of a refused message still to skip */
	size_t scanned;		/* bytes already searched for the end of the header */
	int in_stray;		/* stray bytes are being dropped (reported once) */
};

/* Starts reading frames from fd. Cannot fail. */
void lsp_reader_init(struct lsp_reader *r, int fd);
void lsp_reader_release(struct lsp_reader *r);

/*
 * Reads what fd has (one read(2)). Returns the number of bytes read, 0 at
 * end of input, or -1 with errno set (EINTR and EAGAIN included).
 */
ssize_t lsp_reader_fill(struct lsp_reader *r);

/* Appends len bytes as if they had been read (for tests and fuzzing). Cannot fail. */
void lsp_reader_feed(struct lsp_reader *r, const char *data, size_t len);

enum lsp_frame {
	LSP_FRAME_NONE,		/* no complete frame buffered yet */
	LSP_FRAME_MESSAGE,	/* *body (malloc'd, NUL-terminated) holds *len bytes */
	LSP_FRAME_ERROR,	/* a malformed frame was skipped; *body is a malloc'd message */
};

/* Takes the next frame out of what was read. */
enum lsp_frame lsp_reader_next(struct lsp_reader *r, char **body, size_t *len);

/*
 * Writes one message (the header, then len bytes of body) to fd. Returns 0,
 * or -1 with errno set when the peer is gone.
 */
int lsp_write_message(int fd, const char *body, size_t len);

#endif
