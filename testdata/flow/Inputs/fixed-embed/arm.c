#include "arm.h"

struct conn { int fd; struct timer_list timer; };

/* The callback is fixed here; it recovers the struct conn its timer is embedded in. */
static void poll_timeout(struct timer_list *t)
{
	struct conn *c = from_timer(c, t, timer);

	c->fd = -1;
}

/* Depth 1: the object is the wrapper's parameter. */
void arm_poll(struct timer_list *t)
{
	timer_setup(t, poll_timeout, 0);
}

/* Depth 3: the object handed on as it is. */
static void arm_level1(struct timer_list *t)
{
	arm_poll(t);
}

static void arm_level2(struct timer_list *t)
{
	arm_level1(t);
}

void arm_poll3(struct timer_list *t)
{
	arm_level2(t);
}

/* A tasklet, whose callback shares an anonymous union with func. */
struct conn_bh { int n; struct tasklet_struct tl; };

static void conn_bh_run(struct tasklet_struct *t)
{
	struct conn_bh *c = from_tasklet(c, t, tl);

	c->n++;
}

void arm_bh(struct tasklet_struct *t)
{
	tasklet_setup(t, conn_bh_run);
}
