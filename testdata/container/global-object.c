// A struct pointer kept in a global (or a function's static) points to what
// the program stores there: a timer member whose address is the global's
// only value is registered as that member, and a callback recovering
// another member is an error. A global given two different objects (two
// members, or a member and an unknown pointer) says nothing: no finding.
// RUN: not %timercheck --no-cache %s -- -I%inputs/linux 2>&1 | %check %s
#include "kernel.h"

struct port {
	int id;
	struct timer_list poll;
	struct timer_list retry;
};

static struct timer_list *poll_timer;
static struct timer_list *either_timer;
static struct timer_list *given_timer;

static void port_poll(struct timer_list *t)
{
	struct port *p = from_timer(p, t, retry);
	// CHECK: global-object.c:[[@LINE-1]]:19: error: callback 'port_poll' recovers 'struct port' member 'retry' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: global-object.c:53:14: note: 'port_poll' registered here for 'struct port' member 'poll'
	// CHECK: global-object.c:52:15: note: stored into global 'poll_timer' here

	p->id++;
}

/* The clean twin: the member the global holds. */
static void port_poll_ok(struct timer_list *t)
{
	struct port *p = from_timer(p, t, poll);

	p->id--;
}

/* Registered through globals whose object is not one member: silent. */
static void port_either(struct timer_list *t)
{
	struct port *p = from_timer(p, t, retry);

	p->id = 0;
}

void port_given(struct timer_list *t)
{
	given_timer = t;
}

void port_start(struct port *p, struct port *q)
{
	poll_timer = &p->poll;
	timer_setup(poll_timer, port_poll, 0);
	timer_setup(poll_timer, port_poll_ok, 0);
	either_timer = &q->poll;
	timer_setup(either_timer, port_either, 0);
	given_timer = &q->poll;
	timer_setup(given_timer, port_either, 0);
}

void port_restart(struct port *q)
{
	either_timer = &q->retry;
}
// CHECK: 1 finding in 1 file
