// The registered object is not embedded in the container the callback
// recovers (a standalone variable, a bare allocation): an error.
// RUN: not %timercheck %s -- -I%inputs/linux | %check %s
#include "kernel.h"

struct conn {
	int state;
	struct timer_list keepalive;
};

static struct timer_list global_timer;

static void conn_keepalive(struct timer_list *t)
{
	struct conn *c = from_timer(c, t, keepalive);
	// CHECK: not-embedded.c:[[@LINE-1]]:19: error: callback 'conn_keepalive' recovers 'struct conn' from its parameter, but it is registered with an object that is not embedded in it [container-not-embedded]
	// CHECK: not-embedded.c:31:14: note: 'conn_keepalive' registered here for an object that is not embedded in any structure

	c->state = 0;
}

static void conn_ok(struct timer_list *t)
{
	struct conn *c = from_timer(c, t, keepalive);

	c->state = 1;
}

void conn_start(struct conn *c)
{
	timer_setup(&global_timer, conn_keepalive, 0);
	timer_setup(&c->keepalive, conn_ok, 0);
}

/* A shared callback with one good and one standalone registration: the standalone one is the bug. */
static struct timer_list lonely;

static void conn_shared(struct timer_list *t)
{
	struct conn *c = from_timer(c, t, keepalive);
	// CHECK: not-embedded.c:[[@LINE+7]]:14: error: callback 'conn_shared' is registered here for an object that is not embedded in any structure, but it recovers 'struct conn' member 'keepalive' [container-not-embedded]
	// CHECK: not-embedded.c:[[@LINE-2]]:19: note: 'conn_shared' recovers 'struct conn' member 'keepalive' here
	c->state = 2;
}

void conn_start2(struct conn *c)
{
	timer_setup(&lonely, conn_shared, 0);
	timer_setup(&c->keepalive, conn_shared, 0);
}
