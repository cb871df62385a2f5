/* The recovery: dev_poll takes its timer for member 'wd', not 'poll'. */
#include "dev.h"

void dev_poll(struct timer_list *t)
{
	struct dev *d = from_timer(d, t, wd);

	d->id++;
}
