#include "common.h"

static void port_tick(unsigned long d)
{
	struct conn *c = (struct conn *)d;

	c->fd = 0;
}

void port_arm(struct port *p)
{
	setup_timer(&p->t, port_tick, p->id);		/* a number: no store fills id from a pointer */
	setup_timer(&p->t, port_tick, p->ctx);		/* a struct conn *, stored in fill.c: clean */
	setup_timer(&p->t, port_tick, p->owner);	/* a struct port *, stored in fill.c */
}

static void typed_tick(struct conn *c)
{
	c->fd = 1;
}

void port_arm_wrapped(struct timer_list *t, struct conn *c)
{
	arm_wrapped(t, typed_tick, c);
}
