/* A project's wrappers that fix the callback and take an integer context word. */
#include "legacy.h"
void start_poll(struct timer_list *t, unsigned long d);
void start_poll2(struct timer_list *t, unsigned long d);
void start_poll3(struct timer_list *t, unsigned long d);
void start_tick(struct timer_list *t, unsigned long count);
void defer_poll2(struct tasklet_struct *t, unsigned long cookie);
