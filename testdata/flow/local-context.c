// A context copied into a void * local before the registration is the
// value assigned to it (initialiser or assignment), when every value it
// receives has the same shape. Clean twins: the same locals holding the
// type the callback recovers.
// RUN: not %timercheck --no-cache %s -- 2>&1 | grep -E '^[^ ]+:[0-9]+:[0-9]+: |finding' | %check %s
struct conn { int fd; };
struct sess { int id; };
struct timer { void (*fn)(void *); void *data; };
void timer_arm(struct timer *t, void (*fn)(void *), void *data);

static void conn_cb(void *p)
{
	struct conn *c = p;
	c->fd = 0;
}

void by_initialiser(struct timer *t, struct sess *s)
{
	void *ctx = s;

	timer_arm(t, conn_cb, ctx);
}

void by_assignment(struct timer *t, struct sess *s, int k)
{
	void *ctx;

	if (k)
		ctx = s;
	else
		ctx = (void *)s;
	timer_arm(t, conn_cb, ctx);
}

void clean(struct timer *t, struct conn *c)
{
	void *ctx = c, *other;

	other = ctx;
	timer_arm(t, conn_cb, ctx);
	timer_arm(t, conn_cb, other);
}
// CHECK: local-context.c:13:19: warning: callback 'conn_cb' recovers its context as 'struct conn *', but it is registered with 'struct sess *' [context-type-confusion]
// CHECK: local-context.c:21:24: note: 'conn_cb' registered here with a context of type 'struct sess *'
// CHECK: local-context.c:32:24: note: 'conn_cb' registered here with a context of type 'struct sess *'
// CHECK: 1 finding in 1 file (1 analysed)
