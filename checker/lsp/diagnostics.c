/*
 * Findings as LSP Diagnostic and CodeAction objects (see diagnostics.h).
 * Lines and columns become 0-based positions, a range covers the token at
 * a location, and severities map as error 1, warning 2, note 3
 * (Information).
 */
#include "lsp/diagnostics.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lsp/documents.h"
#include "support/paths.h"

/* The location's file as an absolute path, malloc'd; NULL when it has none. */
static char *loc_path(const struct tc_loc *loc)
{
	return loc->file && *loc->file ? path_absolute(loc->file, NULL) : NULL;
}

static int loc_in(const struct tc_loc *loc, const char *path)
{
	char *abs = loc_path(loc);
	int in = abs && strcmp(abs, path) == 0;

	free(abs);
	return in;
}

static void write_position(struct json_writer *w, unsigned line, unsigned character)
{
	json_begin_object(w);
	json_kv_int(w, "line", line ? line - 1 : 0);
	json_kv_int(w, "character", character);
	json_end_object(w);
}

/* The range from (line, col) to (end_line, end_col), byte columns from 1. */
static void write_span(struct json_writer *w, const char *path, unsigned line, unsigned col,
		       unsigned end_line, unsigned end_col, const struct lsp_format *fmt)
{
	size_t len = 0, end_len = 0;
	const char *text = path && line ? srcmap_line(fmt->sources, path, line, &len) : NULL;
	const char *end_text = path && end_line ? srcmap_line(fmt->sources, path, end_line, &end_len)
						: NULL;

	json_key(w, "range");
	json_begin_object(w);
	json_key(w, "start");
	write_position(w, line, lsp_character(text, len, col, fmt->utf16));
	json_key(w, "end");
	write_position(w, end_line, lsp_character(end_text, end_len, end_col, fmt->utf16));
	json_end_object(w);
}

/* The range of the token at loc. */
static void write_loc_range(struct json_writer *w, const struct tc_loc *loc,
			    const struct lsp_format *fmt)
{
	char *path = loc_path(loc);
	size_t len = 0;
	const char *text = path && loc->line ? srcmap_line(fmt->sources, path, loc->line, &len)
					      : NULL;

	write_span(w, path, loc->line, loc->col, loc->line, lsp_token_end(text, len, loc->col), fmt);
	free(path);
}

static void write_location(struct json_writer *w, const struct tc_loc *loc,
			   const struct lsp_format *fmt)
{
	char *path = loc_path(loc);
	char *uri = path_to_uri(path);

	json_key(w, "location");
	json_begin_object(w);
	json_kv_string(w, "uri", uri);
	write_loc_range(w, loc, fmt);
	json_end_object(w);
	free(uri);
	free(path);
}

static void write_related(struct json_writer *w, const struct tc_loc *loc, const char *message,
			  const struct lsp_format *fmt)
{
	json_begin_object(w);
	write_location(w, loc, fmt);
	json_kv_string(w, "message", message);
	json_end_object(w);
}

/* The rule's page: <doc_uri>/<id>.md, else the local page as a file: URI, else NULL. */
static char *rule_page(const char *rule, const struct lsp_format *fmt)
{
	struct strbuf sb = STRBUF_INIT;
	const char *dir;
	char *page;

	if (fmt->doc_uri && *fmt->doc_uri) {
		strbuf_addstr(&sb, fmt->doc_uri);
		if (fmt->doc_uri[strlen(fmt->doc_uri) - 1] != '/')
			strbuf_addch(&sb, '/');
		uri_add_path(&sb, rule);
		strbuf_addstr(&sb, ".md");
		return strbuf_detach(&sb);
	}
	dir = install_docs_rules_dir();
	if (!dir)
		return NULL;
	page = xasprintf("%s/%s.md", dir, rule);
	if (access(page, R_OK) == 0)
		uri_add_file(&sb, page);
	free(page);
	return sb.len ? strbuf_detach(&sb) : NULL;
}

static int lsp_severity(enum severity sev)
{
	switch (sev) {
	case SEV_ERROR:
		return 1;
	case SEV_WARNING:
		return 2;
	case SEV_NOTE:
		break;
	}
	return 3;
}

/*
 * Writes f as a diagnostic of path: at f's location when it is in path, else
 * at anchor (a note's location in path), pointing back at f's location.
 */
static void write_diagnostic(struct json_writer *w, const struct finding *f,
			     const struct tc_loc *anchor, const struct lsp_format *fmt)
{
	char *page = rule_page(f->rule, fmt);
	size_t i;

	json_begin_object(w);
	write_loc_range(w, anchor, fmt);
	json_kv_int(w, "severity", lsp_severity(f->severity));
	json_kv_string(w, "code", f->rule);
	if (page) {
		json_key(w, "codeDescription");
		json_begin_object(w);
		json_kv_string(w, "href", page);
		json_end_object(w);
	}
	json_kv_string(w, "source", "timercheck");
	json_kv_string(w, "message", f->message);
	if (f->notes.len || anchor != &f->loc) {
		json_key(w, "relatedInformation");
		json_begin_array(w);
		if (anchor != &f->loc)
			write_related(w, &f->loc, "reported here", fmt);
		for (i = 0; i < f->notes.len; i++) {
			const struct note *n = f->notes.items[i];

			if (n->loc.file && *n->loc.file)
				write_related(w, &n->loc, n->message, fmt);
		}
		json_end_array(w);
	}
	json_end_object(w);
	free(page);
}

/* Where f shows in path: its location, its first note there, or NULL. */
static const struct tc_loc *anchor_in(const struct finding *f, const char *path)
{
	size_t i;

	if (loc_in(&f->loc, path))
		return &f->loc;
	for (i = 0; i < f->notes.len; i++) {
		const struct note *n = f->notes.items[i];

		if (loc_in(&n->loc, path))
			return &n->loc;
	}
	return NULL;
}

char *diagnostics_for_file(const struct findings *fs, const char *path,
			   const struct lsp_format *fmt)
{
	struct json_writer w;
	char *buf = NULL;
	size_t len = 0, i;
	FILE *out = open_memstream(&buf, &len);

	if (!out)
		out_of_memory("diagnostics");
	json_init(&w, out);
	json_begin_array(&w);
	for (i = 0; i < fs->items.len; i++) {
		const struct finding *f = fs->items.items[i];
		const struct tc_loc *anchor = anchor_in(f, path);

		if (anchor)
			write_diagnostic(&w, f, anchor, fmt);
	}
	json_end_array(&w);
	if (fclose(out) != 0)
		out_of_memory("diagnostics");
	return buf;
}

static char *fix_title(const struct finding *f)
{
	const struct fixit *x = f->fixits.items[0];

	if (f->fixits.len > 1)
		return xasprintf("apply %zu fix-its [%s]", f->fixits.len, f->rule);
	if (!*x->replacement)
		return xasprintf("remove the text [%s]", f->rule);
	return xasprintf("change to '%s' [%s]", x->replacement, f->rule);
}

/* The "changes" of a WorkspaceEdit: the fix-its grouped by file, in order. */
static void write_changes(struct json_writer *w, const struct finding *f,
			  const struct lsp_format *fmt)
{
	struct ptrvec files = PTRVEC_INIT;
	size_t i, j;

	for (i = 0; i < f->fixits.len; i++) {
		char *path = loc_path(&((struct fixit *)f->fixits.items[i])->begin);

		for (j = 0; path && j < files.len; j++)
			if (strcmp(files.items[j], path) == 0)
				break;
		if (path && j == files.len)
			ptrvec_push(&files, path);
		else
			free(path);
	}
	json_key(w, "changes");
	json_begin_object(w);
	for (j = 0; j < files.len; j++) {
		char *uri = path_to_uri(files.items[j]);

		json_key(w, uri);
		json_begin_array(w);
		for (i = 0; i < f->fixits.len; i++) {
			const struct fixit *x = f->fixits.items[i];

			if (!loc_in(&x->begin, files.items[j]))
				continue;
			json_begin_object(w);
			write_span(w, files.items[j], x->begin.line, x->begin.col, x->end.line,
				   x->end.col, fmt);
			json_kv_string(w, "newText", x->replacement);
			json_end_object(w);
		}
		json_end_array(w);
		free(uri);
	}
	json_end_object(w);
	ptrvec_free_all(&files);
}

void diagnostics_code_actions(struct json_writer *w, const struct findings *fs, const char *path,
			      unsigned first, unsigned last, const struct lsp_format *fmt)
{
	size_t i;

	json_begin_array(w);
	for (i = 0; i < fs->items.len; i++) {
		const struct finding *f = fs->items.items[i];
		const struct tc_loc *anchor = anchor_in(f, path);
		char *title;

		if (!anchor || !f->fixits.len || anchor->line < first || anchor->line > last)
			continue;
		title = fix_title(f);
		json_begin_object(w);
		json_kv_string(w, "title", title);
		json_kv_string(w, "kind", "quickfix");
		json_key(w, "diagnostics");
		json_begin_array(w);
		write_diagnostic(w, f, anchor, fmt);
		json_end_array(w);
		json_key(w, "isPreferred");
		json_bool(w, 1);
		json_key(w, "edit");
		json_begin_object(w);
		write_changes(w, f, fmt);
		json_end_object(w);
		json_end_object(w);
		free(title);
	}
	json_end_array(w);
}
