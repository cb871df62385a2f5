/*
 * Linux 4.14's transitional timer API with timer_setup() as an inline
 * function: it casts its callback parameter, which takes the timer, to
 * the legacy void (*)(unsigned long) and hands __setup_timer() the timer
 * itself as the data. setup_timer() is the legacy macro over the same
 * __setup_timer(), so legacy code and the same code migrated to
 * timer_setup() both compile against it.
 */
#ifndef MODEL_TRANSITIONAL_INLINE_TIMER_H
#define MODEL_TRANSITIONAL_INLINE_TIMER_H

#include <stddef.h>

struct timer_list {
	unsigned long expires;
	void (*function)(unsigned long);
	unsigned long data;
	unsigned int flags;
};

#define TIMER_DEFERRABLE 0x00080000u
#define TIMER_DATA_TYPE unsigned long
#define TIMER_FUNC_TYPE void (*)(TIMER_DATA_TYPE)

void init_timer(struct timer_list *timer);

#define __setup_timer(_timer, _fn, _data, _flags)	\
	do {						\
		init_timer(_timer);			\
		(_timer)->flags = (_flags);		\
		(_timer)->function = (_fn);		\
		(_timer)->data = (_data);		\
	} while (0)
#define setup_timer(timer, fn, data) __setup_timer((timer), (fn), (data), 0)

static inline void timer_setup(struct timer_list *timer, void (*callback)(struct timer_list *),
			       unsigned int flags)
{
	__setup_timer(timer, (TIMER_FUNC_TYPE)callback, (TIMER_DATA_TYPE)timer, flags);
}

#define container_of(ptr, type, member) \
	((type *)(void *)((char *)(ptr) - offsetof(type, member)))
#define from_timer(var, callback_timer, timer_fieldname) \
	container_of(callback_timer, __typeof__(*var), timer_fieldname)

void add_timer(struct timer_list *timer);
int mod_timer(struct timer_list *timer, unsigned long expires);
int del_timer(struct timer_list *timer);

#endif
