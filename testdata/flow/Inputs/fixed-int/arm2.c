#include "arm.h"

/* Depth 2 in another file: a wrapper of start_poll (arm.c), the word handed on. */
void start_poll2(struct timer_list *t, unsigned long d)
{
	start_poll(t, d);
}
