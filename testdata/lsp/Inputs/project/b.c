/* The callback recovers member 'wd': not what a.c registered. */
#include "drv.h"

void drv_poll(struct timer_list *t)
{
	struct drv *d = from_timer(d, t, wd);

	d->count++;
}
