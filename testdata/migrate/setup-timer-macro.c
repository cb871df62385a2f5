// Linux 4.14's setup_timer() and setup_deferrable_timer() are macros that
// store the function and the data themselves: the whole invocation is
// rewritten into timer_setup(), flags kept; one whose context is another
// object says why, at the invocation.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/a.c
// RUN: cd %t && not %timercheck --checks=-*,migration-timer-setup --parseable-fixits a.c -- -I%S/Inputs/macros > out.txt
// RUN: %check %s < out.txt
// RUN: python3 %S/Inputs/apply-fixits.py < out.txt
// RUN: clang -fsyntax-only -Wall -Wextra -Werror -I%S/Inputs/macros a.c
// RUN: FileCheck %s --check-prefix=CONVERTED < a.c
// RUN: not %timercheck --checks=-*,migration-timer-setup a.c -- -I%S/Inputs/macros | %check %s --check-prefix=AFTER
#include <linux/timer.h>

struct conn {
	int fd;
	struct timer_list t;
	struct timer_list poll;
};

static void conn_expire(unsigned long data)
{
	struct conn *c = (struct conn *)data;

	c->fd = -1;
}

static void conn_poll(unsigned long data)
{
	struct conn *c = (struct conn *)data;

	c->fd = 0;
}

static void peer_poll(unsigned long data)
{
	struct conn *c = (struct conn *)data;

	c->fd = 1;
}

void conn_init(struct conn *c, struct conn *other)
{
	setup_timer(&c->t, conn_expire, (unsigned long)c);
	// CHECK: a.c:[[@LINE-1]]:2: warning: callback 'conn_expire' can move from setup_timer() to timer_setup(): every registration passes the 'struct conn' that holds the timer [migration-timer-setup]
	// CHECK: note: 'conn_expire' becomes
	// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-3]]:2-[[@LINE-3]]:51}:"timer_setup(&c->t, conn_expire, 0)"
	setup_deferrable_timer(&c->poll, conn_poll, (unsigned long)c);
	// CHECK: a.c:[[@LINE-1]]:2: warning: callback 'conn_poll' can move from setup_deferrable_timer() to timer_setup(){{.*}}[migration-timer-setup]
	// CHECK: note: 'conn_poll' becomes
	// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-3]]:2-[[@LINE-3]]:63}:"timer_setup(&c->poll, conn_poll, TIMER_DEFERRABLE)"
	setup_timer(&c->poll, peer_poll, (unsigned long)other);
	// CHECK: a.c:[[@LINE-1]]:2: warning: registration of 'peer_poll' with setup_timer() cannot move to timer_setup(): its context 'other' is another 'struct conn' than the one holding the timer [migration-timer-setup]
	// AFTER: warning: registration of 'peer_poll' with setup_timer() cannot move
}
// CONVERTED: static void conn_expire(struct timer_list *t)
// CONVERTED: struct conn *c = from_timer(c, t, t);
// CONVERTED: static void conn_poll(struct timer_list *t)
// CONVERTED: struct conn *c = from_timer(c, t, poll);
// CONVERTED: timer_setup(&c->t, conn_expire, 0);
// CONVERTED: timer_setup(&c->poll, conn_poll, TIMER_DEFERRABLE);
// CONVERTED: setup_timer(&c->poll, peer_poll, (unsigned long)other);
