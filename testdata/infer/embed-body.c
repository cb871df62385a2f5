// An embedded API whose body is seen: tmr_arm() stores its callback into
// the timer it is given, and tmr_run() calls that field with the timer
// itself, so tmr_arm() is inferred from that evidence and a wrong
// container recovery is an error. tmr_each() has the same declaration
// shape but walks a list, calling its callback with other timers than the
// one passed (its parameter is reassigned): not inferred, so its callback's
// recovery is no finding. embed-body-clean.c is the clean twin.
// RUN: not %timercheck --no-cache --api none %s -- | %check %s
// RUN: %timercheck --no-cache --api none --dump-apis %s -- | FileCheck %s --check-prefix=APIS
// APIS-NOT: tmr_each
// APIS: embed-call tmr_arm object=1 callback=2 param=1 evidence=field {{.*}}tmr.fire is called with the object itself
// APIS-NOT: tmr_each
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
	struct peer *p = container_of(t, struct peer, retry);
	// CHECK: embed-body.c:[[@LINE-1]]:19: error: callback 'conn_fire' recovers 'struct peer' member 'retry' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: embed-body.c:[[@LINE+15]]:10: note: 'conn_fire' registered here for 'struct conn' member 'timer'

	p->id = 0;
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
	tmr_each(&c->timer, count_peer);
}
