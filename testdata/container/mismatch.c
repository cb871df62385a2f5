// A callback recovers a container or member it was never registered with:
// an error at the recovery, with a note at each registration.
// RUN: not %timercheck %s -- -I%inputs/linux | %check %s
#include "kernel.h"

struct foo {
	int id;
	struct timer_list timer;
	struct timer_list retry;
};
struct bar {
	long x;
	struct timer_list timer;
};

static void foo_timeout(struct timer_list *t)
{
	struct bar *b = from_timer(b, t, timer);
	// CHECK: mismatch.c:[[@LINE-1]]:18: error: callback 'foo_timeout' recovers 'struct bar' member 'timer' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: mismatch.c:45:14: note: 'foo_timeout' registered here for 'struct foo' member 'timer'

	b->x++;
}

/* The right container, the wrong member. */
static void foo_retry(struct timer_list *t)
{
	struct foo *f = container_of(t, struct foo, timer);
	// CHECK: mismatch.c:[[@LINE-1]]:18: error: callback 'foo_retry' recovers 'struct foo' member 'timer'{{.*}}[container-mismatch]
	// CHECK: mismatch.c:46:14: note: 'foo_retry' registered here for 'struct foo' member 'retry'

	f->id++;
}

/* Correct: silent. */
static void foo_ok(struct timer_list *t)
{
	struct foo *f = from_timer(f, t, retry);

	f->id--;
}

void foo_init(struct foo *f, struct foo *g)
{
	timer_setup(&f->timer, foo_timeout, 0);
	timer_setup(&f->retry, foo_retry, 0);
	timer_setup(&g->retry, foo_ok, 0);
}
