// A callback copied into a local variable before the registration stands
// for every value its function assigns it: its initialiser and each plain
// assignment, a function, a slot (a global, what a call returns) or a
// conditional. Each is checked as if written at the call, with a note where
// it was assigned. Clean twins: the same locals holding a callback that fits.
// RUN: not %timercheck --no-cache %s -- 2>&1 | grep -E '^[^ ]+:[0-9]+:[0-9]+: |finding' | %check %s
struct conn { int fd; };
struct sess { int id; };
struct timer { void (*fn)(void *); void *data; };
void timer_arm(struct timer *t, void (*fn)(void *), void *data);
typedef void (*cb_t)(void *);

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

static cb_t g_fn = conn_cb;
static cb_t g_sess = sess_cb;

cb_t pick_handler(void);
cb_t pick_handler(void)
{
	return conn_cb;
}

void by_initialiser(struct timer *t, struct sess *s)
{
	cb_t fn = conn_cb;
	timer_arm(t, fn, s);
}

void by_assignment(struct timer *t, struct sess *s)
{
	cb_t fn;
	fn = conn_cb;
	timer_arm(t, fn, s);
}

void from_global(struct timer *t, struct sess *s)
{
	cb_t fn = g_fn;
	timer_arm(t, fn, s);
}

void from_call(struct timer *t, struct sess *s)
{
	cb_t fn;
	fn = pick_handler();
	timer_arm(t, fn, s);
}

void from_conditional(struct timer *t, struct sess *s, int k)
{
	cb_t fn = k ? sess_cb : conn_cb;
	timer_arm(t, fn, s);
}

/* Clean twins. */
void clean(struct timer *t, struct sess *s, int k)
{
	cb_t fn = sess_cb, gn, hn = g_sess, kn = k ? sess_cb : g_sess;
	gn = sess_cb;
	timer_arm(t, fn, s);
	timer_arm(t, gn, s);
	timer_arm(t, hn, s);
	timer_arm(t, kn, s);
}
// CHECK: local-callback.c:15:19: warning: callback 'conn_cb' recovers its context as 'struct conn *', but it is registered with 'struct sess *' [context-type-confusion]
// CHECK: local-callback.c:37:19: note: 'conn_cb' registered here with a context of type 'struct sess *'
// CHECK: local-callback.c:36:12: note: 'conn_cb' assigned to local variable 'fn' here
// CHECK: local-callback.c:44:19: note: 'conn_cb' registered here with a context of type 'struct sess *'
// CHECK: local-callback.c:43:7: note: 'conn_cb' assigned to local variable 'fn' here
// CHECK: local-callback.c:50:19: note: 'conn_cb' registered here with a context of type 'struct sess *'
// CHECK: local-callback.c:25:20: note: 'conn_cb' stored into global 'g_fn' here
// CHECK: local-callback.c:57:19: note: 'conn_cb' registered here with a context of type 'struct sess *'
// CHECK: local-callback.c:31:9: note: 'conn_cb' returned by 'pick_handler' here
// CHECK: local-callback.c:63:19: note: 'conn_cb' registered here with a context of type 'struct sess *'
// CHECK: local-callback.c:62:26: note: 'conn_cb' assigned to local variable 'fn' here by a branch of the conditional
// CHECK: 1 finding in 1 file (1 analysed)
