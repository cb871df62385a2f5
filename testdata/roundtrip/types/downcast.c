// A callback may recover a type that starts with the registered one (a
// downcast: 'struct conn' whose first member is the registered 'struct
// sess'): the object may be a conn, the code cannot be proven wrong, so
// timercheck stays silent. A struct that is not known here (declared, never
// defined) cannot be proven wrong either.
// RUN: %timercheck --no-cache %s -- | %check --allow-empty %s
// The buggy twin: 'struct sess' registered, 'struct other' recovered: both
// complete, neither starts with the other: a proven confusion.
// RUN: not %timercheck --no-cache %s -- -DBUG | %check %s --check-prefix=BUG
typedef void (*work_fn)(void *ctx);
void queue_work(work_fn fn, void *ctx) { fn(ctx); }	/* hands ctx over: evidence=call */

struct sess { int id; };
struct conn { struct sess sess; long fd; };
struct other { long fd; };
struct opaque;

static void on_conn(void *ctx)
{
	struct conn *c = ctx;

	c->fd = 0;
}

static void on_opaque(void *ctx)
{
	struct opaque *o = ctx;

	(void)o;
}

static void on_other(void *ctx)
{
	struct other *o = ctx;
	// BUG: downcast.c:[[@LINE-1]]:20: error: callback 'on_other' recovers its context as 'struct other *', but it is registered with 'struct sess *' [context-type-confusion]
	// BUG: downcast.c:47:23: note: 'on_other' registered here with a context of type 'struct sess *'

	o->fd = 0;
}

void start(struct sess *s, struct other *o)
{
	queue_work(on_conn, s);
	queue_work(on_opaque, s);
	queue_work(on_other, o);
#ifdef BUG
	queue_work(on_other, s);
#endif
}
// CHECK-NOT: {{.}}
