/*
 * The language server's state, shared by its protocol modules: server.c
 * (the loop, dispatch, the lifecycle), handlers.c (documents, workspace
 * events, code actions) and publish.c (analysis runs, progress and
 * diagnostics). Not for use outside checker/lsp/.
 */
#ifndef TIMERCHECK_LSP_SERVER_H
#define TIMERCHECK_LSP_SERVER_H

#include "analysis/findings.h"
#include "analysis/packs.h"
#include "input/cli.h"
#include "lsp/documents.h"
#include "lsp/rpc.h"
#include "lsp/scheduler.h"
#include "lsp/transport.h"
#include "lsp/workspace.h"
#include "support/json_reader.h"

struct server {
	const struct cli *cli;
	const struct model *model;
	struct rpc rpc;
	struct lsp_reader in;		/* standard input */
	int input_ended;		/* the client closed it */
	struct documents docs;
	struct workspace ws;
	struct scheduler sched;
	struct findings findings;	/* of the last analysis */
	int analysed;			/* findings holds a result */
	int initialized;		/* initialize was answered */
	int shutdown;			/* shutdown was answered */
	int exit;			/* exit arrived */
	int utf16;			/* positions in UTF-16 code units (else UTF-8 bytes) */
	int client_progress;		/* the client takes window/workDoneProgress/create */
	int client_watches;		/* the client registers file watchers dynamically */
	long long progress_request;	/* id of our pending create request, or 0 */
	int progress_ok;		/* the client accepted our progress token */
	int first_done;			/* the first whole analysis ran */
	long long progress_sent;	/* when the last progress report went out */
	unsigned progress_percent;
	int progress_running;		/* $/progress begun and not ended */
	char *last_message;		/* the last problem shown, so a repeat is not shown again */
};

/*
 * Handles what the client has sent, without waiting: called between TUs
 * while an analysis runs, so requests are answered and edits taken meanwhile.
 * When the client says exit or goes away meanwhile, the process ends here.
 */
void server_poll_input(struct server *s);

/* Handlers of notifications and requests about documents and the workspace (handlers.c). */
void handle_did_open(struct server *s, const struct json_value *params);
void handle_did_change(struct server *s, const struct json_value *params);
void handle_did_save(struct server *s, const struct json_value *params);
void handle_did_close(struct server *s, const struct json_value *params);
void handle_watched_files(struct server *s, const struct json_value *params);
void handle_code_action(struct server *s, const struct json_value *id,
			const struct json_value *params);

/* Runs the analysis that is due and publishes what changed (publish.c). */
void publish_analyse(struct server *s);
/* Publishes uri's diagnostics array (JSON text) at version (< 0: none). */
void publish_diagnostics(struct server *s, const char *uri, long long version,
			 const char *array);
/* Asks the client for a progress token and for file watchers, after "initialized". */
void publish_register(struct server *s);
/* Handles the client's answer to one of our requests. */
void publish_response(struct server *s, const struct json_value *msg);

/* The base URI of the rule pages (--doc-uri, else the build's), or NULL. */
const char *server_doc_uri(const struct server *s);

/* Members of params: NULL when absent or of another type. */
const char *param_string(const struct json_value *obj, const char *key);
const struct json_value *param_object(const struct json_value *obj, const char *key);

#endif
