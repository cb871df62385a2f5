// The posix pack: a SIGEV_THREAD notify function reads sv.sival_ptr as a
// different type than the sigevent was given.
// RUN: not %timercheck --api posix %s -- -I%inputs/posix | %check %s
// The GNU C library's layout (-DMODEL_GLIBC_SIGEVENT) is checked in
// posix-sigevent-glibc.c.
#include "posix.h"

struct conn { int fd; };
struct server { long accepted; };

/* Correct: silent. */
static void conn_expire(union sigval sv)
{
	struct conn *c = sv.sival_ptr;

	c->fd = -1;
}

static void server_expire(union sigval sv)
{
	struct server *s = sv.sival_ptr;
	// CHECK: posix-sigevent.c:[[@LINE-1]]:24: error: callback 'server_expire' recovers its context as 'struct server *', but it is registered with 'struct conn *' [context-type-confusion]
	// CHECK: posix-sigevent.c:43:31: note: 'server_expire' registered here with a context of type 'struct conn *'

	s->accepted = 0;
}

void conn_arm(struct conn *c)
{
	struct sigevent sev = { 0 };
	timer_t t;

	sev.sigev_notify = SIGEV_THREAD;
	sev.sigev_notify_function = conn_expire;
	sev.sigev_value.sival_ptr = c;
	timer_create(CLOCK_MONOTONIC, &sev, &t);
}

void conn_arm_wrong(struct conn *c, struct sigevent *sev, timer_t *t)
{
	sev->sigev_notify = SIGEV_THREAD;
	sev->sigev_notify_function = server_expire;
	sev->sigev_value.sival_ptr = c;
	timer_create(CLOCK_MONOTONIC, sev, t);
}
