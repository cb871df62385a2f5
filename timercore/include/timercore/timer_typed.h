/*
 * timercore/timer_typed.h: the typed generation (the 2006 proposal).
 *
 * The callback takes a pointer and the timer carries it as `void *data`.
 * SETUP_TIMER() checks at compile time that `fn(ptr)` is a valid call,
 * with the `(void)(0 && (fn(ptr), 0))` idiom (the call is never emitted),
 * and then stores `fn` converted to `void (*)(void *)`.  When `fn` already
 * takes `void *` the conversion changes nothing.  When it takes a
 * `struct foo *` this is "the 2006 cast": the later call through
 * `void (*)(void *)` is undefined behaviour that works on every ABI we know
 * but that Clang's CFI and kCFI trap.  timercheck accepts it by default
 * because of the checked-call idiom and reports it under its CFI profile.
 */
#ifndef TIMERCORE_TIMER_TYPED_H
#define TIMERCORE_TIMER_TYPED_H

#include "timercore/timer.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Initialises `timer` with `function` and `data`: not pending, not bound
 * to a base.  The timer must not be pending.  Cannot fail.
 */
void timer_typed_setup(struct timer_list_typed *timer,
		       void (*function)(void *), void *data);

/* SETUP_TIMER(timer, fn, ptr): timer_typed_setup() with the call check. */
#define SETUP_TIMER(timer, fn, ptr)                                         \
	((void)(0 && ((fn)(ptr), 0)),                                        \
	 timer_typed_setup((timer), (void (*)(void *))(fn), (ptr)))

#ifdef __cplusplus
}
#endif

#endif /* TIMERCORE_TIMER_TYPED_H */
