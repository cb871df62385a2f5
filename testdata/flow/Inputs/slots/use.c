#include "slots.h"

void *saved_callback;

void run_driver(struct driver *d, struct conn *c)
{
	void (*h)(struct conn *, int) = d->handler;
	int (*probe)(struct conn *) = (int (*)(struct conn *))d->generic;

	h(c, 1);
	probe(c);
}

void run_good(struct good_driver *d, struct conn *c)
{
	void (*h)(struct conn *, int) = d->handler;

	h(c, 2);
}

void fire(struct event *e, struct conn *c)
{
	if (e->kind == 1)
		((void (*)(struct conn *, int))e->fn)(c, 0);
	else
		((void (*)(struct conn *))e->fn)(c);
}

void run_saved(unsigned long arg)
{
	void (*fn)(unsigned long) = saved_callback;

	fn(arg);
}
