/* A project's wrappers that fix a timer's callback and take the timer from their callers. */
#include "kernel.h"
void arm_poll(struct timer_list *t);
void arm_poll3(struct timer_list *t);
void arm_bh(struct tasklet_struct *t);
