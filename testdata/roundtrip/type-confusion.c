// The callback recovers a different pointer type than was registered: an
// error at the recovery, with a note at each registration that disagrees.
// RUN: not %timercheck %s -- -I%inputs/linux | %check %s
#include "legacy.h"

struct foo { int a; };
struct bar { long b; };

static void on_foo(unsigned long data)
{
	struct bar *b = (struct bar *)data;
	// CHECK: type-confusion.c:[[@LINE-1]]:18: error: callback 'on_foo' recovers its context as 'struct bar *', but it is registered with 'struct foo *' [context-type-confusion]
	// CHECK: type-confusion.c:30:25: note: 'on_foo' registered here with a context of type 'struct foo *'

	b->b = 0;
}

/* void * and char * recoveries assert nothing: clean. */
static void on_any(unsigned long data)
{
	void *p = (void *)data;
	char *c = (char *)data;

	(void)p;
	(void)c;
}

void arm(struct timer_list *t, struct timer_list *u, struct foo *f, struct bar *b)
{
	setup_timer(t, on_foo, (unsigned long)f);
	// CHECK: type-confusion.c:[[@LINE-1]]:25: warning: pointer of type 'struct foo *'{{.*}}[migration-integer-context]
	// CHECK: note: a typed API keeps the pointer's type
	setup_timer(u, on_any, (unsigned long)b);
	// CHECK: type-confusion.c:[[@LINE-1]]:25: warning: pointer of type 'struct bar *'{{.*}}[migration-integer-context]
	// CHECK: note: a typed API keeps the pointer's type
}

/* One callback registered from several places: each registration is checked. */
static void on_shared(unsigned long data)
{
	struct foo *f = (struct foo *)data;
	// CHECK: type-confusion.c:[[@LINE-1]]:18: error: callback 'on_shared' recovers its context as 'struct foo *', but it is registered with 'struct bar *' [context-type-confusion]
	// CHECK: note: 'on_shared' registered here with a context of type 'struct bar *'

	f->a = 1;
}

void arm_shared(struct tasklet_struct *t1, struct tasklet_struct *t2, struct foo *f, struct bar *b)
{
	tasklet_init(t1, on_shared, (unsigned long)f);
	// CHECK: type-confusion.c:[[@LINE-1]]:30: warning: {{.*}}[migration-integer-context]
	// CHECK: note: a typed API keeps the pointer's type
	tasklet_init(t2, on_shared, (unsigned long)b);
	// CHECK: type-confusion.c:[[@LINE-1]]:30: warning: {{.*}}[migration-integer-context]
	// CHECK: note: a typed API keeps the pointer's type
}
