/*
 * wrong_container.c: DELIBERATELY BUGGY.  The checker's demonstration of
 * what it catches.  Compiled as an object library (so that it appears in
 * compile_commands.json; -DTIMERCORE_BUILD_BUGS=OFF leaves it out), never
 * linked or run, and compiled with -Wno-cast-function-type because gcc and
 * clang already see the second bug.
 *
 * Bug 1: the watchdog timer lives in struct netdev, but its callback
 * recovers it as a struct usbdev: from_timer() with the wrong container.
 * Nothing at compile time objects; TIMERCORE_DEBUG_TYPES aborts at run
 * time when timer_setup_in() was used.
 *
 * Bug 2: a callback taking `struct foo *` is cast to the legacy
 * `void (*)(unsigned long)` and registered with setup_timer(): the
 * trampoline then calls it through the wrong type (undefined behaviour;
 * CFI and kCFI trap it).
 */
#include "timercore/timer.h"
#include "timercore/timer_legacy.h"

struct netdev {
	int ifindex;
	struct timer_list watchdog;
};

struct usbdev {
	char serial[32];
	int port;
	struct timer_list watchdog;
};

static int resets;

static void usb_watchdog(struct timer_list *t)
{
	struct usbdev *udev = from_timer(udev, t, watchdog);   /* bug 1 */

	resets += udev->port;
}

void netdev_arm_watchdog(struct netdev *dev, unsigned long now)
{
	timer_setup(&dev->watchdog, usb_watchdog, 0);
	mod_timer(&dev->watchdog, now + 100);
}

struct foo {
	int state;
	struct timer_list_legacy timer;
};

static void foo_expire(struct foo *f)
{
	f->state = 0;
}

void foo_arm(struct foo *f, unsigned long now)
{
	setup_timer(&f->timer, (void (*)(unsigned long))foo_expire,  /* bug 2 */
		    (unsigned long)f);
	mod_timer(&f->timer, now + 10);
}
