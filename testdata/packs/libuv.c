// The libuv pack: a handle or request embedded in the caller's structure,
// recovered with container_of() in the callback; threads pass a void
// pointer (the handle's 'data' member: libuv-data.c).
// RUN: not %timercheck --api libuv %s -- -I%inputs/libuv | %check %s
#include "uv.h"

/* libuv does not export container_of(); programs define their own. */
#define container_of(ptr, type, member) \
	((type *)((char *)(ptr) - __builtin_offsetof(type, member)))

struct client {
	int fd;
	uv_timer_t idle_timer;
	uv_timer_t write_timer;
	uv_work_t resolve;
};
struct server { long clients; uv_idle_t idle; };

/* Correct: silent. */
static void client_idle(uv_timer_t *handle)
{
	struct client *c = container_of(handle, struct client, idle_timer);

	c->fd = -1;
}

/* The right container, the wrong member. */
static void client_write(uv_timer_t *handle)
{
	struct client *c = container_of(handle, struct client, idle_timer);
	// CHECK: libuv.c:[[@LINE-1]]:21: error: callback 'client_write' recovers 'struct client' member 'idle_timer' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: libuv.c:75:17: note: 'client_write' registered here for 'struct client' member 'write_timer'

	c->fd = 0;
}

/* The wrong container. */
static void server_idle(uv_idle_t *handle)
{
	struct client *c = container_of(handle, struct client, idle_timer);
	// CHECK: libuv.c:[[@LINE-1]]:21: error: callback 'server_idle' recovers 'struct client' member 'idle_timer' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: libuv.c:76:16: note: 'server_idle' registered here for 'struct server' member 'idle'

	c->fd = 1;
}

/* Work requests: both callbacks get the request. */
static void resolve_work(uv_work_t *req)
{
	struct client *c = container_of(req, struct client, resolve);

	c->fd = 3;
}

static void resolve_done(uv_work_t *req, int status)
{
	struct client *c = container_of(req, struct client, resolve);

	c->fd = status;
}

/* Threads. */
static void server_thread(void *arg)
{
	struct client *c = arg;
	// CHECK: libuv.c:[[@LINE-1]]:21: error: callback 'server_thread' recovers its context as 'struct client *', but it is registered with 'struct server *' [context-type-confusion]
	// CHECK: libuv.c:78:39: note: 'server_thread' registered here with a context of type 'struct server *'

	c->fd = 4;
}

void client_start(uv_loop_t *loop, struct client *c, struct server *s, uv_thread_t *tid)
{
	uv_timer_start(&c->idle_timer, client_idle, 1000, 0);
	uv_timer_start(&c->write_timer, client_write, 10, 0);
	uv_idle_start(&s->idle, server_idle);
	uv_queue_work(loop, &c->resolve, resolve_work, resolve_done);
	uv_thread_create(tid, server_thread, s);
}
