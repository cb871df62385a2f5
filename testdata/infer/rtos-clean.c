// The clean twin of rtos.c: run_task() registrations recover what they
// were registered with, and run_test(), whose body never hands its buffer
// to the test, is not inferred: the test recovering its own result from
// its parameter is no finding.
// RUN: %timercheck --no-cache --api none %s -- | %check --allow-empty %s
// CHECK-NOT: {{.}}
#include <string.h>

struct result { int passed; };
struct frame { unsigned char bytes[64]; };
struct motor { long rpm; };

void run_test(void (*test)(void *), void *buffer, unsigned size)
{
	struct result r = { 0 };

	memset(buffer, 0xa5, size);
	test(&r);
}

void run_task(void (*entry)(void *), void *arg)
{
	entry(arg);
}

static void check_result(void *p)
{
	struct result *r = p;

	r->passed = 1;
}

static void spin_motor(void *p)
{
	struct motor *m = p;

	m->rpm = 0;
}

void start(struct motor *m)
{
	static struct frame scratch;

	run_test(check_result, &scratch, sizeof(scratch));
	run_task(spin_motor, m);
}
