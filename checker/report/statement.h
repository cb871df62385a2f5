/*
 * The statement a location is in, as tokens: what a baseline fingerprint
 * keeps of a location's source text (fingerprint.h). The statement, not
 * the line, so a statement re-wrapped over other lines keeps its text; a
 * declaration, one element of an initializer list, or a preprocessor
 * directive counts as a statement. Tokens, not characters, so spacing and
 * comments do not count.
 */
#ifndef TIMERCHECK_REPORT_STATEMENT_H
#define TIMERCHECK_REPORT_STATEMENT_H

#include <stddef.h>

#include "facts/facts.h"
#include "support/source_cache.h"
#include "support/strmap.h"

/* The files cut into statements so far (each once). */
struct statements {
	struct strmap files;	/* path -> private cuts */
};
#define STATEMENTS_INIT { STRMAP_INIT }

/*
 * Returns the malloc'd tokens of the statement at loc, its text taken from
 * sm, or NULL when the file or the line cannot be read. A statement longer
 * than STATEMENT_MAX bytes (a huge table) gives its line's tokens only.
 * Cannot fail otherwise.
 */
#define STATEMENT_MAX 4096
char *statement_tokens(struct statements *st, struct srcmap *sm, const struct tc_loc *loc);

/*
 * Returns the malloc'd tokens of text (len bytes): comments removed (a
 * block comment that does not end runs to the end), whitespace dropped
 * except one space between two word characters (letters, digits, '_');
 * string and character literals are kept as written.
 */
char *statement_tokens_of(const char *text, size_t len);

void statements_release(struct statements *st);

#endif
