// A conditional written at the registration (k ? conn_cb : sess_cb): both
// branches really reach it, so each branch is checked against the context
// on its own and each wrong one is reported, with a note at the branch. A
// branch may itself read a slot (a global here). Clean twin: a conditional
// whose two branches both fit.
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

static void conn_other(void *p)
{
	struct conn *c = p;
	c->fd = 1;
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

static void (*g_other)(void *) = conn_other;

void go(struct timer *t, struct sess *s, int k)
{
	timer_arm(t, k ? conn_cb : sess_cb, s);
	timer_arm(t, k ? sess_cb : g_other, s);
	timer_arm(t, k ? sess_cb : sess_other, s);	/* clean: both branches fit */
}
// (Each finding with its notes, in order.)
// CHECK: callback-slot-conditional.c:14:19: warning: callback 'conn_cb' recovers its context as 'struct conn *', but it is registered with 'struct sess *' [context-type-confusion]
// CHECK: callback-slot-conditional.c:40:38: note: 'conn_cb' registered here with a context of type 'struct sess *'
// CHECK: callback-slot-conditional.c:40:19: note: 'conn_cb' passed by a branch of the conditional here
// CHECK: callback-slot-conditional.c:20:19: warning: callback 'conn_other' recovers its context as 'struct conn *', but it is registered with 'struct sess *' [context-type-confusion]
// CHECK: callback-slot-conditional.c:41:38: note: 'conn_other' registered here with a context of type 'struct sess *'
// CHECK: callback-slot-conditional.c:36:34: note: 'conn_other' stored into global 'g_other' here
// CHECK: 2 findings in 1 file (1 analysed)
