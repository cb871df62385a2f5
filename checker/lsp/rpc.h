/*
 * JSON-RPC 2.0 messages of the language server, written with the JSON
 * writer into memory and sent through the transport: responses, errors,
 * notifications and the server's own requests. Reading is json_reader.h's.
 */
#ifndef TIMERCHECK_LSP_RPC_H
#define TIMERCHECK_LSP_RPC_H

#include <stdio.h>

#include "support/json_reader.h"
#include "support/json_writer.h"
#include "support/util.h"

/* JSON-RPC's and the Language Server Protocol's error codes. */
enum rpc_error {
	RPC_PARSE_ERROR = -32700,
	RPC_INVALID_REQUEST = -32600,
	RPC_METHOD_NOT_FOUND = -32601,
	RPC_INVALID_PARAMS = -32602,
	RPC_INTERNAL_ERROR = -32603,
	RPC_SERVER_NOT_INITIALIZED = -32002,
};

struct rpc {
	int fd;			/* where messages go */
	int broken;		/* a write failed: the client is gone */
	long long next_id;	/* of the server's next request */
};

/* A message being written: w writes inside its top-level object. */
struct rpc_message {
	char *buf;
	size_t len;
	FILE *f;
	struct json_writer w;
};

/* Starts a response to the request whose id is id (a number, a string or NULL for null). */
void rpc_begin_response(struct rpc_message *m, const struct json_value *id);
/* Starts a notification; the caller writes "params" if it has any. */
void rpc_begin_notification(struct rpc_message *m, const char *method);
/* Starts a request of the server's own; returns its id. */
long long rpc_begin_request(struct rpc *r, struct rpc_message *m, const char *method);
/* Ends and sends m; a failed write sets r->broken. */
void rpc_send(struct rpc *r, struct rpc_message *m);
/* Sends a body built elsewhere (a whole JSON-RPC object). */
void rpc_send_raw(struct rpc *r, const char *body, size_t len);

/* Sends an error response; id may be NULL (null). */
void rpc_error(struct rpc *r, const struct json_value *id, int code, const char *fmt, ...)
	TC_PRINTF(4, 5);
/* window/logMessage (type 1 error ... 4 log) and window/showMessage. */
void rpc_log(struct rpc *r, int type, const char *fmt, ...) TC_PRINTF(3, 4);
void rpc_show(struct rpc *r, int type, const char *fmt, ...) TC_PRINTF(3, 4);

#endif
