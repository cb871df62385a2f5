/* A source with a finding of its own, and the user of the header's. */
#include "drv.h"

void drv_kick(struct drv *d)
{
	d->count++;
}

static void drv_late(struct drv *d)
{
	d->count--;
}

void (*drv_hook)(unsigned long) = (void (*)(unsigned long))drv_late;

void drv_init(void)
{
	drv_hook_set(&drv_hook);
}
