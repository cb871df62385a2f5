// A pointer local that holds the address of a standalone object (struct
// timer_list *t = &global_timer;) stands for that object, as one holding
// &c->member does: a callback recovering a container from it is an error.
// The clean twin: a local holding a member's address.
// RUN: not %timercheck --no-cache %s -- -I%inputs/linux 2>&1 | grep -v '^\s' | %check %s
#include "kernel.h"

struct conn {
	int state;
	struct timer_list keepalive;
};

static struct timer_list global_timer;

static void conn_keepalive(struct timer_list *t)
{
	struct conn *c = from_timer(c, t, keepalive);
	// CHECK: standalone-via-local.c:[[@LINE-1]]:19: error: callback 'conn_keepalive' recovers 'struct conn' from its parameter, but it is registered with an object that is not embedded in it [container-not-embedded]
	// CHECK: standalone-via-local.c:35:14: note: 'conn_keepalive' registered here for an object that is not embedded in any structure

	c->state = 0;
}

static void conn_ok(struct timer_list *t)
{
	struct conn *c = from_timer(c, t, keepalive);

	c->state = 1;
}

void conn_start(struct conn *c)
{
	struct timer_list *t = &global_timer, *k = &c->keepalive;

	timer_setup(t, conn_keepalive, 0);
	timer_setup(k, conn_ok, 0);
	// CHECK: 1 finding in 1 file
}
