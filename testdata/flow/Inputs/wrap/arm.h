/* A project's own wrappers around the legacy timer and tasklet APIs. */
#include "legacy.h"
void my_arm(struct timer_list *t, void (*fn)(unsigned long), unsigned long arg);
void my_arm3(struct timer_list *t, void (*fn)(unsigned long), unsigned long arg);
void my_tasklet(struct tasklet_struct *t, void (*fn)(unsigned long), unsigned long arg);
