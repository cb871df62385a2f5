// The clean twin of finalizer.c: both callbacks of create_time_event()
// (inferred from Inputs/loop/loop.c's body) recover the context they were
// registered with.
// RUN: %timercheck --no-cache --api none %s %S/Inputs/loop/loop.c -- -I%S/Inputs/loop | %check --allow-empty %s
// CHECK-NOT: {{.}}
#include "loop.h"

struct conn { int fd; };

static int conn_tick(struct loop *l, long long id, void *data)
{
	struct conn *c = data;

	(void)l;
	return c->fd + (int)id;
}

static void conn_free(struct loop *l, void *data)
{
	struct conn *c = data;

	(void)l;
	c->fd = -1;
}

long long conn_start(struct loop *l, struct conn *c)
{
	return create_time_event(l, 100, conn_tick, c, conn_free);
}
