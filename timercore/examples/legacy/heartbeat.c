/*
 * heartbeat.c (legacy generation): a periodic heartbeat re-armed from its
 * callback; the heartbeat pointer goes through `unsigned long data`.
 */
#include <stdlib.h>

#include "examples.h"
#include "timercore/timer_legacy.h"

struct heartbeat {
	unsigned long period;
	unsigned long next;
	unsigned long beats;
	struct timer_list_legacy timer;
};

static void heartbeat_beat(unsigned long data)
{
	struct heartbeat *hb = (struct heartbeat *)data;

	hb->beats++;
	hb->next += hb->period;
	mod_timer(&hb->timer, hb->next);
}

struct heartbeat *heartbeat_new(struct timer_base *base, unsigned long period)
{
	struct heartbeat *hb = calloc(1, sizeof(*hb));

	if (!hb)
		return NULL;
	hb->period = period;
	setup_timer(&hb->timer, heartbeat_beat, (unsigned long)hb);
	timer_bind(&hb->timer, base);
	return hb;
}

void heartbeat_start(struct heartbeat *hb, unsigned long now)
{
	hb->next = now + hb->period;
	mod_timer(&hb->timer, hb->next);
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
