// A local that receives two different functions (an initialiser and an
// assignment) is read like a conditional: each function may reach the
// registration, so each is checked against the context, and each one that
// does not fit is reported. Clean twin: two functions that both fit.
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

static void sess_cb(void *p)
{
	struct sess *s = p;
	s->id = 0;
}

static void sess_other(void *p)
{
	struct sess *s = p;
	s->id = 1;
}

void two(struct timer *t, struct sess *s, int k)
{
	void (*fn)(void *) = sess_cb;

	if (k)
		fn = conn_cb;
	timer_arm(t, fn, s);
}

void clean(struct timer *t, struct sess *s, int k)
{
	void (*fn)(void *) = sess_cb;

	if (k)
		fn = sess_other;
	timer_arm(t, fn, s);
}
// CHECK: local-callback-two-functions.c:13:19: warning: callback 'conn_cb' recovers its context as 'struct conn *', but it is registered with 'struct sess *' [context-type-confusion]
// CHECK: local-callback-two-functions.c:35:19: note: 'conn_cb' registered here with a context of type 'struct sess *'
// CHECK: local-callback-two-functions.c:34:8: note: 'conn_cb' assigned to local variable 'fn' here
// CHECK: 1 finding in 1 file (1 analysed)
