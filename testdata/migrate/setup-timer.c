// setup_timer() and its variants move to timer_setup() when the context is
// the timer's container: the call is renamed, the context becomes the flags
// (TIMER_DEFERRABLE for setup_deferrable_timer()), the callback takes the
// struct timer_list * and recovers its object with from_timer(). The
// result compiles, and a re-scan finds nothing left to migrate.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/a.c
// RUN: cd %t && not %timercheck --checks=-*,migration-timer-setup --parseable-fixits a.c -- -I%S/Inputs > out.txt
// RUN: %check %s < out.txt
// RUN: python3 %S/Inputs/apply-fixits.py < out.txt
// RUN: clang -fsyntax-only -Wall -Wextra -Werror -I%S/Inputs a.c
// RUN: %timercheck --checks=-*,migration-* a.c -- -I%S/Inputs | %check --allow-empty %s --check-prefix=AFTER
// AFTER-NOT: [migration
#include <linux/timer.h>

struct conn {
	int fd;
	struct timer_list t;
};

static void conn_expire(unsigned long data)
{
	struct conn *c = (struct conn *)data;

	c->fd = -1;
}

void conn_init(struct conn *c)
{
	setup_timer(&c->t, conn_expire, (unsigned long)c);
}
// CHECK: a.c:[[@LINE-2]]:2: warning: callback 'conn_expire' can move from setup_timer() to timer_setup(): every registration passes the 'struct conn' that holds the timer [migration-timer-setup]
// CHECK: a.c:[[@LINE-12]]:25: note: 'conn_expire' becomes 'void conn_expire(struct timer_list *)' and uses from_timer()
// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-4]]:2-[[@LINE-4]]:13}:"timer_setup"
// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-5]]:34-[[@LINE-5]]:50}:"0"
// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-15]]:25-[[@LINE-15]]:43}:"struct timer_list *t"
// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-14]]:19-[[@LINE-14]]:38}:"from_timer(c, t, t)"

struct poll {
	unsigned long ticks;
	struct timer_list timer;
};

static void poll_tick(unsigned long arg)
{
	struct poll *p = (struct poll *)arg;

	p->ticks++;
}

void poll_start(struct poll *p)
{
	setup_deferrable_timer(&p->timer, poll_tick, (unsigned long)p);
}
// CHECK: a.c:[[@LINE-2]]:2: warning: callback 'poll_tick' can move from setup_deferrable_timer() to timer_setup(){{.*}}[migration-timer-setup]
// CHECK: note: 'poll_tick' becomes
// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-4]]:2-[[@LINE-4]]:24}:"timer_setup"
// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-5]]:47-[[@LINE-5]]:63}:"TIMER_DEFERRABLE"
// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-15]]:23-[[@LINE-15]]:40}:"struct timer_list *t"
// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-14]]:19-[[@LINE-14]]:37}:"from_timer(p, t, timer)"

static void once_fire(unsigned long data)
{
	struct poll *p = (struct poll *)data;

	p->ticks = 0;
}

void once(void)
{
	struct poll p = { 0 };

	setup_timer_on_stack(&p.timer, once_fire, (unsigned long)&p);
	add_timer(&p.timer);
}
// CHECK: a.c:[[@LINE-3]]:2: warning: callback 'once_fire' can move from setup_timer_on_stack() to timer_setup_on_stack(){{.*}}[migration-timer-setup]
// CHECK: note: 'once_fire' becomes
// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-5]]:2-[[@LINE-5]]:22}:"timer_setup_on_stack"
// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-6]]:44-[[@LINE-6]]:61}:"0"
