// An API with two contexts (FreeRTOS's xTimerPendFunctionCall(fn, p1, u2,
// ...): fn gets p1 and u2) called with a callback read from a slot. A slot
// is "tagged" when another of its functions accepts the registered context;
// that question is asked per context: the number in u2 that the callback
// takes as a uint32_t says nothing about the pointer in p1 it recovers.
// The clean twin: a slot of two functions, one taking the pointer given.
// RUN: not %timercheck --no-cache --api freertos %s -- -I%inputs/freertos 2>&1 | grep -v '^\s' | %check %s
#include "freertos.h"

struct motor { int rpm; };
struct led { char *name; int on; };
struct pend_ops { void (*run)(void *, uint32_t); };
struct any_ops { void (*run)(void *, uint32_t); };

static struct pend_ops motor_ops;
static struct any_ops any_ops;

static void motor_set(void *p, uint32_t speed)
{
	struct motor *m = p;
	// CHECK: callback-slot-two-entries.c:[[@LINE-1]]:20: error: callback 'motor_set' recovers its context as 'struct motor *', but it is registered with 'struct led *' [context-type-confusion]
	// CHECK: callback-slot-two-entries.c:46:40: note: 'motor_set' registered here with a context of type 'struct led *'
	// CHECK: callback-slot-two-entries.c:45:18: note: 'motor_set' stored into field 'pend_ops.run' here

	m->rpm = (int)speed;
}

static void led_set(void *p, uint32_t on)
{
	struct led *l = p;

	l->on = (int)on;
}

void any_start(struct led *l, int k)
{
	/* any_ops.run holds both: the program tells them apart. */
	any_ops.run = k ? led_set : motor_set;
	xTimerPendFunctionCall(any_ops.run, l, 1, 0);
}

void led_start(struct led *l)
{
	/* motor_ops.run holds motor_set alone. */
	motor_ops.run = motor_set;
	xTimerPendFunctionCall(motor_ops.run, l, 500, 0);
	// CHECK: 1 finding in 1 file
}
