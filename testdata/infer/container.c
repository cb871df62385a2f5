// Container recoveries through a project's own embedded API: struct
// evq_timer carries its callback 'fire', which takes the timer itself, so
// both evq_timer_arm() and a store into '.fire' register the callback for
// the timer's container (inferred from evq.h): a prototype's is a warning, the field's an error.
// RUN: not %timercheck --no-cache --api none %s -- -I%S/Inputs/evq | %check %s
// RUN: %timercheck --no-cache --api none --no-infer %s -- -I%S/Inputs/evq | %check --allow-empty --check-prefix=OFF %s
// OFF-NOT: {{.}}
#include "evq.h"

struct conn { int fd; struct evq_timer timer; };
struct peer { long id; struct evq_timer retry; };

static void conn_fire(struct evq_timer *t)
{
	struct peer *p = container_of(t, struct peer, retry);
	// CHECK: container.c:[[@LINE-1]]:19: warning: callback 'conn_fire' recovers 'struct peer' member 'retry' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: container.c:33:16: note: 'conn_fire' registered here for 'struct conn' member 'timer'

	p->id = 0;
}

static void peer_fire(struct evq_timer *t)
{
	struct conn *c = container_of(t, struct conn, timer);
	// CHECK: container.c:[[@LINE-1]]:19: error: callback 'peer_fire' recovers 'struct conn' member 'timer' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: container.c:34:18: note: 'peer_fire' registered here for 'struct peer' member 'retry'

	c->fd = 0;
}

void start(struct conn *c, struct peer *p)
{
	evq_timer_arm(&c->timer, conn_fire, 10);
	p->retry.fire = peer_fire;
}
