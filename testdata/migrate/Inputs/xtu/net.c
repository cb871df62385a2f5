#include <linux/timer.h>
#include "conn.h"

struct conn_timer {
	struct conn c;
	struct timer_list t;
};

static struct conn_timer the_conn;

void conn_start(void)
{
	setup_timer(&the_conn.t, conn_timeout, (unsigned long)&the_conn);
}
