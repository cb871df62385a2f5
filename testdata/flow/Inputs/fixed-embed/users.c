#include "arm.h"

struct session { long id; struct timer_list timer; };

void start_session(struct session *s)
{
	arm_poll(&s->timer);
	arm_poll3(&s->timer);
}

struct session_bh { long id; struct tasklet_struct tl; };

void start_session_bh(struct session_bh *s)
{
	arm_bh(&s->tl);
}
