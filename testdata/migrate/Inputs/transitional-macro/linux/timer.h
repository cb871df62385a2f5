/*
 * Linux 4.14's transitional timer API with timer_setup() as a macro: the
 * legacy model of testdata/Inputs/linux/legacy.h (setup_timer() a macro
 * that stores the function and the data, timer_setup() casting the
 * callback to the legacy type and storing the timer as its own data),
 * with from_timer() and the timer operations, so legacy code and the same
 * code migrated to timer_setup() both compile against it.
 */
#ifndef MODEL_TRANSITIONAL_MACRO_TIMER_H
#define MODEL_TRANSITIONAL_MACRO_TIMER_H

#include "../../../../Inputs/linux/legacy.h"

#define container_of(ptr, type, member) \
	((type *)(void *)((char *)(ptr) - __builtin_offsetof(type, member)))
#define from_timer(var, callback_timer, timer_fieldname) \
	container_of(callback_timer, __typeof__(*var), timer_fieldname)

void add_timer(struct timer_list *timer);
int mod_timer(struct timer_list *timer, unsigned long expires);
int del_timer(struct timer_list *timer);

#endif
