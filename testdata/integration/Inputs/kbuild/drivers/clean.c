#include <linux/timer.h>

static void clean_timeout(unsigned long data)
{
	(void)data;
}

void clean_arm(struct timer_list *t)
{
	t->function = clean_timeout;
	add_timer(t);
}
