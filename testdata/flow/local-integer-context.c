// An integer local holding a smuggled pointer follows the same rule as a
// pointer local: every value its function assigns it, its initialiser or
// an assignment, when all have the same shape. Silent: a local given two
// pointer types, a local moved by +=. Clean twin: the right type.
// RUN: not %timercheck --no-cache %s -- -I%inputs/linux 2>&1 | grep -E '^[^ ]+:[0-9]+:[0-9]+: |finding' | %check %s
#include "legacy.h"
struct conn { int fd; };
struct sess { int id; };

static void conn_tick(unsigned long d)
{
	struct conn *c = (struct conn *)d;
	c->fd = 0;
}

void by_assignment(struct timer_list *t, struct sess *s)
{
	unsigned long data;

	data = (unsigned long)s;
	setup_timer(t, conn_tick, data);
}

void two_types(struct timer_list *t, struct conn *c, struct sess *s, int k)
{
	unsigned long data = (unsigned long)c;

	if (k)
		data = (unsigned long)s;
	setup_timer(t, conn_tick, data);
}

void moved(struct timer_list *t, struct sess *s)
{
	unsigned long data = (unsigned long)s;

	data += 0;
	setup_timer(t, conn_tick, data);
}

void clean(struct timer_list *t, struct conn *c)
{
	unsigned long data = (unsigned long)c;

	setup_timer(t, conn_tick, data);
}
// CHECK: local-integer-context.c:12:19: error: callback 'conn_tick' recovers its context as 'struct conn *', but it is registered with 'struct sess *' [context-type-confusion]
// CHECK: local-integer-context.c:21:28: note: 'conn_tick' registered here with a context of type 'struct sess *'
// CHECK: local-integer-context.c:21:28: warning: pointer of type 'struct sess *' passed through integer type 'unsigned long' as the context of callback 'conn_tick' registered with 'timer_list.function' [migration-integer-context]
// CHECK: local-integer-context.c:21:17: note: a typed API keeps the pointer's type: use timer_setup() and from_timer()
// CHECK: local-integer-context.c:45:28: warning: pointer of type 'struct conn *' passed through integer type 'unsigned long' as the context of callback 'conn_tick' registered with 'timer_list.function' [migration-integer-context]
// CHECK: local-integer-context.c:45:17: note: a typed API keeps the pointer's type: use timer_setup() and from_timer()
// CHECK: 3 findings in 1 file (1 analysed)
