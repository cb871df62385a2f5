/*
 * Writing and sending JSON-RPC messages (see rpc.h).
 */
#include "lsp/rpc.h"

#include <stdarg.h>
#include <stdlib.h>

#include "lsp/transport.h"

static void begin(struct rpc_message *m)
{
	m->buf = NULL;
	m->len = 0;
	m->f = open_memstream(&m->buf, &m->len);
	if (!m->f)
		out_of_memory("a message");
	json_init(&m->w, m->f);
	json_begin_object(&m->w);
	json_kv_string(&m->w, "jsonrpc", "2.0");
}

/* An id is an integer or a string (server.c refuses other ids, answering with null). */
static void write_id(struct json_writer *w, const struct json_value *id)
{
	long long n;

	json_key(w, "id");
	if (id && id->type == JSON_STRING)
		json_string_len(w, id->u.text, id->len);
	else if (id && json_integer(id, &n) == 0)
		json_int(w, n);
	else
		json_null(w);
}

void rpc_begin_response(struct rpc_message *m, const struct json_value *id)
{
	begin(m);
	write_id(&m->w, id);
}

void rpc_begin_notification(struct rpc_message *m, const char *method)
{
	begin(m);
	json_kv_string(&m->w, "method", method);
}

long long rpc_begin_request(struct rpc *r, struct rpc_message *m, const char *method)
{
	long long id = ++r->next_id;

	begin(m);
	json_kv_int(&m->w, "id", id);
	json_kv_string(&m->w, "method", method);
	return id;
}

void rpc_send_raw(struct rpc *r, const char *body, size_t len)
{
	if (!r->broken && lsp_write_message(r->fd, body, len) != 0)
		r->broken = 1;
}

void rpc_send(struct rpc *r, struct rpc_message *m)
{
	json_end_object(&m->w);
	json_finish(&m->w);
	if (fclose(m->f) != 0)
		out_of_memory("a message");
	rpc_send_raw(r, m->buf, m->len);
	free(m->buf);
	m->buf = NULL;
}

void rpc_error(struct rpc *r, const struct json_value *id, int code, const char *fmt, ...)
{
	struct rpc_message m;
	struct strbuf sb = STRBUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	strbuf_vaddf(&sb, fmt, ap);
	va_end(ap);
	rpc_begin_response(&m, id);
	json_key(&m.w, "error");
	json_begin_object(&m.w);
	json_kv_int(&m.w, "code", code);
	json_kv_string(&m.w, "message", sb.buf);
	json_end_object(&m.w);
	rpc_send(r, &m);
	strbuf_release(&sb);
}

static void message(struct rpc *r, const char *method, int type, const char *fmt, va_list ap)
{
	struct rpc_message m;
	struct strbuf sb = STRBUF_INIT;

	strbuf_vaddf(&sb, fmt, ap);
	rpc_begin_notification(&m, method);
	json_key(&m.w, "params");
	json_begin_object(&m.w);
	json_kv_int(&m.w, "type", type);
	json_kv_string(&m.w, "message", sb.buf);
	json_end_object(&m.w);
	rpc_send(r, &m);
	strbuf_release(&sb);
}

void rpc_log(struct rpc *r, int type, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	message(r, "window/logMessage", type, fmt, ap);
	va_end(ap);
}

void rpc_show(struct rpc *r, int type, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	message(r, "window/showMessage", type, fmt, ap);
	va_end(ap);
}
