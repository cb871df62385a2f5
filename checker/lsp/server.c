/*
 * The language server's loop and lifecycle (see lsp.h): poll standard input
 * with the debounce timer's timeout, take every complete frame, check that
 * it is a JSON-RPC message, dispatch it, and run the analysis when it is
 * due; while it runs, input is handled between TUs (server_poll_input). initialize, initialized, shutdown and exit are handled here; a
 * malformed frame or message gets a JSON-RPC error and the loop goes on.
 */
#include "lsp/lsp.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lsp/server.h"
#include "lsp/transport.h"
#include "support/paths.h"

#ifndef TIMERCHECK_VERSION
#define TIMERCHECK_VERSION "0.0.0"
#endif

/* Bounds on one message's tree: a document of 64 MiB is one string, not millions of values. */
static const struct json_limits message_limits = { LSP_MAX_MESSAGE, 64, 1u << 20 };

const char *param_string(const struct json_value *obj, const char *key)
{
	return json_text(json_get(obj, key));
}

const struct json_value *param_object(const struct json_value *obj, const char *key)
{
	const struct json_value *v = json_get(obj, key);

	return v && v->type == JSON_OBJECT ? v : NULL;
}

/* The folder the editor opened: rootUri, else the first workspace folder, else rootPath. */
static char *root_of(const struct json_value *params)
{
	const struct json_value *folders = json_get(params, "workspaceFolders");
	const char *uri = param_string(params, "rootUri");
	const char *path = param_string(params, "rootPath");

	if (!uri && folders && folders->type == JSON_ARRAY && folders->len)
		uri = param_string(json_at(folders, 0), "uri");
	if (uri)
		return uri_to_path(uri);
	if (path && *path)
		return path_absolute(path, NULL);
	return path_cwd();
}

static int offers(const struct json_value *list, const char *value)
{
	size_t i;

	for (i = 0; list && list->type == JSON_ARRAY && i < list->len; i++)
		if (json_text(json_at(list, i)) && strcmp(json_text(json_at(list, i)), value) == 0)
			return 1;
	return 0;
}

static int flag(const struct json_value *obj, const char *a, const char *b)
{
	const struct json_value *v = json_get(param_object(obj, a), b);

	return v && v->type == JSON_BOOL && v->u.boolean;
}

static void write_capabilities(struct server *s, struct json_writer *w)
{
	json_key(w, "capabilities");
	json_begin_object(w);
	json_kv_string(w, "positionEncoding", s->utf16 ? "utf-16" : "utf-8");
	json_key(w, "textDocumentSync");
	json_begin_object(w);
	json_key(w, "openClose");
	json_bool(w, 1);
	json_kv_int(w, "change", 1);	/* Full: every change sends the whole buffer */
	json_key(w, "save");
	json_begin_object(w);
	json_key(w, "includeText");
	json_bool(w, 0);
	json_end_object(w);
	json_end_object(w);
	json_key(w, "codeActionProvider");
	json_begin_object(w);
	json_key(w, "codeActionKinds");
	json_begin_array(w);
	json_string(w, "quickfix");
	json_end_array(w);
	json_end_object(w);
	json_end_object(w);
	json_key(w, "serverInfo");
	json_begin_object(w);
	json_kv_string(w, "name", "timercheck");
	json_kv_string(w, "version", TIMERCHECK_VERSION);
	json_end_object(w);
}

static void handle_initialize(struct server *s, const struct json_value *id,
			      const struct json_value *params)
{
	const struct json_value *caps = param_object(params, "capabilities");
	struct rpc_message m;
	char *root, *message = NULL;

	if (s->initialized) {
		rpc_error(&s->rpc, id, RPC_INVALID_REQUEST, "initialize was already sent");
		return;
	}
	root = params ? root_of(params) : NULL;
	if (!root) {
		rpc_error(&s->rpc, id, RPC_INVALID_PARAMS,
			  "initialize: the root is not a file: URI of a local folder");
		return;
	}
	s->utf16 = !offers(json_get(param_object(caps, "general"), "positionEncodings"), "utf-8");
	s->client_progress = flag(caps, "window", "workDoneProgress");
	s->client_watches = flag(param_object(caps, "workspace"), "didChangeWatchedFiles",
				 "dynamicRegistration");
	workspace_init(&s->ws, s->cli, s->model, root, &message);
	/*
	 * Work in the root, as a build would: relative file names libclang prints
	 * resolve there, and where the editor happened to start the server
	 * (often / or the home folder) does not matter.
	 */
	if (chdir(root) != 0)
		rpc_log(&s->rpc, 2, "timercheck: cannot work in '%s': %s", root, strerror(errno));
	free(root);

	rpc_begin_response(&m, id);
	json_key(&m.w, "result");
	json_begin_object(&m.w);
	write_capabilities(s, &m.w);
	json_end_object(&m.w);
	rpc_send(&s->rpc, &m);
	s->initialized = 1;
	if (message) {
		rpc_show(&s->rpc, 2, "timercheck: %s", message);
		free(message);
	}
}

static void handle_request(struct server *s, const char *method, const struct json_value *id,
			   const struct json_value *params)
{
	if (strcmp(method, "initialize") == 0) {
		handle_initialize(s, id, params);
	} else if (!s->initialized) {
		rpc_error(&s->rpc, id, RPC_SERVER_NOT_INITIALIZED,
			  "the server is not initialized: send initialize first");
	} else if (s->shutdown) {
		rpc_error(&s->rpc, id, RPC_INVALID_REQUEST, "the server is shut down");
	} else if (strcmp(method, "shutdown") == 0) {
		struct rpc_message m;

		s->shutdown = 1;
		rpc_begin_response(&m, id);
		json_key(&m.w, "result");
		json_null(&m.w);
		rpc_send(&s->rpc, &m);
	} else if (strcmp(method, "textDocument/codeAction") == 0) {
		handle_code_action(s, id, params);
	} else {
		rpc_error(&s->rpc, id, RPC_METHOD_NOT_FOUND, "unknown method '%s'", method);
	}
}

static void handle_notification(struct server *s, const char *method,
				const struct json_value *params)
{
	if (strcmp(method, "exit") == 0) {
		s->exit = 1;
		return;
	}
	/* Before initialize, notifications are dropped; after shutdown, only exit counts. */
	if (!s->initialized || s->shutdown)
		return;
	if (strcmp(method, "initialized") == 0)
		publish_register(s);
	else if (strcmp(method, "textDocument/didOpen") == 0)
		handle_did_open(s, params);
	else if (strcmp(method, "textDocument/didChange") == 0)
		handle_did_change(s, params);
	else if (strcmp(method, "textDocument/didSave") == 0)
		handle_did_save(s, params);
	else if (strcmp(method, "textDocument/didClose") == 0)
		handle_did_close(s, params);
	else if (strcmp(method, "workspace/didChangeWatchedFiles") == 0)
		handle_watched_files(s, params);
	/* Anything else ($/cancelRequest, $/setTrace, configuration) needs nothing. */
}

static int valid_id(const struct json_value *id)
{
	long long n;

	return id->type == JSON_STRING || json_integer(id, &n) == 0;
}

/* One message: a request, a notification, or the client's answer to us. */
static void handle_message(struct server *s, const char *body, size_t len)
{
	struct json_value msg;
	const struct json_value *id, *params, *version;
	const char *method;
	char *err = NULL;

	if (json_parse(body, len, &message_limits, &msg, &err) != 0) {
		rpc_error(&s->rpc, NULL, RPC_PARSE_ERROR, "the message is not JSON: %s", err);
		free(err);
		return;
	}
	id = json_get(&msg, "id");
	method = param_string(&msg, "method");
	params = json_get(&msg, "params");
	version = json_get(&msg, "jsonrpc");
	if (msg.type != JSON_OBJECT || !version || !json_text(version) ||
	    strcmp(json_text(version), "2.0") != 0) {
		rpc_error(&s->rpc, NULL, RPC_INVALID_REQUEST,
			  "not a JSON-RPC 2.0 message (an object with \"jsonrpc\": \"2.0\")");
	} else if (id && !valid_id(id)) {
		rpc_error(&s->rpc, NULL, RPC_INVALID_REQUEST, "the id is not an integer or a string");
	} else if (!method && id && (json_get(&msg, "result") || json_get(&msg, "error"))) {
		publish_response(s, &msg);
	} else if (!method) {
		rpc_error(&s->rpc, id, RPC_INVALID_REQUEST, "a request without a method");
	} else if (params && params->type != JSON_OBJECT && params->type != JSON_ARRAY &&
		   params->type != JSON_NULL) {
		if (id)
			rpc_error(&s->rpc, id, RPC_INVALID_PARAMS, "params is not an object");
	} else if (id) {
		handle_request(s, method, id, params && params->type == JSON_OBJECT ? params : NULL);
	} else {
		handle_notification(s, method,
				    params && params->type == JSON_OBJECT ? params : NULL);
	}
	json_release(&msg);
}

/*
 * The protocol's output: a private copy of standard output. File descriptor
 * 1 then points at standard error, so nothing else (a library's message)
 * can corrupt the stream. Returns the copy, or -1.
 */
static int take_stdout(void)
{
	int fd = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);

	if (fd >= 0 && dup2(STDERR_FILENO, STDOUT_FILENO) < 0) {
		close(fd);
		return -1;
	}
	return fd;
}

/* Reads and handles what standard input has. Returns -1 at its end. */
static int read_input(struct server *s)
{
	struct lsp_reader *in = &s->in;
	ssize_t n = lsp_reader_fill(in);
	enum lsp_frame fr;
	char *body;
	size_t len = 0;

	if (n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN)) {
		s->input_ended = 1;
		return -1;
	}
	while (!s->exit && (fr = lsp_reader_next(in, &body, &len)) != LSP_FRAME_NONE) {
		if (fr == LSP_FRAME_ERROR)
			rpc_error(&s->rpc, NULL, RPC_PARSE_ERROR, "malformed frame: %s", body);
		else
			handle_message(s, body, len);
		free(body);
	}
	return 0;
}

void server_poll_input(struct server *s)
{
	struct pollfd pfd = { STDIN_FILENO, POLLIN, 0 };

	while (!s->exit && !s->input_ended && poll(&pfd, 1, 0) > 0)
		if (read_input(s) != 0)
			break;
	/*
	 * The client said exit, or went away, while an analysis runs. The engine
	 * cannot be stopped halfway, and the first analysis of a large database
	 * takes minutes nobody waits for now: the process ends here, with the
	 * protocol's status, and its workers with it (they die with their
	 * parent, worker.c).
	 */
	if (s->exit || s->input_ended)
		exit(s->exit && s->shutdown ? EXIT_CLEAN : EXIT_FINDINGS);
}

int lsp_serve(const struct cli *cli, const struct model *model)
{
	struct server s;
	int status;

	memset(&s, 0, sizeof(s));
	s.cli = cli;
	s.model = model;
	s.sched = (struct scheduler)SCHEDULER_INIT;
	s.utf16 = 1;
	s.rpc.fd = take_stdout();
	if (s.rpc.fd < 0) {
		fprintf(stderr, "timercheck: error: --lsp: cannot use standard output: %s\n",
			strerror(errno));
		return EXIT_INTERNAL;
	}
	/* A client that goes away makes write() fail with EPIPE, not kill the server. */
	signal(SIGPIPE, SIG_IGN);
	lsp_reader_init(&s.in, STDIN_FILENO);
	while (!s.exit && !s.input_ended && !s.rpc.broken) {
		struct pollfd pfd = { STDIN_FILENO, POLLIN, 0 };
		int ready = poll(&pfd, 1, scheduler_timeout(&s.sched, scheduler_now()));

		if (ready < 0 && errno != EINTR)
			break;
		if (ready > 0 && read_input(&s) != 0)
			break;
		if (!s.exit && scheduler_take(&s.sched, scheduler_now()))
			publish_analyse(&s);
	}
	status = s.exit && s.shutdown ? EXIT_CLEAN : EXIT_FINDINGS;
	lsp_reader_release(&s.in);
	findings_release(&s.findings);
	documents_release(&s.docs);
	if (s.initialized)
		workspace_release(&s.ws);
	free(s.last_message);
	close(s.rpc.fd);
	return status;
}
