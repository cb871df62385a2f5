/*
 * legacy.c: the legacy generation's front end.  One trampoline of the
 * core's callback type recovers the struct timer_list_legacy with
 * container_of and calls the stored function with its real type, so the
 * core never calls through a pointer of the wrong type.
 */
#include "timercore/timer_legacy.h"

static void legacy_trampoline(struct timer_list *t)
{
	struct timer_list_legacy *lt =
		container_of(t, struct timer_list_legacy, timer);

	lt->function(lt->data);
}

void setup_timer(struct timer_list_legacy *timer,
		 void (*function)(unsigned long), unsigned long data)
{
	timer_setup(&timer->timer, legacy_trampoline, 0);
	timer->function = function;
	timer->data = data;
}

void init_timer(struct timer_list_legacy *timer)
{
	setup_timer(timer, NULL, 0);
}
