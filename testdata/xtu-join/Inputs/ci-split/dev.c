/* The registrations (shard 1 of 2: index 0). */
#include "dev.h"

void dev_start(struct dev *d)
{
	timer_setup(&d->poll, dev_poll, 0);
	timer_setup(&d->watchdog, dev_watchdog, 0);
}
