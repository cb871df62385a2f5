/*
 * Lookups in the embedded rule pages and their conversion to plain text
 * (see rule_docs.h). The table itself is generated at build time from
 * docs/rules/<id>.md.
 */
#include "analysis/rule_docs.h"

#include <string.h>

#include "support/util.h"

const char *rule_doc_markdown(const char *id)
{
	const struct rule_doc *d;

	for (d = rule_docs; d->id; d++)
		if (strcmp(d->id, id) == 0)
			return d->markdown;
	return NULL;
}

/*
 * Appends line[0..n) without Markdown's inline marks: `code` (its text is
 * kept as written, '*' included), **strong**, *em*, [text](target).
 */
static void add_inline(struct strbuf *sb, const char *line, size_t n)
{
	size_t i = 0;
	int in_code = 0;

	while (i < n) {
		char c = line[i];

		if (c == '`') {
			in_code = !in_code;
			i++;
			continue;
		}
		if (in_code) {
			strbuf_addch(sb, c);
			i++;
			continue;
		}
		/* Emphasis: a '*' touching a word; a lone " * " is text. */
		if (c == '*' && ((i + 1 < n && line[i + 1] != ' ') || (i > 0 && line[i - 1] != ' '))) {
			i++;
			continue;
		}
		if (c == ']' && i + 1 < n && line[i + 1] == '(') {
			const char *close = memchr(line + i, ')', n - i);

			if (close) {
				i = (size_t)(close - line) + 1;
				continue;
			}
		}
		if (c == '[' && memchr(line + i, ']', n - i)) {
			i++;
			continue;
		}
		strbuf_addch(sb, c);
		i++;
	}
}

/* The next line of *p (without its newline), its length in *n; NULL at the end. */
static const char *next_line(const char **p, size_t *n)
{
	const char *start = *p, *nl;

	if (!*start)
		return NULL;
	nl = strchr(start, '\n');
	*n = nl ? (size_t)(nl - start) : strlen(start);
	*p = nl ? nl + 1 : start + *n;
	while (*n && (start[*n - 1] == '\r' || start[*n - 1] == ' '))
		(*n)--;
	return start;
}

static const char *skip_title(const char *md)
{
	const char *p = md;
	size_t n;

	if (starts_with(md, "# "))
		next_line(&p, &n);
	return p;
}

char *rule_doc_plain(const char *markdown)
{
	struct strbuf sb = STRBUF_INIT;
	const char *p = skip_title(markdown), *line;
	size_t n;
	int in_code = 0, blank = 1;

	while ((line = next_line(&p, &n)) != NULL) {
		if (n >= 3 && strncmp(line, "```", 3) == 0) {
			in_code = !in_code;
			continue;
		}
		if (in_code) {
			strbuf_addstr(&sb, "    ");
			strbuf_add(&sb, line, n);
			strbuf_addch(&sb, '\n');
			blank = 0;
			continue;
		}
		if (!n) {
			if (!blank)
				strbuf_addch(&sb, '\n');
			blank = 1;
			continue;
		}
		while (n && line[0] == '#') {
			line++;
			n--;
		}
		while (n && line[0] == ' ') {
			line++;
			n--;
		}
		add_inline(&sb, line, n);
		strbuf_addch(&sb, '\n');
		blank = 0;
	}
	while (sb.len && sb.buf[sb.len - 1] == '\n')
		sb.buf[--sb.len] = '\0';
	return strbuf_detach(&sb);
}

char *rule_doc_summary(const char *markdown)
{
	struct strbuf sb = STRBUF_INIT;
	const char *p = skip_title(markdown), *line;
	size_t n;

	while ((line = next_line(&p, &n)) != NULL) {
		if (!n || line[0] == '#' || line[0] == '-' || line[0] == '|' || line[0] == '>' ||
		    strncmp(line, "```", n < 3 ? n : 3) == 0) {
			if (sb.len)
				break;
			continue;
		}
		if (sb.len)
			strbuf_addch(&sb, ' ');
		add_inline(&sb, line, n);
	}
	if (!sb.len) {
		strbuf_release(&sb);
		return NULL;
	}
	return strbuf_detach(&sb);
}
