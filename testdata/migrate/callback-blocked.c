// A callback whose context is its timer's container still stays as it is
// when changing its type would break another user: a direct call, a use
// other than the registration, a recovery that is not a declaration's
// initialiser. Each says why, with no fix-it.
// RUN: not %timercheck --checks=-*,migration-timer-setup --parseable-fixits %s -- -I%S/Inputs | %check %s
// CHECK-NOT: fix-it
#include <linux/timer.h>

struct job {
	int runs;
	struct timer_list t;
};

static void job_run(unsigned long data)
{
	struct job *j = (struct job *)data;

	j->runs++;
}

static void job_kick(unsigned long data)
{
	struct job *j = (struct job *)data;

	j->runs = 0;
}

static void job_late(unsigned long data)
{
	struct job *j;

	j = (struct job *)data;
	j->runs = 2;
}

void (*saved)(unsigned long);

void job_init(struct job *j)
{
	setup_timer(&j->t, job_run, (unsigned long)j);
	// CHECK: callback-blocked.c:[[@LINE-1]]:2: warning: registration of 'job_run' with setup_timer() cannot move to timer_setup(): the callback: it is also called directly ({{.*}}callback-blocked.c:[[@LINE+1]]) [migration-timer-setup]
	job_run((unsigned long)j);
	setup_timer(&j->t, job_kick, (unsigned long)j);
	// CHECK: callback-blocked.c:[[@LINE-1]]:2: warning: registration of 'job_kick' with setup_timer() cannot move to timer_setup(): the callback: it is also used other than as a timer callback ({{.*}}callback-blocked.c:[[@LINE+1]]) [migration-timer-setup]
	saved = job_kick;
	setup_timer(&j->t, job_late, (unsigned long)j);
	// CHECK: callback-blocked.c:[[@LINE-1]]:2: warning: registration of 'job_late' with setup_timer() cannot move to timer_setup(): the callback: it does not turn its parameter into a pointer in a declaration's initialiser [migration-timer-setup]
}
