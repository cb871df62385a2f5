/* A device with two timers; its callbacks live in handlers.c. */
#include "kernel.h"

struct dev {
	int id;
	struct timer_list poll;
	struct timer_list watchdog;
};

void dev_poll(struct timer_list *t);
void dev_watchdog(struct timer_list *t);
void dev_start(struct dev *d);
