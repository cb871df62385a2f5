#include "glib.h"

struct conn { int fd; };
struct session { long id; };
guint conn_watch(void *arg);

void watch(struct conn *c, struct session *s)
{
	conn_watch(s);
	conn_watch(c);
}
