/* One callback registered with the same wrong type through a pack's API and through an API inferred from a prototype alone. */
#include "evq.h"

int my_queue(void (*fn)(void *), void *arg);

struct conn { int fd; };
struct peer { long id; };

static void conn_run(void *arg)
{
	struct conn *c = arg;

	c->fd = 0;
}

void start(struct peer *p)
{
	evq_post(1, conn_run, p);
	my_queue(conn_run, p);
}
