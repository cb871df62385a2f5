/*
 * The language server's document store: the files the editor has open, with
 * the text of their unsaved buffers, their versions and what was last
 * published for each. Also the conversions between the protocol's view of a
 * file (a file: URI, positions counted in UTF-16 code units or UTF-8 bytes
 * from 0) and timercheck's (an absolute path, lines and byte columns from 1).
 */
#ifndef TIMERCHECK_LSP_DOCUMENTS_H
#define TIMERCHECK_LSP_DOCUMENTS_H

#include <stddef.h>

#include "support/strmap.h"
#include "support/util.h"

struct document {
	char *uri;		/* as the client sent it */
	char *path;		/* absolute, normalised */
	char *text;		/* the buffer, NUL-terminated */
	size_t len;
	long long version;
	char *published;	/* the diagnostics array last published, or NULL */
	long long published_version;	/* the version it was published for */
	unsigned long long generation;	/* counts the changes of text */
	int analysing;			/* in the running analysis, at analysed_generation */
	unsigned long long analysed_generation;
};

struct documents {
	struct ptrvec open;	/* struct document *, in the order opened */
	struct strmap by_uri;	/* uri -> struct document * (NULL once closed) */
	struct strmap by_path;	/* path -> struct document * (NULL once closed) */
};
#define DOCUMENTS_INIT { PTRVEC_INIT, STRMAP_INIT, STRMAP_INIT }

/*
 * Opens (or reopens) uri with text (copied) at version. Returns the
 * document, or NULL when uri is not a file: URI.
 */
struct document *documents_open(struct documents *ds, const char *uri, const char *text,
				size_t len, long long version);
/* The open document uri, or NULL. */
struct document *documents_find(const struct documents *ds, const char *uri);
/* The open document whose path is path, or NULL. */
struct document *documents_find_path(const struct documents *ds, const char *path);
/* Replaces d's text (copied) and version. Cannot fail. */
void documents_set_text(struct document *d, const char *text, size_t len, long long version);
/* Closes d: it is freed, and the store keeps nothing of it. Cannot fail. */
void documents_close(struct documents *ds, struct document *d);
void documents_release(struct documents *ds);

/*
 * The absolute, normalised path of a file: URI (percent-decoded), malloc'd;
 * NULL when uri is not a file: URI of an absolute local path or decodes to
 * a NUL byte.
 */
char *uri_to_path(const char *uri);
/* The file: URI of an absolute path, malloc'd. Never fails. */
char *path_to_uri(const char *path);

/*
 * Positions. A column counts bytes from 1 in timercheck; the protocol counts
 * UTF-16 code units (or bytes, when both sides agree on UTF-8) from 0.
 */
unsigned lsp_character(const char *line, size_t line_len, unsigned byte_col, int utf16);
/* The inverse: the byte column (from 1) of character ch of line. */
unsigned lsp_byte_column(const char *line, size_t line_len, unsigned long long ch, int utf16);
/*
 * The byte column just past the token that starts at byte_col (an
 * identifier or number, else one character): where a range ends.
 */
unsigned lsp_token_end(const char *line, size_t line_len, unsigned byte_col);

#endif
