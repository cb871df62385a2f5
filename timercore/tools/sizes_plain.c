/*
 * sizes_plain.c: the timer sizes of the default build (no fingerprint).
 */
#include "timercore/timer.h"
#include "sizes.h"

void timercore_sizes_plain(struct timercore_sizes *out)
{
	out->legacy = sizeof(struct timer_list_legacy);
	out->typed = sizeof(struct timer_list_typed);
	out->embedded = sizeof(struct timer_list);
}
