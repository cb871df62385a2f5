/*
 * timercore/timer_legacy.h: the legacy generation (Linux <= 4.14).
 *
 * The callback takes an `unsigned long` and the timer carries that value in
 * `data`; callers pass object pointers through it as
 * `setup_timer(&t, fn, (unsigned long)obj)` and cast it back in the
 * callback.  The timer is a struct timer_list_legacy (see timer.h), which
 * embeds the core timer; the operations in timer.h accept it directly.
 */
#ifndef TIMERCORE_TIMER_LEGACY_H
#define TIMERCORE_TIMER_LEGACY_H

#include "timercore/timer.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Initialises `timer` with `function` and `data`: not pending, not bound
 * to a base.  The timer must not be pending.  Cannot fail.
 */
void setup_timer(struct timer_list_legacy *timer,
		 void (*function)(unsigned long), unsigned long data);

/*
 * Initialises `timer` with no callback yet; the caller assigns
 * timer->function and timer->data before adding it.  Cannot fail.
 */
void init_timer(struct timer_list_legacy *timer);

#ifdef __cplusplus
}
#endif

#endif /* TIMERCORE_TIMER_LEGACY_H */
