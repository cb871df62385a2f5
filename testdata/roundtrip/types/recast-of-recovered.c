// A callback that recovers its context with the right type and then casts
// that typed pointer to another type (libuv: uv_udp_t *udp = handle->data;
// ... uv_close((uv_handle_t *)udp, NULL)) recovers the context once: the
// second cast converts an already-typed pointer, whatever it is worth, and
// is not a reading of the context. A direct cast of the parameter itself
// is still a recovery (the buggy twin), and so is a cast of the untyped
// value however it is copied.
// RUN: %timercheck --no-cache %s -- | %check --allow-empty %s
// RUN: not %timercheck --no-cache %s -- -DBUG | %check %s --check-prefix=BUG
typedef void (*work_fn)(void *ctx);
void queue_work(work_fn fn, void *ctx) { fn(ctx); }	/* hands ctx over: evidence=call */
void close_handle(struct handle *h);

struct handle { void *data; int type; };
struct udp { void *data; int type; int fd; };
struct sess { int id; };

static void on_udp(void *ctx)
{
	struct udp *udp = ctx;

	udp->fd = 0;
	close_handle((struct handle *)udp);
}

#ifdef BUG
static void on_sess(void *ctx)
{
	void *copy = ctx;
	struct sess *s = (struct sess *)copy;
	// BUG: recast-of-recovered.c:[[@LINE-1]]:19: error: callback 'on_sess' recovers its context as 'struct sess *', but it is registered with 'struct udp *' [context-type-confusion]
	// BUG: recast-of-recovered.c:42:22: note: 'on_sess' registered here with a context of type 'struct udp *'

	s->id = 0;
}
#endif

void start(struct udp *u)
{
	queue_work(on_udp, u);
#ifdef BUG
	queue_work(on_sess, u);
#endif
}
