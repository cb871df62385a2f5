/*
 * netdev_watchdog.c (embedded generation): a network device's transmit
 * watchdog.  The callback receives the timer and recovers the device with
 * from_timer(); no pointer passes through an integer.
 */
#include <stdlib.h>
#include <string.h>

#include "examples.h"

const char example_generation[] = "embedded";

struct netdev {
	char name[16];
	unsigned long timeout;
	unsigned int queued;
	unsigned int timeouts;
	struct timer_list watchdog;
};

static void netdev_watchdog(struct timer_list *t)
{
	struct netdev *dev = from_timer(dev, t, watchdog);

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
	timer_setup(&dev->watchdog, netdev_watchdog, 0);
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
