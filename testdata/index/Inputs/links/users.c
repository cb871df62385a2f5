/* Calls only the outer wrapper: its finding joins three files. */
#include "conn.h"

void start(struct timer_list *t, struct conn *c, struct session *s)
{
	conn_arm_outer(t, s);
	conn_arm_outer(t, c);
}
