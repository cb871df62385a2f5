// The clean twin of roundtrip.c and container.c: every registration of
// the inferred APIs recovers what it was registered with, and the shapes
// that are not callback APIs are not inferred: evq_for_each() hands its
// callback other nodes than the one passed (struct evq_node holds no
// callback), evq_sort()'s comparator takes two void * (which one is the
// base is ambiguous), evq_at_exit()'s callback takes nothing.
// RUN: %timercheck --no-cache --api none %s -- -I%S/Inputs/evq | %check --allow-empty %s
// CHECK-NOT: {{.}}
// RUN: %timercheck --no-cache --api none --dump-apis %s -- -I%S/Inputs/evq | FileCheck %s --check-prefix=APIS
// APIS: pack inferred
// APIS-NOT: evq_for_each
// APIS-NOT: evq_node
// APIS-NOT: evq_sort
// APIS-NOT: evq_at_exit
#include "evq.h"

struct conn { int fd; struct evq_timer timer; };
struct item { int key; struct evq_node node; };
struct list { int n; struct evq_node head; };

static void conn_run(void *arg)
{
	struct conn *c = arg;

	c->fd = 0;
}

static void conn_word(evq_word_t w)
{
	struct conn *c = (struct conn *)w;

	c->fd = 1;
}

static void conn_fire(struct evq_timer *t)
{
	struct conn *c = container_of(t, struct conn, timer);

	c->fd = 2;
}

static void item_visit(struct evq_node *n)
{
	struct item *it = container_of(n, struct item, node);

	it->key = 0;
}

static int item_cmp(const void *a, const void *b)
{
	const struct item *x = a, *y = b;

	return x->key - y->key;
}

static void bye(void)
{
}

void start(struct conn *c, struct list *l, struct item *items, unsigned n)
{
	evq_post(1, conn_run, c);
	evq_defer(3, conn_word, (evq_word_t)c);
	evq_timer_arm(&c->timer, conn_fire, 10);
	c->timer.fire = conn_fire;
	evq_for_each(&l->head, item_visit);
	evq_sort(items, n, item_cmp);
	evq_at_exit(bye);
}
