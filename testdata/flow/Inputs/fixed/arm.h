/* A project's wrappers that fix the callback and take only its context. */
#include "legacy.h"
void conn_arm(struct timer_list *t, void *arg);
void conn_arm3(struct timer_list *t, void *arg);
void conn_defer(struct tasklet_struct *t, unsigned long cookie);
