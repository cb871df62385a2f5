// Structs that start with the same member types share a common initial
// sequence (C11 6.5.2.3p6): a callback that recovers 'struct base *' from a
// 'struct derived *' whose members start with base's (libuv's handles, the
// struct sockaddr family) reads only that sequence, so timercheck stays
// silent, in both directions and through an embedded first member. A struct
// with the very same members, names included, is one field list expanded
// twice (libuv's uv_tcp_t is uv_stream_t's fields on Unix): silent too. The
// key of each struct lists its leading members, so this holds across files.
// RUN: %timercheck --no-cache %s -- | %check --allow-empty %s
// The buggy twin: 'struct other' shares no leading member type with 'struct
// base' (double, not int), and 'struct longer' starts like base but goes on
// differently (unsigned, then long where base has char *), and 'struct
// renamed' has base's member types under other names: two types with one
// layout, not a hierarchy. Proven mismatches.
// RUN: not %timercheck --no-cache %s -- -DBUG | %check %s --check-prefix=BUG
typedef void (*work_fn)(void *ctx);
void queue_work(work_fn fn, void *ctx) { fn(ctx); }	/* hands ctx over: evidence=call */

struct base { int kind; unsigned flags; char *name; };
struct derived { int kind; unsigned flags; char *name; long extra; };
struct wrapper { struct derived inner; int more; };
struct other { double weight; char *name; };
struct longer { int kind; unsigned flags; long name; };
struct twin { int kind; unsigned flags; char *name; };
struct renamed { int id; unsigned mode; char *label; };

static void on_base(void *ctx)
{
	struct base *b = ctx;
	// BUG: common-initial-sequence.c:[[@LINE-1]]:19: error: callback 'on_base' recovers its context as 'struct base *', but it is registered with 'struct longer *' [context-type-confusion]
	// BUG: common-initial-sequence.c:58:22: note: 'on_base' registered here with a context of type 'struct longer *'
	// BUG: common-initial-sequence.c:[[@LINE-3]]:19: error: callback 'on_base' recovers its context as 'struct base *', but it is registered with 'struct other *' [context-type-confusion]
	// BUG: common-initial-sequence.c:57:22: note: 'on_base' registered here with a context of type 'struct other *'
	// BUG: common-initial-sequence.c:[[@LINE-5]]:19: error: callback 'on_base' recovers its context as 'struct base *', but it is registered with 'struct renamed *' [context-type-confusion]
	// BUG: common-initial-sequence.c:56:22: note: 'on_base' registered here with a context of type 'struct renamed *'

	b->kind = 0;
}

/* A downcast: registered with the shorter struct, recovered as the longer one. */
static void on_derived(void *ctx)
{
	struct derived *d = ctx;

	d->extra = 0;
}

void start(struct derived *d, struct wrapper *w, struct base *b, struct other *o,
	   struct longer *l, struct twin *t, struct renamed *r)
{
	queue_work(on_base, d);
	queue_work(on_base, w);
	queue_work(on_derived, b);
	queue_work(on_base, t);
#ifdef BUG
	queue_work(on_base, r);
	queue_work(on_base, o);
	queue_work(on_base, l);
#endif
	(void)o;
	(void)l;
	(void)r;
}
// CHECK-NOT: {{.}}
// BUG-NOT: error:
