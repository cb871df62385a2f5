// Pointers smuggled through an integer context of an API with a typed form:
// a migration warning, with a note naming the API to move to. --fail-on
// decides whether it fails the run.
// RUN: not %timercheck %s -- -I%inputs/linux | %check %s
// RUN: %timercheck --fail-on=error %s -- -I%inputs/linux > /dev/null
#include "legacy.h"

struct port {
	struct timer_list timer;
	struct tasklet_struct bh;
	int count;
};

static void port_timeout(unsigned long data)
{
	struct port *p = (struct port *)data;

	p->count++;
}

static void port_bh(unsigned long data)
{
	struct port *p = (struct port *)data;

	p->count--;
}

void port_init(struct port *p)
{
	setup_timer(&p->timer, port_timeout, (unsigned long)p);
	// CHECK: migration.c:[[@LINE-1]]:39: warning: pointer of type 'struct port *' passed through integer type 'unsigned long' as the context of callback 'port_timeout' registered with 'timer_list.function' [migration-integer-context]
	// CHECK: note: a typed API keeps the pointer's type: use timer_setup() and from_timer()
	tasklet_init(&p->bh, port_bh, (unsigned long)p);
	// CHECK: migration.c:[[@LINE-1]]:32: warning: pointer of type 'struct port *' passed through integer type 'unsigned long' as the context of callback 'port_bh' registered with 'tasklet_init' [migration-integer-context]
	// CHECK: note: a typed API keeps the pointer's type: use tasklet_setup() and from_tasklet()
}

/* The legacy field pattern counts as a registration too. */
void port_init_fields(struct port *p)
{
	init_timer(&p->timer);
	p->timer.function = port_timeout;
	p->timer.data = (unsigned long)p;
	// CHECK: migration.c:[[@LINE-1]]:18: warning: pointer of type 'struct port *' passed through integer type 'unsigned long'{{.*}}[migration-integer-context]
	// CHECK: note: a typed API keeps the pointer's type
}

/* Numbers used as numbers are clean. */
static void tick(unsigned long n)
{
	(void)n;
}

void count_init(struct timer_list *t)
{
	setup_timer(t, tick, 42);
}
