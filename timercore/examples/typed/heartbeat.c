/*
 * heartbeat.c (typed generation): a periodic heartbeat re-armed from its
 * callback.  The callback takes a `struct heartbeat *`, so SETUP_TIMER
 * converts it to `void (*)(void *)`: the 2006 cast.  The call check
 * `heartbeat_beat(hb)` proves the argument matches, so timercheck accepts
 * it by default; the later call through `void (*)(void *)` is still
 * undefined behaviour, which CFI and kCFI trap and timercheck's CFI
 * profile reports.  Not clean under -Wcast-function-type-strict.
 */
#include <stdlib.h>

#include "examples.h"
#include "timercore/timer_typed.h"

struct heartbeat {
	unsigned long period;
	unsigned long next;
	unsigned long beats;
	struct timer_list_typed timer;
};

static void heartbeat_beat(struct heartbeat *hb)
{
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
	SETUP_TIMER(&hb->timer, heartbeat_beat, hb);
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
