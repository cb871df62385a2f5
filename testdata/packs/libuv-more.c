// The libuv pack's additions (#18): poll handles, uv_close(), write
// requests and uv_thread_create_ex(). A handle's callback reads the
// handle's data (or recovers the handle's container); each wrong reading is
// reported, the right ones are silent.
// RUN: not %timercheck --no-cache --no-infer --api libuv %s -- -I%inputs/libuv | %check %s
#include "uv.h"

#define container_of(ptr, type, member) \
	((type *)((char *)(ptr) - __builtin_offsetof(type, member)))

struct conn { int fd; uv_poll_t poll; uv_write_t wreq; };
struct server { long clients; uv_write_t wreq; };

static void conn_poll(uv_poll_t *h, int status, int events)
{
	struct server *s = h->data;
	// CHECK: libuv-more.c:[[@LINE-1]]:24: error: callback 'conn_poll' recovers its context as 'struct server *', but it is registered with 'struct conn *' [context-type-confusion]
	// CHECK: libuv-more.c:60:17: note: 'conn_poll' registered here with a context of type 'struct conn *'

	s->clients = status + events;
}

static void conn_closed(uv_handle_t *h)
{
	struct conn *c = h->data;

	c->fd = -1;
}

static void conn_written(uv_write_t *req, int status)
{
	struct server *s = container_of(req, struct server, wreq);
	// CHECK: libuv-more.c:[[@LINE-1]]:21: error: callback 'conn_written' recovers 'struct server' member 'wreq' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: libuv-more.c:63:11: note: 'conn_written' registered here for 'struct conn' member 'wreq'

	s->clients = status;
}

static void conn_written_ok(uv_write_t *req, int status)
{
	struct conn *c = container_of(req, struct conn, wreq);

	c->fd = status;
}

static void worker(void *arg)
{
	struct server *s = arg;
	// CHECK: libuv-more.c:[[@LINE-1]]:21: error: callback 'worker' recovers its context as 'struct server *', but it is registered with 'struct conn *' [context-type-confusion]
	// CHECK: libuv-more.c:65:43: note: 'worker' registered here with a context of type 'struct conn *'

	s->clients = 0;
}

void conn_start(struct conn *c, uv_stream_t *stream, uv_buf_t *buf)
{
	uv_thread_t tid;
	uv_thread_options_t opts = { 0, 0 };

	c->poll.data = c;
	uv_poll_start(&c->poll, 1, conn_poll);
	uv_close((uv_handle_t *)&c->poll, conn_closed);
	uv_write(&c->wreq, stream, buf, 1, conn_written);
	uv_write(&c->wreq, stream, buf, 1, conn_written_ok);
	uv_thread_create_ex(&tid, &opts, worker, c);
}
