/* The registration: dev_poll runs for the timer at member 'poll'. */
#include "dev.h"

void dev_start(struct dev *d)
{
	timer_setup(&d->poll, dev_poll, 0);
}

/* A finding of a.c alone: reported when a.c is analysed, never for b.c. */
void old_timeout(struct dev *d);

void dev_old(struct dev *d)
{
	d->wd.function = (void (*)(struct timer_list *))old_timeout;
}
