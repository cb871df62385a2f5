/*
 * The migration tests' timer model (../../linux/timer.h) with the legacy
 * setup calls as Linux 4.14 wrote them: macros that call init_timer() and
 * store the function and the data themselves.
 */
#ifndef MODEL_LINUX_TIMER_MACROS_H
#define MODEL_LINUX_TIMER_MACROS_H

#include "../../linux/timer.h"

#undef setup_timer
#define __setup_timer(_timer, _fn, _data, _flags)				\
	do {								\
		init_timer(_timer);					\
		(_timer)->flags = (_flags);				\
		(_timer)->function = (_fn);				\
		(_timer)->data = (_data);				\
	} while (0)
#define setup_timer(timer, fn, data) __setup_timer((timer), (fn), (data), 0)
#define setup_deferrable_timer(timer, fn, data)				\
	__setup_timer((timer), (fn), (data), TIMER_DEFERRABLE)

#endif
