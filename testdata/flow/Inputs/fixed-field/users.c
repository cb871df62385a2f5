#include "handle.h"

struct session { long id; };

void start_session(uv_timer_t *t, struct session *s)
{
	conn_start(t, s);
	conn_start3(t, s);
}
