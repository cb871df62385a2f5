/*
 * Project-relative anonymous type names (see anonymous.h). Only text is
 * rewritten: the spelling clang chose stays, so messages keep reading as
 * the compiler's.
 */
#include "report/anonymous.h"

#include <stdlib.h>
#include <string.h>

#include "support/paths.h"
#include "support/util.h"

/* The length of ":L:C)" at p, or 0 when p does not start one. */
static size_t line_col_end(const char *p)
{
	const char *q = p;
	int part;

	for (part = 0; part < 2; part++) {
		if (*q++ != ':' || *q < '0' || *q > '9')
			return 0;
		while (*q >= '0' && *q <= '9')
			q++;
	}
	return *q == ')' ? (size_t)(q + 1 - p) : 0;
}

/*
 * At open ("(anonymous" or "(unnamed"), finds " at " and the ":L:C)" that
 * closes the name: *path_begin and *path_end bound the path. Returns 0 when
 * the text is something else.
 */
static int find_path(const char *open, const char **path_begin, const char **path_end)
{
	const char *at = strstr(open, " at "), *close = strchr(open, ')'), *p;

	/* " at " inside this parenthesis: no ')' before it (the kind has none). */
	if (!at || (close && close < at))
		return 0;
	for (p = at + 4; *p && *p != '\n'; p++)
		if (*p == ':' && line_col_end(p)) {
			*path_begin = at + 4;
			*path_end = p;
			return p > at + 4;
		}
	return 0;
}

char *anonymous_relative(const char *message, const char *root)
{
	struct strbuf sb = STRBUF_INIT;
	const char *p = message;
	size_t root_len = root ? strlen(root) : 0;

	while (*p) {
		const char *open = strchr(p, '('), *begin, *end;

		if (!open)
			break;
		if ((strncmp(open, "(anonymous", 10) == 0 || strncmp(open, "(unnamed", 8) == 0) &&
		    find_path(open, &begin, &end) && *begin == '/' && root_len > 1) {
			/* Normalised first: a compile database's "build/../src/a.c" too. */
			char *path = xstrndup(begin, (size_t)(end - begin));
			char *abs = path_absolute(path, NULL);

			strbuf_add(&sb, p, (size_t)(begin - p));
			if (strlen(abs) > root_len + 1 && strncmp(abs, root, root_len) == 0 &&
			    abs[root_len] == '/')
				strbuf_addstr(&sb, abs + root_len + 1);
			else
				strbuf_addstr(&sb, path);
			free(abs);
			free(path);
			p = end;
			continue;
		}
		strbuf_add(&sb, p, (size_t)(open + 1 - p));
		p = open + 1;
	}
	strbuf_addstr(&sb, p);
	return strbuf_detach(&sb);
}

static void rewrite(char **message, const char *root)
{
	char *relative;

	if (!*message || !strstr(*message, " at /"))
		return;
	relative = anonymous_relative(*message, root);
	free(*message);
	*message = relative;
}

void anonymous_relative_findings(struct findings *fs, const char *root)
{
	size_t i, j;

	for (i = 0; i < fs->items.len; i++) {
		struct finding *f = fs->items.items[i];

		rewrite(&f->message, root);
		for (j = 0; j < f->notes.len; j++)
			rewrite(&((struct note *)f->notes.items[j])->message, root);
	}
}
