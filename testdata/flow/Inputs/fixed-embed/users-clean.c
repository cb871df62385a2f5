#include "arm.h"

struct conn { int fd; struct timer_list timer; };

void start_conn(struct conn *c)
{
	arm_poll(&c->timer);
	arm_poll3(&c->timer);
}

struct conn_bh { int n; struct tasklet_struct tl; };

void start_conn_bh(struct conn_bh *c)
{
	arm_bh(&c->tl);
}
