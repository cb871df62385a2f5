// A callback registered as what a call returns: a getter returning a
// typed function pointer, and one returning void * cast back at the
// registration. Clean twins: a getter returning the right function, and
// one that returns either (a tagged slot: sess_cb fits).
// RUN: not %timercheck --no-cache %s -- 2>&1 | grep -E '^[^ ]+:[0-9]+:[0-9]+: |finding' | %check %s
struct conn { int fd; };
struct sess { int id; };
struct timer { void (*fn)(void *); void *data; };
void timer_arm(struct timer *t, void (*fn)(void *), void *data);

static void conn_cb(void *p)
{
	struct conn *c = p;
	// CHECK: callback-slot-return.c:[[@LINE-1]]:19: warning: callback 'conn_cb' recovers its context as 'struct conn *', but it is registered with 'struct sess *' [context-type-confusion]
	c->fd = 0;
}

static void sess_cb(void *p)
{
	struct sess *s = p;
	s->id = 0;
}

static void (*get_conn(void))(void *)
{
	return conn_cb;
}

static void *get_erased(void)
{
	return (void *)conn_cb;
}

static void (*get_sess(void))(void *)
{
	return sess_cb;
}

static void (*get_either(int k))(void *)
{
	if (k)
		return conn_cb;
	return sess_cb;
}

void go(struct timer *t, struct sess *s, int k)
{
	timer_arm(t, get_conn(), s);
	// CHECK: callback-slot-return.c:[[@LINE-1]]:27: note: 'conn_cb' registered here with a context of type 'struct sess *'
	// CHECK: callback-slot-return.c:26:9: note: 'conn_cb' returned by 'get_conn' here
	timer_arm(t, (void (*)(void *))get_erased(), s);
	// CHECK: callback-slot-return.c:[[@LINE-1]]:47: note: 'conn_cb' registered here with a context of type 'struct sess *'
	// CHECK: callback-slot-return.c:31:9: note: 'conn_cb' returned by 'get_erased' here
	timer_arm(t, get_sess(), s);
	timer_arm(t, get_either(k), s);
}
// CHECK: 1 finding in 1 file (1 analysed)
