// A wrapper's body hands the context over: post_work() (Inputs/jobs/jobs.c)
// passes its callback and data on to the static job_add(), inferred from
// its own body (it stores both into a job that run_jobs() calls back with
// its argument). post_work() is then found to be job_add()'s wrapper, so a
// registration through it in this file is checked, at error: the evidence
// is in the bodies. wrapper-clean.c is the clean twin.
// RUN: not %timercheck --no-cache --api none %s %S/Inputs/jobs/jobs.c -- -I%S/Inputs/jobs | %check %s
// RUN: %timercheck --no-cache --api none --dump-apis %s %S/Inputs/jobs/jobs.c -- -I%S/Inputs/jobs | FileCheck %s --check-prefix=APIS
// APIS-NOT: post_work
// APIS: call job_add callback=1 context=2 param=1 evidence=field {{.*}}jobs.c:17: void (*)(void *); job.fn is called with job.arg
// APIS-NOT: post_work
#include "jobs.h"

struct conn { int fd; };
struct peer { long id; };

static void conn_work(void *data)
{
	struct conn *c = data;
	// CHECK: wrapper.c:[[@LINE-1]]:19: error: callback 'conn_work' recovers its context as 'struct conn *', but it is registered with 'struct peer *' [context-type-confusion]
	// CHECK: wrapper.c:[[@LINE+8]]:26: note: 'conn_work' registered here with a context of type 'struct peer *'
	// CHECK: jobs.c:28:2: note: 'post_work' passes its callback on to 'job_add' here

	c->fd = 0;
}

void start(struct peer *p)
{
	post_work(1, conn_work, p);
}
