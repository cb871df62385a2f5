/*
 * netdev_watchdog.c (legacy generation): a network device's transmit
 * watchdog in the pre-4.15 style.  The device pointer travels through the
 * timer's `unsigned long data` and is cast back in the callback: the
 * untyped round trip timercheck reports as a migration finding.
 */
#include <stdlib.h>
#include <string.h>

#include "examples.h"
#include "timercore/timer_legacy.h"

const char example_generation[] = "legacy";

struct netdev {
	char name[16];
	unsigned long timeout;
	unsigned int queued;
	unsigned int timeouts;
	struct timer_list_legacy watchdog;
};

static void netdev_watchdog(unsigned long data)
{
	struct netdev *dev = (struct netdev *)data;

	if (dev->queued) {
		dev->timeouts++;
		dev->queued = 0;        /* reset the device */
	}
}

struct netdev *netdev_new(struct timer_base *base, const char *name,
			  unsigned long timeout)
{
	struct netdev *dev = calloc(1, sizeof(*dev));

	if (!dev)
		return NULL;
	strncpy(dev->name, name, sizeof(dev->name) - 1);
	dev->timeout = timeout;
	setup_timer(&dev->watchdog, netdev_watchdog, (unsigned long)dev);
	timer_bind(&dev->watchdog, base);
	return dev;
}

void netdev_xmit(struct netdev *dev, unsigned long now)
{
	dev->queued++;
	if (!timer_pending(&dev->watchdog))
		mod_timer(&dev->watchdog, now + dev->timeout);
}

void netdev_tx_done(struct netdev *dev)
{
	dev->queued = 0;
	del_timer(&dev->watchdog);
}

unsigned int netdev_timeouts(const struct netdev *dev)
{
	return dev->timeouts;
}

unsigned int netdev_queued(const struct netdev *dev)
{
	return dev->queued;
}

void netdev_free(struct netdev *dev)
{
	if (!dev)
		return;
	del_timer_sync(&dev->watchdog);
	free(dev);
}
