/* The recoveries (shard 2 of 2: index 1). */
#include "dev.h"

/* Right: registered for 'poll', recovers 'poll'. */
void dev_poll(struct timer_list *t)
{
	struct dev *d = from_timer(d, t, poll);

	d->id++;
}

/* Wrong: registered for 'watchdog' in dev.c, recovers 'poll'. */
void dev_watchdog(struct timer_list *t)
{
	struct dev *d = from_timer(d, t, poll);

	d->id = 0;
}
