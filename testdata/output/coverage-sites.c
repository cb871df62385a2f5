// --coverage counts registration sites. A wrapper that fixes its callback
// (arm_poll) is one site, its own timer_setup(), not one more per caller
// (it was 3 here: the wrapper's call and each caller's). A field entry's row
// is named by its callback field, work_struct.func, not by the struct. The
// api column is as wide as the longest name (an inferred API's here), so
// the columns stay aligned.
// RUN: %timercheck --no-cache --coverage --verbose %s -- -I%inputs/linux 2> %t.err | count 0
// RUN: FileCheck %s --strict-whitespace < %t.err
// CHECK:      {{^}}timercheck: coverage: registrations found through linux, inferred{{$}}
// CHECK-NEXT: {{^}}api                                              found  verified  reported  unknown  from{{$}}
// CHECK-NEXT: {{^}}init_timer_key                                       1         1         0        0  pack linux{{$}}
// CHECK-NEXT: {{^}}work_struct.func                                     1         1         0        0  pack linux{{$}}
// CHECK-NEXT: {{^}}subsystem_register_deferred_completion_handler       1         0         0        1  inferred{{$}}
// CHECK-NEXT: {{^}}{{.*}}coverage-sites.c:[[#@LINE+34]]: unknown: 'job_done' registered with 'subsystem_register_deferred_completion_handler': callback does not use its context, or its body is in a file not analysed{{$}}
// CHECK-NEXT: {{^}}no findings (1 file analysed){{$}}
#include "kernel.h"

struct conn { int fd; struct timer_list timer; struct work_struct work; };

static void poll_timeout(struct timer_list *t)
{
	struct conn *c = from_timer(c, t, timer);

	c->fd = 0;
}

/* A wrapper that fixes the callback: one registration site, however many callers. */
static void arm_poll(struct timer_list *t)
{
	timer_setup(t, poll_timeout, 0);
}

static void conn_work(struct work_struct *w)
{
	struct conn *c = container_of(w, struct conn, work);

	c->fd = 1;
}

struct job;
void subsystem_register_deferred_completion_handler(void (*fn)(void *), void *arg);
extern void job_done(void *arg);

void conn_open(struct conn *c, struct job *j)
{
	arm_poll(&c->timer);
	INIT_WORK(&c->work, conn_work);
	subsystem_register_deferred_completion_handler(job_done, j);
}

void conn_reopen(struct conn *c)
{
	arm_poll(&c->timer);
}
