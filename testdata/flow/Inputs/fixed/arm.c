#include "arm.h"

struct conn { int fd; };

/* The callback is fixed here; only its context comes from the callers. */
static void conn_timeout(unsigned long data)
{
	struct conn *c = (struct conn *)data;

	c->fd = -1;
}

static void conn_bh(unsigned long data)
{
	struct conn *c = (struct conn *)data;

	c->fd = 0;
}

/* Depth 1: the legacy field pair, the context a parameter. */
void conn_arm(struct timer_list *t, void *arg)
{
	t->function = conn_timeout;
	t->data = (unsigned long)arg;
}

/* Depth 3: wrappers of the wrapper, the context handed on as it is. */
static void conn_level1(void *arg, struct timer_list *t)
{
	conn_arm(t, arg);
}

static void conn_level2(struct timer_list *t, void *arg)
{
	conn_level1(arg, t);
}

void conn_arm3(struct timer_list *t, void *arg)
{
	conn_level2(t, arg);
}

/* A call-based API: the context is already an integer. */
void conn_defer(struct tasklet_struct *t, unsigned long cookie)
{
	tasklet_init(t, conn_bh, cookie);
}
