/* A "driver" compiled the way Kbuild calls $(CHECK): flags, then the file. */
#include <timer.h>
#ifndef CONFIG_TC_TIMERS
#error autoconf.h was not included
#endif
#ifndef KBUILD_MODNAME
#error KBUILD_MODNAME is not defined
#endif
struct drv { struct timer_list timer; };
void drv_timeout(struct drv *d);
void drv_arm(struct drv *d)
{
	d->timer.function = (void (*)(unsigned long))drv_timeout;
}
