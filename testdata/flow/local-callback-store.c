// A registration by stores (the linux pack's fields entry timer_list)
// whose callback is copied into a local first: the function assigned to
// the local is the one stored, checked against the context stored beside
// it, with a note where it was assigned. Clean twin: a local holding the
// right function.
// RUN: not %timercheck --no-cache %s -- -I%inputs/linux 2>&1 | grep -E '^[^ ]+:[0-9]+:[0-9]+: |finding' | %check %s
#include "legacy.h"
struct conn { int fd; };
struct sess { int id; };

static void conn_tick(unsigned long d)
{
	struct conn *c = (struct conn *)d;
	c->fd = 0;
}

static void sess_tick(unsigned long d)
{
	struct sess *s = (struct sess *)d;
	s->id = 0;
}

void arm_local(struct timer_list *t, struct sess *s)
{
	void (*fn)(unsigned long);

	fn = conn_tick;
	t->function = fn;
	t->data = (unsigned long)s;
}

void arm_good(struct timer_list *t, struct sess *s)
{
	void (*fn)(unsigned long) = sess_tick;

	t->function = fn;
	t->data = (unsigned long)s;
}
// CHECK: local-callback-store.c:13:19: error: callback 'conn_tick' recovers its context as 'struct conn *', but it is registered with 'struct sess *' [context-type-confusion]
// CHECK: local-callback-store.c:29:12: note: 'conn_tick' registered here with a context of type 'struct sess *'
// CHECK: local-callback-store.c:27:7: note: 'conn_tick' assigned to local variable 'fn' here
// CHECK: local-callback-store.c:29:12: warning: pointer of type 'struct sess *' passed through integer type 'unsigned long' as the context of callback 'conn_tick' registered with 'timer_list.function' [migration-integer-context]
// CHECK: local-callback-store.c:28:16: note: a typed API keeps the pointer's type: use timer_setup() and from_timer()
// CHECK: local-callback-store.c:37:12: warning: pointer of type 'struct sess *' passed through integer type 'unsigned long' as the context of callback 'sess_tick' registered with 'timer_list.function' [migration-integer-context]
// CHECK: local-callback-store.c:36:16: note: a typed API keeps the pointer's type: use timer_setup() and from_timer()
// CHECK: 3 findings in 1 file (1 analysed)
