// A wrapper that keeps its callback parameter in a slot before it registers
// it (saved_fn = fn; setup_timer(t, saved_fn, data), or the same through a
// field of its object) hands the parameter on: each caller's function is a
// registration of the wrapper, checked against the caller's context.
// Not a held parameter: a slot another function (or another value) fills
// too, whose read may be anything stored there.
// RUN: not %timercheck --no-cache --checks=-migration-* %s -- -I%inputs/linux 2>&1 | grep -E '^[^ ]+:[0-9]+:[0-9]+: |finding' | %check %s
#include "legacy.h"

struct conn { int fd; };
struct dev { int id; };

struct port {
	struct timer_list t;
	void (*on_expire)(unsigned long);
};

static void (*saved_fn)(unsigned long);

static void arm_global(struct timer_list *t, void (*fn)(unsigned long), unsigned long data)
{
	saved_fn = fn;
	setup_timer(t, saved_fn, data);
}

static void arm_field(struct port *p, void (*fn)(unsigned long), unsigned long data)
{
	p->on_expire = fn;
	setup_timer(&p->t, p->on_expire, data);
}

static void conn_timeout(unsigned long data)
{
	struct conn *c = (struct conn *)data;
	// CHECK: held-parameter-timer.c:[[@LINE-1]]:19: error: callback 'conn_timeout' recovers its context as 'struct conn *', but it is registered with 'struct dev *' [context-type-confusion]

	c->fd = 0;
}

/* Two functions fill this one: its read is no parameter handed on. */
static void (*shared_fn)(unsigned long);

static void arm_shared(struct timer_list *t, void (*fn)(unsigned long), unsigned long data)
{
	shared_fn = fn;
	setup_timer(t, shared_fn, data);
}

static void set_shared(void (*fn)(unsigned long))
{
	shared_fn = fn;
}

void start(struct port *p, struct conn *c, struct dev *d)
{
	arm_global(&p->t, conn_timeout, (unsigned long)c);
	arm_global(&p->t, conn_timeout, (unsigned long)d);
	// CHECK: held-parameter-timer.c:[[@LINE-1]]:34: note: 'conn_timeout' registered here with a context of type 'struct dev *'
	// CHECK: held-parameter-timer.c:23:17: note: 'arm_global' stores its callback into 'timer_list.function' here
	arm_field(p, conn_timeout, (unsigned long)c);
	arm_field(p, conn_timeout, (unsigned long)d);
	// CHECK: held-parameter-timer.c:[[@LINE-1]]:29: note: 'conn_timeout' registered here with a context of type 'struct dev *'
	// CHECK: held-parameter-timer.c:29:24: note: 'arm_field' stores its callback into 'timer_list.function' here
	set_shared(conn_timeout);
	arm_shared(&p->t, conn_timeout, (unsigned long)d);
	// CHECK: 1 finding in 1 file
}
