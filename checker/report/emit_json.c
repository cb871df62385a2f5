/*
 * The JSON emitter: a document with one object per finding, for scripts
 * and dashboards. docs/output-formats.md documents the schema; change it
 * only by adding members (and bump "version" when a member changes meaning).
 * This file also holds the parseable fix-it printer and the macro chain
 * helper that the other emitters share.
 */
#include "report/emit.h"

#include <stdlib.h>
#include <string.h>

#include "support/json_writer.h"

#define JSON_FORMAT_VERSION 1

void output_macro_chain(const struct finding *f, struct ptrvec *out, int *owned)
{
	static const char prefix[] = "expanded from macro '";
	size_t i;

	*owned = 0;
	if (f->macros.len) {
		for (i = 0; i < f->macros.len; i++)
			ptrvec_push(out, f->macros.items[i]);
		return;
	}
	for (i = 0; i < f->notes.len; i++) {
		const struct note *n = f->notes.items[i];
		size_t len = strlen(n->message);
		struct macro_step *m;

		if (!starts_with(n->message, prefix) || len <= sizeof(prefix) ||
		    n->message[len - 1] != '\'')
			continue;
		m = xcalloc(1, sizeof(*m));
		m->macro = xstrndup(n->message + sizeof(prefix) - 1, len - sizeof(prefix));
		m->loc = n->loc;
		m->loc.file = n->loc.file ? xstrdup(n->loc.file) : NULL;
		ptrvec_push(out, m);
		*owned = 1;
	}
}

void output_macro_chain_release(struct ptrvec *chain, int owned)
{
	size_t i;

	for (i = 0; owned && i < chain->len; i++) {
		struct macro_step *m = chain->items[i];

		free(m->macro);
		free(m->loc.file);
		free(m);
	}
	ptrvec_release(chain);
}

/* Writes s escaped as clang's raw_ostream::write_escaped does. */
static void write_clang_escaped(FILE *out, const char *s)
{
	const unsigned char *p;

	for (p = (const unsigned char *)s; *p; p++) {
		switch (*p) {
		case '\\': fputs("\\\\", out); break;
		case '\t': fputs("\\t", out); break;
		case '\n': fputs("\\n", out); break;
		case '"': fputs("\\\"", out); break;
		default:
			if (*p < 0x20 || *p >= 0x7f)
				fprintf(out, "\\%03o", *p);
			else
				fputc(*p, out);
		}
	}
}

void output_fixits_parseable(FILE *out, const struct finding *f)
{
	size_t i;

	for (i = 0; i < f->fixits.len; i++) {
		const struct fixit *x = f->fixits.items[i];

		fputs("fix-it:\"", out);
		write_clang_escaped(out, x->begin.file ? x->begin.file : "");
		fprintf(out, "\":{%u:%u-%u:%u}:\"", x->begin.line, x->begin.col, x->end.line,
			x->end.col);
		write_clang_escaped(out, x->replacement);
		fputs("\"\n", out);
	}
}

/* "file", "line", "column" members; unknown parts are null. */
static void loc_members(struct json_writer *w, const struct tc_loc *loc)
{
	json_kv_string(w, "file", loc->file ? output_display_path(loc->file) : NULL);
	json_key(w, "line");
	if (loc->line)
		json_int(w, loc->line);
	else
		json_null(w);
	json_key(w, "column");
	if (loc->line && loc->col)
		json_int(w, loc->col);
	else
		json_null(w);
}

static void finding_json(struct json_writer *w, const struct finding *f)
{
	struct ptrvec chain = PTRVEC_INIT;
	int owned;
	size_t i;

	json_begin_object(w);
	json_kv_string(w, "rule", f->rule);
	json_kv_string(w, "severity", severity_name(f->severity));
	loc_members(w, &f->loc);
	json_kv_string(w, "message", f->message);
	json_kv_string(w, "function", f->function);
	json_kv_string(w, "fingerprint", f->fingerprint);
	if (f->inferred) {
		json_key(w, "inferred");
		json_bool(w, 1);
	}
	if (f->called_by.len) {
		/* Where a cast function is really called through the cast (analysis/called_casts.h). */
		json_key(w, "called_by");
		json_begin_array(w);
		for (i = 0; i < f->called_by.len; i++) {
			const struct finding_call *c = f->called_by.items[i];

			json_begin_object(w);
			loc_members(w, &c->loc);
			json_kv_string(w, "through", c->through);
			json_kv_string(w, "passed", c->passed);
			json_key(w, "other_object");
			json_bool(w, c->other_object);
			json_end_object(w);
		}
		json_end_array(w);
	}

	json_key(w, "notes");
	json_begin_array(w);
	for (i = 0; i < f->notes.len; i++) {
		const struct note *n = f->notes.items[i];

		json_begin_object(w);
		loc_members(w, &n->loc);
		json_kv_string(w, "message", n->message);
		json_end_object(w);
	}
	json_end_array(w);

	output_macro_chain(f, &chain, &owned);
	json_key(w, "macro_expansion");
	json_begin_array(w);
	for (i = 0; i < chain.len; i++) {
		const struct macro_step *m = chain.items[i];

		json_begin_object(w);
		json_kv_string(w, "macro", m->macro);
		loc_members(w, &m->loc);
		json_end_object(w);
	}
	json_end_array(w);
	output_macro_chain_release(&chain, owned);

	json_key(w, "fixits");
	json_begin_array(w);
	for (i = 0; i < f->fixits.len; i++) {
		const struct fixit *x = f->fixits.items[i];

		json_begin_object(w);
		json_kv_string(w, "file", x->begin.file ? output_display_path(x->begin.file) : NULL);
		json_kv_int(w, "begin_line", x->begin.line);
		json_kv_int(w, "begin_column", x->begin.col);
		json_kv_int(w, "end_line", x->end.line);
		json_kv_int(w, "end_column", x->end.col);
		json_kv_string(w, "replacement", x->replacement);
		json_end_object(w);
	}
	json_end_array(w);
	json_end_object(w);
}

/* --coverage's table (docs/output-formats.md, "coverage"). */
static void coverage_json(struct json_writer *w, const struct coverage *cov)
{
	size_t i, k;

	json_key(w, "coverage");
	json_begin_object(w);
	json_key(w, "packs");
	json_begin_array(w);
	for (i = 0; i < cov->packs.len; i++)
		json_string(w, cov->packs.items[i]);
	json_end_array(w);
	json_kv_int(w, "tus", (long long)cov->tus);
	json_key(w, "apis");
	json_begin_array(w);
	for (i = 0; i < cov->rows.len; i++) {
		const struct coverage_row *r = cov->rows.items[i];

		json_begin_object(w);
		json_kv_string(w, "api", r->api);
		json_kv_string(w, "pack", r->pack);
		json_key(w, "inferred");
		json_bool(w, r->inferred);
		json_kv_int(w, "found", (long long)r->found);
		json_kv_int(w, "verified", (long long)r->verified);
		json_kv_int(w, "reported", (long long)r->reported);
		json_kv_int(w, "unknown", (long long)r->unknown);
		json_end_object(w);
	}
	json_end_array(w);
	json_key(w, "unknown");
	json_begin_array(w);
	for (i = 0; i < cov->rows.len; i++) {
		const struct coverage_row *r = cov->rows.items[i];

		for (k = 0; k < r->sites.len; k++) {
			const struct coverage_site *s = r->sites.items[k];

			if (s->state != COVERAGE_STATE_UNKNOWN)
				continue;
			json_begin_object(w);
			json_kv_string(w, "api", r->api);
			json_kv_string(w, "file", s->loc.file ? output_display_path(s->loc.file) : NULL);
			json_kv_int(w, "line", s->loc.line);
			json_kv_string(w, "callback", s->callback);
			json_kv_string(w, "reason", s->reason);
			json_end_object(w);
		}
	}
	json_end_array(w);
	json_end_object(w);
}

void output_json(FILE *out, const struct findings *fs, const struct output_options *opts)
{
	struct json_writer w;
	size_t i;

	json_init(&w, out);
	json_begin_object(&w);
	json_kv_int(&w, "version", JSON_FORMAT_VERSION);
	json_key(&w, "tool");
	json_begin_object(&w);
	json_kv_string(&w, "name", "timercheck");
	json_kv_string(&w, "version", opts->tool_version);
	json_end_object(&w);
	json_key(&w, "findings");
	json_begin_array(&w);
	for (i = 0; i < fs->items.len; i++)
		finding_json(&w, fs->items.items[i]);
	json_end_array(&w);
	if (opts->coverage)
		coverage_json(&w, opts->coverage);
	json_end_object(&w);
	json_finish(&w);
}
