// A test harness's functions take a function pointer and a 'void *' side
// by side, the shape of a context API, yet only one of them hands the
// value to the callback. run_test() uses its buffer as scratch memory and
// calls the test with its own result (an RTOS test program's shape): its
// body is seen and hands nothing over, so it is not inferred and the
// callbacks' other recoveries are no findings. run_task() calls its entry
// with its argument, through local copies: inferred from that body, and a
// wrong recovery is an error. rtos-clean.c is the clean twin.
// RUN: not %timercheck --no-cache --api none %s -- | %check %s
// RUN: %timercheck --no-cache --api none --dump-apis %s -- | FileCheck %s --check-prefix=APIS
// APIS-NOT: run_test
// APIS: call run_task callback=1 context=2 param=1 evidence=call
// APIS-NOT: run_test
#include <string.h>

struct result { int passed; };
struct frame { unsigned char bytes[64]; };
struct sensor { int id; };
struct motor { long rpm; };

void run_test(void (*test)(void *), void *buffer, unsigned size)
{
	struct result r = { 0 };

	memset(buffer, 0xa5, size);
	test(&r);
}

void run_task(void (*entry)(void *), void *arg)
{
	void (*fn)(void *) = entry;
	void *data = arg;

	fn(data);
}

static void check_sensor(void *p)
{
	struct result *r = p;

	r->passed = 1;
}

static void spin_motor(void *p)
{
	struct motor *m = p;
	// CHECK: rtos.c:[[@LINE-1]]:20: error: callback 'spin_motor' recovers its context as 'struct motor *', but it is registered with 'struct sensor *' [context-type-confusion]
	// CHECK: rtos.c:[[@LINE+10]]:23: note: 'spin_motor' registered here with a context of type 'struct sensor *'

	m->rpm = 0;
}

void start(struct sensor *s)
{
	static struct frame scratch;

	run_test(check_sensor, &scratch, sizeof(scratch));
	run_task(spin_motor, s);
}
