#include "common.h"

/* The wide fields are filled from pointers here, in another file than their use. */
void port_own(struct port *p, struct conn *c)
{
	p->ctx = (unsigned long)c;
	p->owner = (unsigned long)p;
}

void arm_wrapped(struct timer_list *t, void *pfunc, void *cntx)
{
	t->function = pfunc;
	t->data = (unsigned long)cntx;
}
