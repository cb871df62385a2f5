/* Fills the globals that use.c registers as contexts. */
struct conn { int fd; };
struct port { long base; };

unsigned long g_conn_ctx;	/* holds a struct conn * */
unsigned long g_port_ctx;	/* holds a struct port * */
void *g_any;			/* holds a struct conn * */
unsigned long g_count;		/* only ever a number */

void state_init(struct conn *c, struct port *p)
{
	g_conn_ctx = (unsigned long)c;
	g_port_ctx = (unsigned long)p;
	g_any = c;
	g_count = 3;
}

void state_reset(void)
{
	g_conn_ctx = 0;		/* no context: not an origin */
	g_any = 0;
}
