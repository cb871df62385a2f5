// A registration by stores (the linux pack's fields entry timer_list:
// setup_timer() writes t->function and t->data) whose callback is read from
// a global, or is a conditional: each function the global holds, and each
// branch, is checked against the context stored beside it. The integer
// context is a migration warning once per registration, whichever function
// it is for. Clean twins: a global holding the right function, a
// conditional whose branches both fit.
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

static void sess_other(unsigned long d)
{
	struct sess *s = (struct sess *)d;
	s->id = 1;
}

static void (*g_tick)(unsigned long) = conn_tick;
static void (*g_good)(unsigned long) = sess_tick;

void arm_global(struct timer_list *t, struct sess *s)
{
	setup_timer(t, g_tick, (unsigned long)s);
}

void arm_good(struct timer_list *t, struct sess *s)
{
	setup_timer(t, g_good, (unsigned long)s);
}

void arm_either(struct timer_list *t, struct sess *s, int k)
{
	t->function = k ? conn_tick : sess_tick;
	t->data = (unsigned long)s;
}

void arm_both_good(struct timer_list *t, struct sess *s, int k)
{
	t->function = k ? sess_other : sess_tick;
	t->data = (unsigned long)s;
}
// CHECK: callback-slot-field-registration.c:16:19: error: callback 'conn_tick' recovers its context as 'struct conn *', but it is registered with 'struct sess *' [context-type-confusion]
// CHECK: callback-slot-field-registration.c:37:25: note: 'conn_tick' registered here with a context of type 'struct sess *'
// CHECK: callback-slot-field-registration.c:32:40: note: 'conn_tick' stored into global 'g_tick' here
// CHECK: callback-slot-field-registration.c:48:12: note: 'conn_tick' registered here with a context of type 'struct sess *'
// CHECK: callback-slot-field-registration.c:47:20: note: 'conn_tick' passed by a branch of the conditional here
// CHECK: callback-slot-field-registration.c:37:25: warning: pointer of type 'struct sess *' passed through integer type 'unsigned long' as the context of callback 'conn_tick' registered with 'timer_list.function' [migration-integer-context]
// CHECK: callback-slot-field-registration.c:37:17: note: a typed API keeps the pointer's type: use timer_setup() and from_timer()
// CHECK: callback-slot-field-registration.c:42:25: warning: pointer of type 'struct sess *' passed through integer type 'unsigned long' as the context of callback 'sess_tick' registered with 'timer_list.function' [migration-integer-context]
// CHECK: callback-slot-field-registration.c:42:17: note: a typed API keeps the pointer's type: use timer_setup() and from_timer()
// CHECK: callback-slot-field-registration.c:48:12: warning: pointer of type 'struct sess *' passed through integer type 'unsigned long' as the context of callback 'conn_tick' registered with 'timer_list.function' [migration-integer-context]
// CHECK: callback-slot-field-registration.c:47:20: note: a typed API keeps the pointer's type: use timer_setup() and from_timer()
// CHECK: callback-slot-field-registration.c:54:12: warning: pointer of type 'struct sess *' passed through integer type 'unsigned long' as the context of callback 'sess_other' registered with 'timer_list.function' [migration-integer-context]
// CHECK: callback-slot-field-registration.c:53:20: note: a typed API keeps the pointer's type: use timer_setup() and from_timer()
// CHECK: 5 findings in 1 file (1 analysed)
