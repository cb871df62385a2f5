/* Input of emit.test: one registration of each shape the transformations
 * of tools/metamorph rewrite. It compiles; nothing in it is a finding. */
struct timer { void (*fn)(void *); void *data; };
struct conn { int fd; struct timer t; };
void timer_arm(struct timer *t, void (*fn)(void *), void *data);
void legacy_arm(struct timer *t, void (*fn)(unsigned long), unsigned long data);

static void conn_cb(void *p)
{
	struct conn *c = p;

	c->fd = 0;
}

static void legacy_cb(unsigned long data)
{
	(void)data;
}

void arm(struct conn *c)
{
	static struct conn local;
	int n = 5;

	timer_arm(&c->t, conn_cb, c);
	if (n)
		timer_arm(&local.t, conn_cb, &local);
	legacy_arm(&c->t, legacy_cb, n);
	c->t.fn = (void (*)(void *))conn_cb;
}
