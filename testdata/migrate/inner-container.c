// A timer embedded in an inner struct (&p->ch.t, &p->chs[i].t) whose
// context is that inner struct (&p->ch, &p->chs[i]) moves to timer_setup():
// the callback recovers the inner struct, member t. By value (&b.ch.t
// with &b.ch) and through a pointer alike. A context that is another
// inner struct, or the outer one while the callback recovers the inner,
// says why it cannot, with no fix-it.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/a.c
// RUN: cd %t && not %timercheck --checks=-*,migration-timer-setup --parseable-fixits a.c -- -I%S/Inputs > out.txt
// RUN: %check %s < out.txt
// RUN: python3 %S/Inputs/apply-fixits.py < out.txt
// RUN: clang -fsyntax-only -Wall -Wextra -Werror -I%S/Inputs a.c
// RUN: FileCheck %s --check-prefix=CONVERTED < a.c
#include <linux/timer.h>

struct chan {
	unsigned long drops;
	struct timer_list t;
};

struct board {
	int id;
	struct chan ch;
	struct chan spare;
	struct chan chs[4];
};

static void chan_drop(unsigned long data)
{
	struct chan *c = (struct chan *)data;

	c->drops++;
}

void board_init(struct board *p, int i)
{
	struct board b;

	setup_timer(&p->ch.t, chan_drop, (unsigned long)&p->ch);
	setup_timer(&b.ch.t, chan_drop, (unsigned long)&b.ch);
	setup_timer(&p->chs[i].t, chan_drop, (unsigned long)&p->chs[i]);
	init_timer(&b.spare.t);
	b.spare.t.function = chan_drop;
	b.spare.t.data = (unsigned long)&b.spare;
}
// CHECK: a.c:[[@LINE-7]]:2: warning: callback 'chan_drop' can move from setup_timer() to timer_setup(): every registration passes the 'struct chan' that holds the timer [migration-timer-setup]
// CHECK: a.c:[[@LINE-7]]:2: note: 'chan_drop' also registered here
// CHECK: a.c:[[@LINE-7]]:2: note: 'chan_drop' also registered here
// CHECK: a.c:[[@LINE-6]]:23: note: 'chan_drop' also registered here
// CHECK: a.c:[[@LINE-22]]:23: note: 'chan_drop' becomes 'void chan_drop(struct timer_list *)' and uses from_timer()
// CONVERTED: static void chan_drop(struct timer_list *t)
// CONVERTED: struct chan *c = from_timer(c, t, t);
// CONVERTED: timer_setup(&p->ch.t, chan_drop, 0);
// CONVERTED-NEXT: timer_setup(&b.ch.t, chan_drop, 0);
// CONVERTED-NEXT: timer_setup(&p->chs[i].t, chan_drop, 0);
// CONVERTED-NEXT: timer_setup(&b.spare.t, chan_drop, 0);

static void spare_drop(unsigned long data)
{
	struct chan *c = (struct chan *)data;

	c->drops = 0;
}

static void outer_drop(unsigned long data)
{
	struct chan *c = (struct chan *)data;

	c->drops = 1;
}

void board_wrong(struct board *p)
{
	struct board b;

	setup_timer(&p->ch.t, spare_drop, (unsigned long)&p->spare);
	// CHECK: a.c:[[@LINE-1]]:2: warning: registration of 'spare_drop' with setup_timer() cannot move to timer_setup(): its context '&p->spare' is another 'struct chan' than the one holding the timer [migration-timer-setup]
	setup_timer(&b.ch.t, spare_drop, (unsigned long)&b.spare);
	// CHECK: a.c:[[@LINE-1]]:2: warning: registration of 'spare_drop' with setup_timer() cannot move to timer_setup(): its context '&b.spare' is another 'struct chan' than the one holding the timer [migration-timer-setup]
	setup_timer(&p->ch.t, outer_drop, (unsigned long)p);
	// CHECK: a.c:[[@LINE-1]]:2: warning: registration of 'outer_drop' with setup_timer() cannot move to timer_setup(): the callback: it recovers its context as 'struct chan *', not 'struct board *' [migration-timer-setup]
}
