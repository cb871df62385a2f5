// The libuv pack: the handle's public 'data' member carries the context:
// the program sets handle->data before starting the handle, the callback
// reads handle->data back.
// XFAIL: *
// Missing: a directive for "the context is a field of the object argument",
// e.g. 'embed-call uv_timer_start object=1 callback=2 param=1
// context-field=data field=data' (or 'call ... object=1 context-field=data'):
// join.c would pair the registration with the nearest store into
// '<object>.data' made to the same object in the same function, as
// find_context_store() does for 'fields' entries. The facts are almost
// there: the store 'uv_timer_s.data' carries the object key
// '<function USR>|c.timer' (text), and the callback's read is a recover fact
// with REC_FIELD member 'data'; but the arg fact for the object argument
// (&c->timer, param 1) has no object key, so the call cannot be paired with
// the store. Needed in the extractor: the same key on arg facts whose value
// is an object's address.
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
	// CHECK: libuv-data.c:[[@LINE-1]]:21: error: callback 'server_timeout' recovers its context as 'struct server *', but it is registered with 'struct client *' [context-type-confusion]
	// CHECK: libuv-data.c:50:12: note: 'server_timeout' registered here with a context of type 'struct client *'

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
