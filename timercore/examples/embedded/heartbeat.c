/*
 * heartbeat.c (embedded generation): a periodic heartbeat that re-arms
 * itself from its callback; heartbeat_stop() waits for a running beat.
 */
#include <stdlib.h>

#include "examples.h"

struct heartbeat {
	unsigned long period;
	unsigned long beats;
	struct timer_list timer;
};

static void heartbeat_beat(struct timer_list *t)
{
	struct heartbeat *hb = from_timer(hb, t, timer);

	hb->beats++;
	mod_timer(&hb->timer, t->expires + hb->period);
}

struct heartbeat *heartbeat_new(struct timer_base *base, unsigned long period)
{
	struct heartbeat *hb = calloc(1, sizeof(*hb));

	if (!hb)
		return NULL;
	hb->period = period;
	timer_setup(&hb->timer, heartbeat_beat, 0);
	timer_bind(&hb->timer, base);
	return hb;
}

void heartbeat_start(struct heartbeat *hb, unsigned long now)
{
	mod_timer(&hb->timer, now + hb->period);
}

void heartbeat_stop(struct heartbeat *hb)
{
	del_timer_sync(&hb->timer);
}

unsigned long heartbeat_beats(const struct heartbeat *hb)
{
	return hb->beats;
}

void heartbeat_free(struct heartbeat *hb)
{
	if (!hb)
		return;
	del_timer_sync(&hb->timer);
	free(hb);
}
