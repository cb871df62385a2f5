// init_timer() followed by the function and data stores, in either order,
// becomes one timer_setup() call; the stores go, whole lines with them.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/a.c
// RUN: cd %t && not %timercheck --checks=-*,migration-timer-setup --parseable-fixits a.c -- -I%S/Inputs > out.txt
// RUN: %check %s < out.txt
// RUN: python3 %S/Inputs/apply-fixits.py < out.txt
// RUN: clang -fsyntax-only -Wall -Wextra -Werror -I%S/Inputs a.c
// RUN: FileCheck %s --check-prefix=CONVERTED < a.c
// RUN: %timercheck --checks=-*,migration-* a.c -- -I%S/Inputs | %check --allow-empty %s --check-prefix=AFTER
// AFTER-NOT: [migration
#include <linux/timer.h>

struct dev {
	int n;
	struct timer_list watchdog;
};

static void dev_watchdog(unsigned long arg)
{
	struct dev *d = (struct dev *)arg;

	d->n++;
}

void dev_init(struct dev *d)
{
	init_timer(&d->watchdog);
	d->watchdog.data = (unsigned long)d;
	d->watchdog.function = dev_watchdog;
	add_timer(&d->watchdog);
}
// CHECK: a.c:[[@LINE-3]]:25: warning: callback 'dev_watchdog' can move from init_timer() to timer_setup(): every registration passes the 'struct dev' that holds the timer [migration-timer-setup]
// CHECK: a.c:[[@LINE-15]]:26: note: 'dev_watchdog' becomes 'void dev_watchdog(struct timer_list *)' and uses from_timer()
// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-7]]:2-[[@LINE-7]]:26}:"timer_setup(&d->watchdog, dev_watchdog, 0)"
// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-6]]:1-[[@LINE-5]]:1}:""
// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-8]]:1-[[@LINE-7]]:1}:""
// CONVERTED: static void dev_watchdog(struct timer_list *t)
// CONVERTED: struct dev *d = from_timer(d, t, watchdog);
// CONVERTED: void dev_init(struct dev *d)
// CONVERTED-NEXT: {
// CONVERTED-NEXT: timer_setup(&d->watchdog, dev_watchdog, 0);
// CONVERTED-NEXT: add_timer(&d->watchdog);

struct port {
	struct {
		int x;
		struct timer_list timer;
	} io;
};

static void port_poll(unsigned long data)
{
	struct port *p = (struct port *)data;

	p->io.x = 1;
}

void port_init(struct port *p)
{
	init_timer(&p->io.timer);
	p->io.timer.function = port_poll; p->io.timer.data = (unsigned long)p;
}
// CHECK: a.c:[[@LINE-2]]:25: warning: callback 'port_poll' can move from init_timer() to timer_setup(): every registration passes the 'struct port' that holds the timer [migration-timer-setup]
// CHECK: note: 'port_poll' becomes
// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-5]]:2-[[@LINE-5]]:26}:"timer_setup(&p->io.timer, port_poll, 0)"
// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-5]]:2-[[@LINE-5]]:35}:""
// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-6]]:36-[[@LINE-6]]:72}:""
// CHECK: fix-it:{{.*}}"struct timer_list *t"
// CHECK: fix-it:{{.*}}"from_timer(p, t, io.timer)"
