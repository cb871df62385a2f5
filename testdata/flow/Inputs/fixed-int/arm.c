#include "arm.h"

struct dev { int n; };

/* Turns its context word back into a pointer. */
static void poll_fn(unsigned long data)
{
	struct dev *d = (struct dev *)data;

	d->n++;
}

static void poll_bh(unsigned long data)
{
	struct dev *d = (struct dev *)data;

	d->n = 0;
}

/* Uses its context word as a number. */
static unsigned long ticks;
static void tick_fn(unsigned long count)
{
	ticks += count;
}

/* Depth 1: the context word is the wrapper's parameter. */
void start_poll(struct timer_list *t, unsigned long d)
{
	setup_timer(t, poll_fn, d);
}

void start_tick(struct timer_list *t, unsigned long count)
{
	setup_timer(t, tick_fn, count);
}

/* Depth 3: the word handed on as it is, parameters reordered. */
static void poll_level1(unsigned long d, struct timer_list *t)
{
	start_poll(t, d);
}

static void poll_level2(struct timer_list *t, unsigned long d)
{
	poll_level1(d, t);
}

void start_poll3(struct timer_list *t, unsigned long d)
{
	poll_level2(t, d);
}

/* Depth 2 over a call-based API. */
static void defer_level1(struct tasklet_struct *t, unsigned long cookie)
{
	tasklet_init(t, poll_bh, cookie);
}

void defer_poll2(struct tasklet_struct *t, unsigned long cookie)
{
	defer_level1(t, cookie);
}
