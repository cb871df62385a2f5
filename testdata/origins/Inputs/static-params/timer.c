#include "legacy.h"

struct conn { int fd; };

/* A static helper of this file: its pfunc becomes a timer function. */
static void init_helper(struct timer_list *t, void *pfunc, unsigned long data)
{
	init_timer(t);
	t->function = pfunc;
	t->data = data;
}

static void conn_timeout(struct conn *c)
{
	c->fd = 0;
}

static void plain_timeout(unsigned long data)
{
	(void)data;
}

void timer_start(struct timer_list *t, struct conn *c)
{
	init_helper(t, conn_timeout, (unsigned long)c);
	init_helper(t, plain_timeout, 0);
}
