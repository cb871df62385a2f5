// A project's helper around uv_timer_start(): the context still travels in
// the handle's data member. Set by the helper's caller before the call
// (start_on(t, cb) after t->data = c), or by the helper from its own
// parameter (start_with(t, cb, ctx) doing t->data = ctx), it is the
// context of the callback the caller passes.
// RUN: not %timercheck --api libuv %s -- -I%inputs/libuv 2>&1 | %check %s
#include "uv.h"

struct client { int fd; uv_timer_t timer; };
struct server { long clients; };

static void start_on(uv_timer_t *t, uv_timer_cb cb)
{
	uv_timer_start(t, cb, 1000, 0);
}

static void start_with(uv_timer_t *t, uv_timer_cb cb, void *ctx)
{
	t->data = ctx;
	uv_timer_start(t, cb, 500, 0);
}

/* Correct: silent. */
static void client_timeout(uv_timer_t *handle)
{
	struct client *c = handle->data;

	c->fd = -1;
}

static void server_timeout(uv_timer_t *handle)
{
	struct server *s = handle->data;
	// CHECK: libuv-data-wrapper.c:[[@LINE-1]]:29: error: callback 'server_timeout' recovers its context as 'struct server *', but it is registered with 'struct client *' [context-type-confusion]
	// CHECK: libuv-data-wrapper.c:53:12: note: 'server_timeout' registered here with a context of type 'struct client *'
	// CHECK: libuv-data-wrapper.c:14:2: note: 'start_on' passes its callback on to 'uv_timer_start' here
	// CHECK: libuv-data-wrapper.c:60:32: note: 'server_timeout' registered here with a context of type 'struct client *'
	// CHECK: libuv-data-wrapper.c:20:2: note: 'start_with' passes its callback on to 'uv_timer_start' here

	s->clients--;
}

void client_start(uv_loop_t *loop, struct client *c)
{
	uv_timer_init(loop, &c->timer);
	c->timer.data = c;
	start_on(&c->timer, client_timeout);
}

void client_start_wrong(uv_loop_t *loop, struct client *c, uv_timer_t *t)
{
	uv_timer_init(loop, t);
	t->data = c;
	start_on(t, server_timeout);
}

void client_restart(struct client *c, uv_timer_t *t)
{
	start_with(&c->timer, client_timeout, c);
	start_with(t, server_timeout, c);
}
// CHECK: 1 finding in 1 file
