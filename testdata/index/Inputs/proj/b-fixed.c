/* b.c recovering the member it is registered with. */
#include "dev.h"

void dev_poll(struct timer_list *t)
{
	struct dev *d = from_timer(d, t, poll);

	d->id++;
}
