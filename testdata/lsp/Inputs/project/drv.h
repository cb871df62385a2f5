/* A driver with two timers: 'poll' is registered, 'wd' is not. */
#include "kernel.h"

struct drv {
	int count;
	struct timer_list wd;
	struct timer_list poll;
};

void drv_poll(struct timer_list *t);
void drv_start(struct drv *d);
