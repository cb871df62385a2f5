// The clean twin of wrapper.c: the registration through post_work(), the
// wrapper of job_add() (inferred from Inputs/jobs/jobs.c's bodies), recovers
// the context it was registered with.
// RUN: %timercheck --no-cache --api none %s %S/Inputs/jobs/jobs.c -- -I%S/Inputs/jobs | %check --allow-empty %s
// CHECK-NOT: {{.}}
#include "jobs.h"

struct conn { int fd; };

static void conn_work(void *data)
{
	struct conn *c = data;

	c->fd = 0;
}

void start(struct conn *c)
{
	post_work(1, conn_work, c);
}
