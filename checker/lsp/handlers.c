/*
 * The protocol's document and workspace handlers (see server.h): open,
 * change (full text), save and close of buffers, files changed on disk,
 * and code actions from the last analysis's fix-its. Each change only
 * updates the store and tells the scheduler; publish.c analyses.
 */
#include "lsp/server.h"

#include <stdlib.h>
#include <string.h>

#include "lsp/diagnostics.h"

static long long version_of(const struct json_value *doc)
{
	long long v = -1;

	json_integer(json_get(doc, "version"), &v);
	return v;
}

/* The open document params.textDocument names, or NULL after logging why. */
static struct document *document_of(struct server *s, const struct json_value *params,
				    const char *method)
{
	const char *uri = param_string(param_object(params, "textDocument"), "uri");
	struct document *d = uri ? documents_find(&s->docs, uri) : NULL;

	if (!uri)
		rpc_log(&s->rpc, 1, "timercheck: %s without textDocument.uri", method);
	else if (!d)
		rpc_log(&s->rpc, 3, "timercheck: %s: '%s' is not open", method, uri);
	return d;
}

void handle_did_open(struct server *s, const struct json_value *params)
{
	const struct json_value *doc = param_object(params, "textDocument");
	const struct json_value *text = json_get(doc, "text");
	const char *uri = param_string(doc, "uri");

	if (!uri || !text || text->type != JSON_STRING) {
		rpc_log(&s->rpc, 1, "timercheck: didOpen without textDocument.uri and .text");
		return;
	}
	if (!documents_open(&s->docs, uri, text->u.text, text->len, version_of(doc))) {
		rpc_log(&s->rpc, 3, "timercheck: '%s' is not a local file: not analysed", uri);
		return;
	}
	scheduler_soon(&s->sched, scheduler_now(), LSP_DEBOUNCE_SOON);
}

void handle_did_change(struct server *s, const struct json_value *params)
{
	struct document *d = document_of(s, params, "didChange");
	const struct json_value *changes = json_get(params, "contentChanges");
	const struct json_value *last, *text;

	if (!d)
		return;
	if (!changes || changes->type != JSON_ARRAY || !changes->len) {
		rpc_log(&s->rpc, 1, "timercheck: didChange without contentChanges");
		return;
	}
	/* Full synchronisation: the last change holds the whole buffer. */
	last = json_at(changes, changes->len - 1);
	text = json_get(last, "text");
	if (!text || text->type != JSON_STRING || json_get(last, "range")) {
		rpc_log(&s->rpc, 1, "timercheck: didChange without the whole text "
				    "(the server asked for full synchronisation)");
		return;
	}
	documents_set_text(d, text->u.text, text->len,
			   version_of(param_object(params, "textDocument")));
	scheduler_after(&s->sched, scheduler_now(), LSP_DEBOUNCE_EDIT);
}

void handle_did_save(struct server *s, const struct json_value *params)
{
	if (document_of(s, params, "didSave"))
		scheduler_soon(&s->sched, scheduler_now(), LSP_DEBOUNCE_SOON);
}

void handle_did_close(struct server *s, const struct json_value *params)
{
	struct document *d = document_of(s, params, "didClose");

	if (!d)
		return;
	/* The editor keeps a closed file's diagnostics unless told otherwise. */
	publish_diagnostics(s, d->uri, -1, "[]");
	documents_close(&s->docs, d);
	/* Its buffer no longer stands in for the file: other files' findings may change. */
	scheduler_soon(&s->sched, scheduler_now(), LSP_DEBOUNCE_SOON);
}

void handle_watched_files(struct server *s, const struct json_value *params)
{
	const struct json_value *changes = json_get(params, "changes");
	size_t i;

	if (!changes || changes->type != JSON_ARRAY)
		return;
	for (i = 0; i < changes->len; i++) {
		const char *uri = param_string(json_at(changes, i), "uri");

		if (uri && ends_with(uri, "/compile_commands.json"))
			s->sched.reload = 1;
	}
	scheduler_soon(&s->sched, scheduler_now(), LSP_DEBOUNCE_FILES);
}

/* params.range's first and last lines, from 1. Returns -1 when it is not a range. */
static int range_lines(const struct json_value *params, unsigned *first, unsigned *last)
{
	const struct json_value *range = param_object(params, "range");
	long long a, b;

	if (json_integer(json_get(param_object(range, "start"), "line"), &a) != 0 ||
	    json_integer(json_get(param_object(range, "end"), "line"), &b) != 0 || a < 0 ||
	    b < a || b >= 0xfffffffeLL)
		return -1;
	*first = (unsigned)a + 1;
	*last = (unsigned)b + 1;
	return 0;
}

void handle_code_action(struct server *s, const struct json_value *id,
			const struct json_value *params)
{
	const char *uri = param_string(param_object(params, "textDocument"), "uri");
	struct document *d = uri ? documents_find(&s->docs, uri) : NULL;
	struct lsp_format fmt = { s->utf16, NULL, server_doc_uri(s) };
	struct srcmap sources = SRCMAP_INIT;
	struct rpc_message m;
	unsigned first, last;
	char *path;

	if (!uri || range_lines(params, &first, &last) != 0) {
		rpc_error(&s->rpc, id, RPC_INVALID_PARAMS,
			  "codeAction needs textDocument.uri and a range");
		return;
	}
	path = d ? xstrdup(d->path) : uri_to_path(uri);
	rpc_begin_response(&m, id);
	json_key(&m.w, "result");
	if (!path) {
		json_begin_array(&m.w);
		json_end_array(&m.w);
	} else {
		size_t i;

		for (i = 0; i < s->docs.open.len; i++) {
			const struct document *o = s->docs.open.items[i];

			srcmap_set(&sources, o->path, o->text, o->len);
		}
		fmt.sources = &sources;
		diagnostics_code_actions(&m.w, &s->findings, path, first, last, &fmt);
	}
	rpc_send(&s->rpc, &m);
	srcmap_release(&sources);
	free(path);
}
