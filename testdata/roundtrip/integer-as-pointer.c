// A genuine number registered as context while the callback turns it into
// a pointer: an error. A number used as a number is clean.
// RUN: not %timercheck %s -- -I%inputs/linux | %check %s
#include "legacy.h"

enum port_id { PORT_A = 1, PORT_B = 2 };
struct port { int open; };

static void port_open(unsigned long data)
{
	struct port *p = (struct port *)data;
	// CHECK: integer-as-pointer.c:[[@LINE-1]]:19: error: callback 'port_open' turns its context into 'struct port *', but it is registered with a number [context-integer-as-pointer]
	// CHECK: integer-as-pointer.c:30:33: note: number registered here as the context of 'port_open'
	// CHECK: integer-as-pointer.c:[[@LINE-3]]:19: error: {{.*}}[context-integer-as-pointer]
	// CHECK: integer-as-pointer.c:31:33: note: number registered here as the context of 'port_open'

	p->open = 1;
}

static int counts[4];

/* The number is used as a number: clean. */
static void port_count(unsigned long index)
{
	counts[index]++;
}

void ports_init(struct tasklet_struct *t)
{
	tasklet_init(&t[0], port_open, PORT_A);
	tasklet_init(&t[1], port_open, 2 * 4 + 1);
	tasklet_init(&t[2], port_count, PORT_B);
	tasklet_init(&t[3], port_count, 3);
}

/* 0 and NULL mean "no context": not reported as numbers, even when the
 * callback converts its parameter (it may test it first). */
static void maybe_port(unsigned long data)
{
	struct port *p = (struct port *)data;

	if (p)
		p->open = 2;
}

void ports_init_empty(struct tasklet_struct *t)
{
	tasklet_init(&t[0], maybe_port, 0);
	tasklet_init(&t[1], maybe_port, (unsigned long)NULL);
}

/* A 0 written in a function-like macro's body is "no context" as well; only
 * a macro that is nothing but the number names one (#define PORT_ID 0). */
#define ARM_EMPTY(t, fn) tasklet_init(t, fn, 0)

void ports_init_macro(struct tasklet_struct *t)
{
	ARM_EMPTY(&t[2], maybe_port);
}
