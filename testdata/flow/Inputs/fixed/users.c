#include "arm.h"

struct conn { int fd; };
struct session { long id; };

void start(struct timer_list *t, struct tasklet_struct *tl, struct conn *c, struct session *s)
{
	conn_arm(t, s);
	conn_arm(t, c);
	conn_arm3(t, s);
	conn_arm3(t, c);
	conn_defer(tl, (unsigned long)s);
	conn_defer(tl, (unsigned long)c);
	conn_arm(t, (void *)42);
	conn_defer(tl, (unsigned int)(unsigned long)c);
}
