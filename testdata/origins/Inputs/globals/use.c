#include "legacy.h"

struct conn { int fd; };
struct port { long base; };

extern unsigned long g_conn_ctx, g_port_ctx, g_count;
extern void *g_any;

static void conn_tick(unsigned long d)
{
	struct conn *c = (struct conn *)d;
	c->fd = 0;
}

static void count_tick(unsigned long d)
{
	struct conn *c = (struct conn *)d;
	c->fd = 1;
}

static void any_tick(unsigned long d)
{
	struct port *p = (struct port *)d;
	p->base = 0;
}

void arm(struct timer_list *a, struct timer_list *b, struct timer_list *c, struct timer_list *d)
{
	setup_timer(a, conn_tick, g_conn_ctx);	/* right type: migration note only */
	setup_timer(b, conn_tick, g_port_ctx);	/* another type */
	setup_timer(c, count_tick, g_count);	/* a number */
	setup_timer(d, any_tick, (unsigned long)g_any);	/* a struct conn * */
}
