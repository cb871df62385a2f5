// The libuv pack: the handle's public 'data' member carries the context:
// the program sets handle->data before starting the handle, the callback
// reads handle->data back.
// The directive: 'call uv_timer_start callback=2 object=1 context-field=data
// field=data': the context is the store into the object's data member.
// RUN: not %timercheck --api libuv %s -- -I%inputs/libuv | %check %s
#include "uv.h"

struct client { int fd; uv_timer_t timer; };
struct server { long clients; };

/* Correct: silent. */
static void client_timeout(uv_timer_t *handle)
{
	struct client *c = handle->data;

	c->fd = -1;
}

static void server_timeout(uv_timer_t *handle)
{
	struct server *s = handle->data;
	// CHECK: libuv-data.c:[[@LINE-1]]:29: error: callback 'server_timeout' recovers its context as 'struct server *', but it is registered with 'struct client *' [context-type-confusion]
	// CHECK: libuv-data.c:39:12: note: 'server_timeout' registered here with a context of type 'struct client *'

	s->clients--;
}

void client_start(uv_loop_t *loop, struct client *c)
{
	uv_timer_init(loop, &c->timer);
	c->timer.data = c;
	uv_timer_start(&c->timer, client_timeout, 1000, 0);
}

void client_start_wrong(uv_loop_t *loop, struct client *c, uv_timer_t *t)
{
	uv_timer_init(loop, t);
	t->data = c;
	uv_timer_start(t, server_timeout, 1000, 0);
}
