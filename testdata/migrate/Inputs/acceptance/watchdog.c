/*
 * A small legacy-timer program: a connection timeout registered with
 * setup_timer(), a device watchdog set up with init_timer() and the
 * function/data stores, and a statistics timer whose context is not the
 * timer's container (the shared counters), which cannot move to the
 * embedded API. Prints what each callback sees.
 */
#include <stdio.h>

#include <linux/timer.h>

struct stats {
	int fired;
};

struct conn {
	const char *name;
	int closed;
	struct timer_list timeout;
};

struct device {
	int id;
	int resets;
	struct timer_list watchdog;
	struct timer_list report;
};

static struct stats totals;

static void conn_timeout(unsigned long data)
{
	struct conn *c = (struct conn *)data;

	c->closed = 1;
	totals.fired++;
	printf("conn %s: timed out\n", c->name);
}

static void device_watchdog(unsigned long arg)
{
	struct device *dev = (struct device *)arg;

	dev->resets++;
	totals.fired++;
	printf("device %d: watchdog reset %d\n", dev->id, dev->resets);
}

static void stats_report(unsigned long data)
{
	struct stats *s = (struct stats *)data;

	printf("stats: %d timers fired\n", s->fired);
}

static void conn_open(struct conn *c, const char *name)
{
	c->name = name;
	c->closed = 0;
	setup_timer(&c->timeout, conn_timeout, (unsigned long)c);
	add_timer(&c->timeout);
}

static void device_probe(struct device *dev, int id)
{
	dev->id = id;
	dev->resets = 0;
	init_timer(&dev->watchdog);
	dev->watchdog.function = device_watchdog;
	dev->watchdog.data = (unsigned long)dev;
	add_timer(&dev->watchdog);
	setup_timer(&dev->report, stats_report, (unsigned long)&totals);
	add_timer(&dev->report);
}

int main(void)
{
	struct conn a, b;
	struct device dev;

	conn_open(&a, "alpha");
	device_probe(&dev, 7);
	conn_open(&b, "beta");
	run_timers();
	printf("closed: %d %d, resets: %d\n", a.closed, b.closed, dev.resets);
	return 0;
}
