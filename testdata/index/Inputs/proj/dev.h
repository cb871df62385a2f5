/* A device with two timers: poll is registered in a.c, recovered in b.c. */
#include "kernel.h"

struct dev {
	int id;
	struct timer_list poll;
	struct timer_list wd;
};

void dev_poll(struct timer_list *t);
