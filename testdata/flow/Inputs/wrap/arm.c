#include "arm.h"

/* Depth 1: the legacy macro, i.e. the function/data field pair. */
void my_arm(struct timer_list *t, void (*fn)(unsigned long), unsigned long arg)
{
	setup_timer(t, fn, arg);
}

/* Depth 3: a wrapper of a wrapper of a wrapper. */
static void arm_level1(struct timer_list *t, void (*fn)(unsigned long), unsigned long arg)
{
	my_arm(t, fn, arg);
}

static void arm_level2(struct timer_list *t, unsigned long arg, void (*fn)(unsigned long))
{
	arm_level1(t, fn, arg);
}

void my_arm3(struct timer_list *t, void (*fn)(unsigned long), unsigned long arg)
{
	arm_level2(t, arg, fn);
}

/* A call-based API, the callback cast on its way in. */
void my_tasklet(struct tasklet_struct *t, void (*fn)(unsigned long), unsigned long arg)
{
	tasklet_init(t, (void (*)(unsigned long))fn, (unsigned long)arg);
}
