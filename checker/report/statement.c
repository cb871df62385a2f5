/*
 * Statements as tokens (see statement.h). A file is cut once, with a small
 * lexer that knows comments, literals and directives, at every ';', '{'
 * and '}', at each ',' outside parentheses (an element of an initializer
 * list or a declarator: adding one to a table leaves the others' text
 * alone) and around each directive; the piece holding a location is its
 * statement.
 */
#include "report/statement.h"

#include <stdlib.h>
#include <string.h>

static int is_word_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_';
}

static int is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

char *statement_tokens_of(const char *text, size_t len)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i = 0;
	int space = 0;

	while (i < len) {
		char c = text[i];

		if (is_space(c)) {
			space = 1;
			i++;
			continue;
		}
		if (c == '/' && i + 1 < len && text[i + 1] == '/') {
			while (i < len && text[i] != '\n')
				i++;
			space = 1;
			continue;
		}
		if (c == '/' && i + 1 < len && text[i + 1] == '*') {
			/* A comment separates tokens as a space does. */
			for (i += 2; i < len && !(text[i] == '*' && i + 1 < len && text[i + 1] == '/'); i++)
				;
			i = i < len ? i + 2 : len;
			space = 1;
			continue;
		}
		/* Two words need their space; every other space is layout. */
		if (space && sb.len && is_word_char(sb.buf[sb.len - 1]) && is_word_char(c))
			strbuf_addch(&sb, ' ');
		space = 0;
		if (c == '"' || c == '\'') {
			/* A literal as written, escapes included, up to its closing quote. */
			strbuf_addch(&sb, text[i++]);
			while (i < len && text[i] != c) {
				if (text[i] == '\\' && i + 1 < len)
					strbuf_addch(&sb, text[i++]);
				strbuf_addch(&sb, text[i++]);
			}
			if (i < len)
				strbuf_addch(&sb, text[i++]);
			continue;
		}
		strbuf_addch(&sb, c);
		i++;
	}
	return sb.buf ? strbuf_detach(&sb) : xstrdup("");
}

/* One file's cuts: its statements are the pieces between two of them. */
struct file_cuts {
	const char *text;	/* owned by the srcmap; NULL when unreadable */
	size_t len;
	size_t *at;		/* ascending offsets, the first 0, the last len */
	size_t n, alloc;
};

static void add_cut(struct file_cuts *fc, size_t at)
{
	if (fc->n && fc->at[fc->n - 1] >= at)
		return;
	if (fc->n == fc->alloc) {
		fc->alloc = fc->alloc ? fc->alloc * 2 : 64;
		fc->at = xrealloc(fc->at, fc->alloc * sizeof(*fc->at));
	}
	fc->at[fc->n++] = at;
}

/* Past a string or character literal starting at t[i] (it ends at its line's end at the latest). */
static size_t skip_literal(const char *t, size_t n, size_t i)
{
	char quote = t[i++];

	while (i < n && t[i] != quote && t[i] != '\n')
		i += t[i] == '\\' && i + 1 < n ? 2 : 1;
	return i < n && t[i] == quote ? i + 1 : i;
}

static int comment_at(const char *t, size_t n, size_t i)
{
	return t[i] == '/' && i + 1 < n && (t[i + 1] == '/' || t[i + 1] == '*');
}

/* Past a comment starting at t[i] ("//" up to its newline, not included). */
static size_t skip_comment(const char *t, size_t n, size_t i)
{
	if (t[i + 1] == '/') {
		while (i < n && t[i] != '\n')
			i++;
		return i;
	}
	for (i += 2; i + 1 < n && !(t[i] == '*' && t[i + 1] == '/'); i++)
		;
	return i + 1 < n ? i + 2 : n;
}

/* Past a directive starting at t[i] ('#'): its lines joined by backslashes, its newline. */
static size_t skip_directive(const char *t, size_t n, size_t i)
{
	while (i < n) {
		if (t[i] == '\\' && i + 1 < n && t[i + 1] == '\n')
			i += 2;
		else if (t[i] == '\\' && i + 2 < n && t[i + 1] == '\r' && t[i + 2] == '\n')
			i += 3;
		else if (comment_at(t, n, i))
			i = skip_comment(t, n, i);
		else if (t[i] == '"' || t[i] == '\'')
			i = skip_literal(t, n, i);
		else if (t[i] == '\n')
			return i + 1;
		else
			i++;
	}
	return n;
}

static void cut_file(struct file_cuts *fc)
{
	const char *t = fc->text;
	size_t n = fc->len, i = 0, depth = 0;	/* of parentheses and brackets */
	int line_start = 1;

	add_cut(fc, 0);
	while (i < n) {
		char c = t[i];

		if (c == '\n') {
			line_start = 1;
			i++;
		} else if (is_space(c)) {
			i++;
		} else if (c == '#' && line_start) {
			add_cut(fc, i);
			i = skip_directive(t, n, i);
			add_cut(fc, i);
		} else if (comment_at(t, n, i)) {
			i = skip_comment(t, n, i);
		} else if (c == '"' || c == '\'') {
			line_start = 0;
			i = skip_literal(t, n, i);
		} else {
			line_start = 0;
			i++;
			if (c == '(' || c == '[') {
				depth++;
			} else if ((c == ')' || c == ']') && depth) {
				depth--;
			} else if (c == ';' || c == '{' || c == '}') {
				depth = 0;
				add_cut(fc, i);
			} else if (c == ',' && !depth) {
				add_cut(fc, i);	/* one element of an initializer list */
			}
		}
	}
	add_cut(fc, n);
}

static struct file_cuts *cuts_for(struct statements *st, struct srcmap *sm, const char *path)
{
	struct strmap_entry *e = strmap_insert(&st->files, path, NULL);
	struct file_cuts *fc = e->value;

	if (!fc) {
		fc = xcalloc(1, sizeof(*fc));
		e->value = fc;
		fc->text = srcmap_text(sm, path, &fc->len);
		if (fc->text)
			cut_file(fc);
	}
	return fc;
}

void statements_release(struct statements *st)
{
	size_t i;

	for (i = 0; i < st->files.cap; i++) {
		struct file_cuts *fc = st->files.slots[i].value;

		if (st->files.slots[i].key && fc) {
			free(fc->at);
			free(fc);
		}
	}
	strmap_release(&st->files);
}

char *statement_tokens(struct statements *st, struct srcmap *sm, const struct tc_loc *loc)
{
	struct file_cuts *fc = cuts_for(st, sm, loc->file);
	const char *line;
	size_t len = 0, at, lo = 0, hi;

	if (!fc->text || !(line = srcmap_line(sm, loc->file, loc->line, &len)))
		return NULL;
	if (line < fc->text || line > fc->text + fc->len)
		return statement_tokens_of(line, len);	/* not the text just cut */
	at = (size_t)(line - fc->text) + (loc->col > 1 && loc->col - 1 < len ? loc->col - 1 : 0);
	/* The last cut at or before at: fc->at[lo] <= at < fc->at[hi], hi = lo + 1 at the end. */
	hi = fc->n - 1;
	while (lo + 1 < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (fc->at[mid] <= at)
			lo = mid;
		else
			hi = mid;
	}
	if (fc->at[hi] - fc->at[lo] > STATEMENT_MAX)
		return statement_tokens_of(line, len);
	return statement_tokens_of(fc->text + fc->at[lo], fc->at[hi] - fc->at[lo]);
}
