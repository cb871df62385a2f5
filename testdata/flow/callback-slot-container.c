// The container rules follow a callback read from a slot too: timer_setup()
// (the linux pack's embed-call init_timer_key) given what a table of
// timer callbacks holds, with from_timer() in the callback recovering
// another container than the registered object's. Clean twins: an element
// holding the callback that recovers the right container, and a tagged
// element (any index: one of the functions recovers 'struct sess').
// RUN: not %timercheck --no-cache %s -- -I%inputs/linux 2>&1 | grep -E '^[^ ]+:[0-9]+:[0-9]+: |finding' | %check %s
#include "kernel.h"

struct conn { int fd; struct timer_list timer; };
struct sess { int id; struct timer_list timer; };

static void conn_expired(struct timer_list *t)
{
	struct conn *c = from_timer(c, t, timer);
	c->fd = 0;
}

static void sess_expired(struct timer_list *t)
{
	struct sess *s = from_timer(s, t, timer);
	s->id = 0;
}

static void (*expiry[2])(struct timer_list *) = { conn_expired, sess_expired };

void arm(struct sess *s, int i)
{
	timer_setup(&s->timer, expiry[0], 0);
	timer_setup(&s->timer, expiry[1], 0);	/* clean: sess_expired */
	timer_setup(&s->timer, expiry[i], 0);	/* clean: tagged */
}
// CHECK: callback-slot-container.c:15:19: error: callback 'conn_expired' recovers 'struct conn' member 'timer' from its parameter, but it is registered with a different container or member [container-mismatch]
// CHECK: callback-slot-container.c:29:14: note: 'conn_expired' registered here for 'struct sess' member 'timer'
// CHECK: callback-slot-container.c:25:51: note: 'conn_expired' stored into global 'expiry[0]' here
// CHECK: 1 finding in 1 file (1 analysed)
