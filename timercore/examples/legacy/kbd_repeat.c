/*
 * kbd_repeat.c (legacy generation): keyboard auto-repeat, set up the
 * oldest way: init_timer(), then the callback and its data assigned to the
 * timer's fields by hand.
 */
#include <stdlib.h>

#include "examples.h"
#include "timercore/timer_legacy.h"

struct kbd {
	unsigned long delay;
	unsigned long period;
	unsigned long next;
	int key;
	unsigned int events[256];
	struct timer_list_legacy repeat;
};

static void kbd_repeat(unsigned long data)
{
	struct kbd *kbd = (struct kbd *)data;

	kbd->events[kbd->key]++;
	kbd->next += kbd->period;
	mod_timer(&kbd->repeat, kbd->next);
}

struct kbd *kbd_new(struct timer_base *base, unsigned long delay,
		    unsigned long period)
{
	struct kbd *kbd = calloc(1, sizeof(*kbd));

	if (!kbd)
		return NULL;
	kbd->delay = delay;
	kbd->period = period;
	init_timer(&kbd->repeat);
	kbd->repeat.function = kbd_repeat;
	kbd->repeat.data = (unsigned long)kbd;
	timer_bind(&kbd->repeat, base);
	return kbd;
}

void kbd_press(struct kbd *kbd, int key, unsigned long now)
{
	kbd->key = key & 0xff;
	kbd->events[kbd->key]++;
	kbd->next = now + kbd->delay;
	mod_timer(&kbd->repeat, kbd->next);
}

void kbd_release(struct kbd *kbd)
{
	del_timer_sync(&kbd->repeat);
}

unsigned int kbd_events(const struct kbd *kbd, int key)
{
	return kbd->events[key & 0xff];
}

void kbd_free(struct kbd *kbd)
{
	if (!kbd)
		return;
	del_timer_sync(&kbd->repeat);
	free(kbd);
}
