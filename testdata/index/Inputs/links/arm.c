/* The callback and the wrapper that fixes it: only the context comes from callers. */
#include "conn.h"

static void conn_timeout(unsigned long data)
{
	struct conn *c = (struct conn *)data;

	c->fd = -1;
}

void conn_arm(struct timer_list *t, void *arg)
{
	t->function = conn_timeout;
	t->data = (unsigned long)arg;
}
