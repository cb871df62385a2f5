#include "dev.h"

void conn_close(struct conn *c)
{
	c->fd = -1;
}

void plain_close(unsigned long cookie)
{
	(void)cookie;
}

void conn_poll(unsigned long data)
{
	struct conn *c = (struct conn *)data;

	c->fd = 0;
}

void close_all(struct timer_list *t)
{
	t->function = conn_ops.ops[OP_CLOSE];
	t->function = plain_ops.ops[OP_CLOSE];
}
