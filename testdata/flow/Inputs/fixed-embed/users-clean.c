#include "arm.h"

struct conn { int fd; struct timer_list timer; };

void start_conn(struct conn *c)
{
	arm_poll(&c->timer);
	arm_poll3(&c->timer);
}
