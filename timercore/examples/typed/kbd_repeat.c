/*
 * kbd_repeat.c (typed generation): keyboard auto-repeat; the callback
 * takes `void *` and re-arms its own timer until the key is released.
 */
#include <stdlib.h>

#include "examples.h"
#include "timercore/timer_typed.h"

struct kbd {
	unsigned long delay;
	unsigned long period;
	unsigned long next;
	int key;
	unsigned int events[256];
	struct timer_list_typed repeat;
};

static void kbd_repeat(void *arg)
{
	struct kbd *kbd = arg;

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
	SETUP_TIMER(&kbd->repeat, kbd_repeat, kbd);
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
