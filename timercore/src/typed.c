/*
 * typed.c: the typed generation's front end.  As in legacy.c, a trampoline
 * of the core's callback type recovers the struct timer_list_typed and
 * calls the stored `void (*)(void *)` with the stored pointer.  That call is
 * well typed unless the caller stored a function of another type through
 * SETUP_TIMER's cast (see timer_typed.h).
 */
#include "timercore/timer_typed.h"

static void typed_trampoline(struct timer_list *t)
{
	struct timer_list_typed *tt =
		container_of(t, struct timer_list_typed, timer);

	tt->function(tt->data);
}

void timer_typed_setup(struct timer_list_typed *timer,
		       void (*function)(void *), void *data)
{
	timer_setup(&timer->timer, typed_trampoline, 0);
	timer->function = function;
	timer->data = data;
}
