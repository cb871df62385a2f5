/* The registration: drv_poll runs for the timer at member 'poll'. */
#include "drv.h"

void drv_start(struct drv *d)
{
	timer_setup(&d->poll, drv_poll, 0);
}
