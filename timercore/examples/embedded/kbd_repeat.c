/*
 * kbd_repeat.c (embedded generation): keyboard auto-repeat.  The repeat
 * callback re-arms its own timer until the key is released.
 */
#include <stdlib.h>

#include "examples.h"

struct kbd {
	unsigned long delay;
	unsigned long period;
	int key;
	unsigned int events[256];
	struct timer_list repeat;
};

static void kbd_repeat(struct timer_list *t)
{
	struct kbd *kbd = from_timer(kbd, t, repeat);

	kbd->events[kbd->key]++;
	mod_timer(&kbd->repeat, t->expires + kbd->period);
}

struct kbd *kbd_new(struct timer_base *base, unsigned long delay,
		    unsigned long period)
{
	struct kbd *kbd = calloc(1, sizeof(*kbd));

	if (!kbd)
		return NULL;
	kbd->delay = delay;
	kbd->period = period;
	timer_setup(&kbd->repeat, kbd_repeat, 0);
	timer_bind(&kbd->repeat, base);
	return kbd;
}

void kbd_press(struct kbd *kbd, int key, unsigned long now)
{
	kbd->key = key & 0xff;
	kbd->events[kbd->key]++;
	mod_timer(&kbd->repeat, now + kbd->delay);
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
