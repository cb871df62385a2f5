#include <linux/timer.h>

struct wd {
	struct timer_list timer;
	int fired;
};

static void wd_timeout(struct wd *wd)
{
	wd->fired = 1;
}

void wd_arm(struct wd *wd)
{
#ifdef CONFIG_WATCHDOG
	wd->timer.function = (void (*)(unsigned long))wd_timeout;
#endif
	wd->timer.data = (unsigned long)wd;
	add_timer(&wd->timer);
}
