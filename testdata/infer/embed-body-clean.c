// The clean twin of embed-body.c: tmr_arm() (inferred from its body and
// tmr_run()'s call through the field) registers each callback for the
// container it recovers, and tmr_each(), a list walk, is not inferred.
// RUN: %timercheck --no-cache --api none %s -- | %check --allow-empty %s
// CHECK-NOT: {{.}}
#define container_of(p, T, m) ((T *)((char *)(p) - __builtin_offsetof(T, m)))

struct tmr {
	struct tmr *next;
	void (*fire)(struct tmr *t);
};

static struct tmr *pending;

void tmr_arm(struct tmr *t, void (*fire)(struct tmr *))
{
	t->fire = fire;
	t->next = pending;
	pending = t;
}

void tmr_run(void)
{
	struct tmr *t;

	for (t = pending; t; t = t->next)
		t->fire(t);
}

void tmr_each(struct tmr *t, void (*visit)(struct tmr *))
{
	for (; t; t = t->next)
		visit(t);
}

struct conn { int fd; struct tmr timer; };
struct peer { long id; struct tmr retry; };

static void conn_fire(struct tmr *t)
{
	struct conn *c = container_of(t, struct conn, timer);

	c->fd = 0;
}

static void count_peer(struct tmr *t)
{
	struct peer *p = container_of(t, struct peer, retry);

	p->id++;
}

void start(struct conn *c, struct peer *p)
{
	tmr_arm(&p->retry, count_peer);
	tmr_arm(&c->timer, conn_fire);
	tmr_each(&p->retry, count_peer);
}
