// Locals not followed, so nothing is said about them: a context local
// assigned two different pointer types (which one reaches the call is not
// known); a local whose address is taken (written through a pointer the
// walk does not follow); a local moved by ++ or +=. One followed local
// (the last function) shows the registrations are seen.
// RUN: not %timercheck --no-cache %s -- 2>&1 | grep -E '^[^ ]+:[0-9]+:[0-9]+: |finding' | %check %s
struct conn { int fd; };
struct sess { int id; };
struct timer { void (*fn)(void *); void *data; };
void timer_arm(struct timer *t, void (*fn)(void *), void *data);
void set_ctx(void **slot);

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

void two_types(struct timer *t, struct conn *c, struct sess *s, int k)
{
	void *ctx = c;

	if (k)
		ctx = s;
	timer_arm(t, conn_cb, ctx);
}

void address_taken(struct timer *t, struct sess *s)
{
	void (*fn)(void *) = conn_cb, (**pf)(void *) = &fn;
	void *ctx = s;

	*pf = sess_cb;
	set_ctx(&ctx);
	timer_arm(t, fn, s);
	timer_arm(t, conn_cb, ctx);
}

void moved(struct timer *t, struct sess *s)
{
	char *ctx = (char *)s, *other = (char *)s;

	ctx++;
	other += 0;
	timer_arm(t, conn_cb, ctx);
	timer_arm(t, conn_cb, other);
}

void followed(struct timer *t, struct sess *s)
{
	void *ctx = s;

	timer_arm(t, conn_cb, ctx);
}
// CHECK: local-unfollowed.c:15:19: warning: callback 'conn_cb' recovers its context as 'struct conn *', but it is registered with 'struct sess *' [context-type-confusion]
// CHECK: local-unfollowed.c:59:24: note: 'conn_cb' registered here with a context of type 'struct sess *'
// CHECK: 1 finding in 1 file (1 analysed)
