#include "handle.h"

struct conn { int fd; };

void start_conn(uv_timer_t *t, struct conn *c)
{
	conn_start(t, c);
	conn_start3(t, c);
}
