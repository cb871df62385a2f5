#include "handle.h"

struct conn { int fd; };

/* The callback is fixed here; it reads its context from the handle's data field. */
static void on_tick(uv_timer_t *h)
{
	struct conn *c = h->data;

	c->fd = -1;
}

/* Depth 1: the context goes into the handle's data field, then the handle is started. */
void conn_start(uv_timer_t *t, void *arg)
{
	t->data = arg;
	uv_timer_start(t, on_tick, 1000, 0);
}

/* Depth 3: the context handed on as it is, parameters reordered. */
static void start_level1(void *arg, uv_timer_t *t)
{
	conn_start(t, arg);
}

static void start_level2(uv_timer_t *t, void *arg)
{
	start_level1(arg, t);
}

void conn_start3(uv_timer_t *t, void *arg)
{
	start_level2(t, arg);
}
