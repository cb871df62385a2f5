/*
 * sizes_dt.c: the timer sizes with the runtime type fingerprint on.  This
 * file is compiled with TIMERCORE_DEBUG_TYPES; see sizes.c.
 */
#ifndef TIMERCORE_DEBUG_TYPES
#define TIMERCORE_DEBUG_TYPES
#endif
#include "timercore/timer.h"
#include "sizes.h"

void timercore_sizes_debug(struct timercore_sizes *out)
{
	out->legacy = sizeof(struct timer_list_legacy);
	out->typed = sizeof(struct timer_list_typed);
	out->embedded = sizeof(struct timer_list);
}
