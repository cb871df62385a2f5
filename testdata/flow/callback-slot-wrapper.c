// A callback read from a global and handed to the project's wrapper of a
// pack API (my_init wraps tasklet_init, parameters in another order): the
// function the global holds is checked as a registration of the wrapper,
// with a note at the store and one per wrapper level. Clean twin: a
// global holding a callback that recovers the registered type.
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

static void (*g_tick)(unsigned long) = conn_tick;
static void (*g_good)(unsigned long) = sess_tick;

static void my_init(struct tasklet_struct *t, unsigned long arg, void (*fn)(unsigned long))
{
	tasklet_init(t, fn, arg);
}

void go(struct tasklet_struct *t, struct sess *s)
{
	my_init(t, (unsigned long)s, g_tick);
	my_init(t, (unsigned long)s, g_good);
}
// CHECK: callback-slot-wrapper.c:14:19: error: callback 'conn_tick' recovers its context as 'struct conn *', but it is registered with 'struct sess *' [context-type-confusion]
// CHECK: callback-slot-wrapper.c:34:13: note: 'conn_tick' registered here with a context of type 'struct sess *'
// CHECK: callback-slot-wrapper.c:24:40: note: 'conn_tick' stored into global 'g_tick' here
// CHECK: callback-slot-wrapper.c:29:2: note: 'my_init' passes its callback on to 'tasklet_init' here
// CHECK: callback-slot-wrapper.c:34:13: warning: pointer of type 'struct sess *' passed through integer type 'unsigned long' as the context of callback 'conn_tick' registered with 'my_init' [migration-integer-context]
// CHECK: callback-slot-wrapper.c:29:2: note: 'my_init' passes its callback on to 'tasklet_init' here
// CHECK: callback-slot-wrapper.c:34:2: note: a typed API keeps the pointer's type: use tasklet_setup() and from_tasklet()
// CHECK: callback-slot-wrapper.c:35:13: warning: pointer of type 'struct sess *' passed through integer type 'unsigned long' as the context of callback 'sess_tick' registered with 'my_init' [migration-integer-context]
// CHECK: callback-slot-wrapper.c:29:2: note: 'my_init' passes its callback on to 'tasklet_init' here
// CHECK: callback-slot-wrapper.c:35:2: note: a typed API keeps the pointer's type: use tasklet_setup() and from_tasklet()
// CHECK: 3 findings in 1 file (1 analysed)
