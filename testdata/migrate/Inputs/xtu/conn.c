#include <linux/timer.h>
#include "conn.h"

struct conn_timer {
	struct conn c;
	struct timer_list t;
};

void conn_timeout(unsigned long data)
{
	struct conn_timer *ct = (struct conn_timer *)data;

	ct->c.closed = 1;
}
