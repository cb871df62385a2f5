#include "arm.h"

struct session { long id; struct timer_list timer; };

void start_session(struct session *s)
{
	arm_poll(&s->timer);
	arm_poll3(&s->timer);
}
