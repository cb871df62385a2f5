/* A wrapper of the wrapper, in a file of its own: it hands its context on. */
#include "conn.h"

void conn_arm_outer(struct timer_list *t, void *arg)
{
	conn_arm(t, arg);
}
