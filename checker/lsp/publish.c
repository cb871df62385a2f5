/*
 * Analysis runs and what the client sees of them (see server.h): the
 * progress token and file watchers asked for after "initialized",
 * $/progress while the first whole analysis runs, and publishDiagnostics
 * for every open file that changed (a new version of its buffer) or whose
 * diagnostics changed, an empty array included, so a change in one buffer
 * updates or clears the findings it affects in every other open file.
 */
#include "lsp/server.h"

#include <stdlib.h>
#include <string.h>

#include "lsp/diagnostics.h"

/* Base URI of the rule pages (cmake -DTIMERCHECK_DOC_URI=...), as for SARIF. */
#ifndef TIMERCHECK_DOC_URI
#define TIMERCHECK_DOC_URI ""
#endif

#define PROGRESS_TOKEN "timercheck/analysis"
#define PROGRESS_INTERVAL 200	/* ms between two reports at most */

const char *server_doc_uri(const struct server *s)
{
	if (s->cli->doc_uri)
		return s->cli->doc_uri;
	return *TIMERCHECK_DOC_URI ? TIMERCHECK_DOC_URI : NULL;
}

void publish_register(struct server *s)
{
	static const char *const globs[] = { "**/*.c", "**/*.h", "**/compile_commands.json" };
	struct rpc_message m;
	size_t i;

	if (s->client_watches) {
		rpc_begin_request(&s->rpc, &m, "client/registerCapability");
		json_key(&m.w, "params");
		json_begin_object(&m.w);
		json_key(&m.w, "registrations");
		json_begin_array(&m.w);
		json_begin_object(&m.w);
		json_kv_string(&m.w, "id", "timercheck-watched-files");
		json_kv_string(&m.w, "method", "workspace/didChangeWatchedFiles");
		json_key(&m.w, "registerOptions");
		json_begin_object(&m.w);
		json_key(&m.w, "watchers");
		json_begin_array(&m.w);
		for (i = 0; i < sizeof(globs) / sizeof(globs[0]); i++) {
			json_begin_object(&m.w);
			json_kv_string(&m.w, "globPattern", globs[i]);
			json_end_object(&m.w);
		}
		json_end_array(&m.w);
		json_end_object(&m.w);
		json_end_object(&m.w);
		json_end_array(&m.w);
		json_end_object(&m.w);
		rpc_send(&s->rpc, &m);
	}
	if (s->client_progress) {
		s->progress_request = rpc_begin_request(&s->rpc, &m, "window/workDoneProgress/create");
		json_key(&m.w, "params");
		json_begin_object(&m.w);
		json_kv_string(&m.w, "token", PROGRESS_TOKEN);
		json_end_object(&m.w);
		rpc_send(&s->rpc, &m);
		/* The token may be used once the client has answered. */
		scheduler_hold(&s->sched, scheduler_now());
	}
	/* The whole database is analysed at once, in the background of the editor. */
	scheduler_soon(&s->sched, scheduler_now(), 0);
}

void publish_response(struct server *s, const struct json_value *msg)
{
	long long id;

	if (json_integer(json_get(msg, "id"), &id) != 0 || !s->progress_request ||
	    id != s->progress_request)
		return;
	s->progress_request = 0;
	s->progress_ok = !json_get(msg, "error");
	scheduler_release(&s->sched);
}

static void progress(struct server *s, const char *kind, const char *message, int percent)
{
	struct rpc_message m;

	rpc_begin_notification(&m, "$/progress");
	json_key(&m.w, "params");
	json_begin_object(&m.w);
	json_kv_string(&m.w, "token", PROGRESS_TOKEN);
	json_key(&m.w, "value");
	json_begin_object(&m.w);
	json_kv_string(&m.w, "kind", kind);
	if (strcmp(kind, "begin") == 0) {
		json_kv_string(&m.w, "title", "timercheck");
		json_key(&m.w, "cancellable");
		json_bool(&m.w, 0);
	}
	if (message)
		json_kv_string(&m.w, "message", message);
	if (percent >= 0)
		json_kv_int(&m.w, "percentage", percent);
	json_end_object(&m.w);
	json_end_object(&m.w);
	rpc_send(&s->rpc, &m);
}

/* Between two TUs: the client's messages, and the first analysis's progress. */
static void between_tus(size_t done, size_t total, const char *file, void *data)
{
	struct server *s = data;
	unsigned percent = total ? (unsigned)(done * 100 / total) : 100;
	long long now = scheduler_now();
	char *message;

	(void)file;	/* NULL: time passes in a long TU */
	server_poll_input(s);
	if (!s->progress_running || percent == s->progress_percent ||
	    now - s->progress_sent < PROGRESS_INTERVAL)
		return;
	s->progress_percent = percent;
	s->progress_sent = now;
	message = xasprintf("%zu/%zu files", done, total);
	progress(s, "report", message, (int)percent);
	free(message);
}

void publish_diagnostics(struct server *s, const char *uri, long long version, const char *array)
{
	FILE *out;
	char *buf = NULL;
	size_t len = 0;

	/* The array is JSON already: the notification is put together around it. */
	out = open_memstream(&buf, &len);
	if (!out)
		out_of_memory("a notification");
	fputs("{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/publishDiagnostics\","
	      "\"params\":{\"uri\":\"", out);
	json_write_escaped(out, uri, strlen(uri));
	fputc('"', out);
	if (version >= 0)
		fprintf(out, ",\"version\":%lld", version);
	fprintf(out, ",\"diagnostics\":%s}}", array);
	if (fclose(out) != 0)
		out_of_memory("a notification");
	rpc_send_raw(&s->rpc, buf, len);
	free(buf);
}

/* Shows a problem once: the same message after every keystroke would be noise. */
static void show_once(struct server *s, const char *message)
{
	if (s->last_message && message && strcmp(s->last_message, message) == 0)
		return;
	free(s->last_message);
	s->last_message = message ? xstrdup(message) : NULL;
	if (message)
		rpc_show(&s->rpc, 2, "timercheck: %s", message);
}

/*
 * Publishes d's diagnostics from fs unless they were published already for
 * this version, and only for the version being analysed.
 */
static void publish_document(struct server *s, struct document *d, const struct findings *fs,
			     const struct lsp_format *fmt)
{
	char *array;

	/* Opened or changed while the analysis ran: the next one is for it. */
	if (!d->analysing || d->analysed_generation != d->generation)
		return;
	array = diagnostics_for_file(fs, d->path, fmt);

	/* Every new version of a buffer gets its diagnostics, even the same ones. */
	if (d->published && d->published_version == d->version &&
	    strcmp(d->published, array) == 0) {
		free(array);
		return;
	}
	publish_diagnostics(s, d->uri, d->version, array);
	free(d->published);
	d->published = array;
	d->published_version = d->version;
}

static void buffers_of(const struct server *s, struct srcmap *sources)
{
	size_t i;

	for (i = 0; i < s->docs.open.len; i++) {
		const struct document *d = s->docs.open.items[i];

		srcmap_set(sources, d->path, d->text, d->len);
	}
}

static void publish_all(struct server *s)
{
	struct srcmap sources = SRCMAP_INIT;
	struct lsp_format fmt = { s->utf16, &sources, server_doc_uri(s) };
	size_t i;

	buffers_of(s, &sources);
	for (i = 0; i < s->docs.open.len; i++)
		publish_document(s, s->docs.open.items[i], &s->findings, &fmt);
	srcmap_release(&sources);
}

/* An open file's own TU finished: its findings go out before the join's. */
static void publish_provisional(const char *file, const struct findings *fs, void *data)
{
	struct server *s = data;
	struct document *d = documents_find_path(&s->docs, file);
	struct srcmap sources = SRCMAP_INIT;
	struct lsp_format fmt = { s->utf16, &sources, server_doc_uri(s) };

	/* A version that has its whole result already keeps it: no flicker back. */
	if (!d || (d->published && d->published_version == d->version))
		return;
	buffers_of(s, &sources);
	publish_document(s, d, fs, &fmt);
	srcmap_release(&sources);
}

/* A TU put in quarantine: a warning the user sees (window/showMessage). */
static void publish_notice(const char *message, void *data)
{
	struct server *s = data;

	rpc_show(&s->rpc, 2, "timercheck: %s", message);
}

void publish_analyse(struct server *s)
{
	int with_progress = !s->first_done && s->progress_ok;
	char *message = NULL, *reload = NULL;
	struct findings fresh = FINDINGS_INIT;
	struct lsp_hooks hooks = { between_tus, publish_provisional, publish_notice, s };
	size_t i;
	int ret;

	if (s->sched.reload) {
		s->sched.reload = 0;
		workspace_reload(&s->ws, &reload);
	}
	/* What the analysis sees: publish_all() publishes only for these versions. */
	for (i = 0; i < s->docs.open.len; i++) {
		struct document *d = s->docs.open.items[i];

		d->analysing = 1;
		d->analysed_generation = d->generation;
	}
	if (with_progress) {
		s->progress_percent = 0;
		s->progress_sent = scheduler_now();
		s->progress_running = 1;
		progress(s, "begin", "analysing the compile database", 0);
	}
	ret = lsp_analyse(&s->ws, &s->docs, &hooks, &fresh, &message);
	/* Info level: a borrowed command is a guess the user may want to know about. */
	for (i = 0; i < s->ws.notes.len; i++) {
		rpc_log(&s->rpc, 3, "timercheck: %s", (char *)s->ws.notes.items[i]);
		free(s->ws.notes.items[i]);
	}
	s->ws.notes.len = 0;
	if (ret == 0) {
		findings_release(&s->findings);
		s->findings = fresh;
		s->analysed = 1;
	} else {
		findings_release(&fresh);
	}
	if (with_progress) {
		size_t n = s->findings.items.len;
		char *done = xasprintf("%zu file%s analysed, %zu finding%s", s->ws.tus,
				       s->ws.tus == 1 ? "" : "s", n, n == 1 ? "" : "s");

		progress(s, "end", done, -1);
		free(done);
		s->progress_running = 0;
	}
	s->first_done = 1;
	show_once(s, reload ? reload : message);
	free(reload);
	free(message);
	if (s->analysed)
		publish_all(s);
}
