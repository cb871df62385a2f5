// timercore's init_timer() with the function and data stores on a
// struct timer_list_legacy member becomes one timer_setup() call and the
// member a struct timer_list, through a pointer and in a global held by
// value, when the file names the member only there and as the timer
// operations' argument (macros over _Generic). A member the file also
// names otherwise (a read of its data field) cannot change type: that
// registration says why, with no fix-it.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/a.c
// RUN: cd %t && not %timercheck --checks=-*,migration-timercore-embedded --parseable-fixits a.c -- -I%srcroot/timercore/include > out.txt
// RUN: %check %s < out.txt
// RUN: python3 %S/Inputs/apply-fixits.py < out.txt
// RUN: clang -std=gnu11 -fsyntax-only -Wall -Wextra -Werror -I%srcroot/timercore/include a.c
// RUN: FileCheck %s --check-prefix=CONVERTED < a.c
#include "timercore/timer_legacy.h"

struct port {
	int hits;
	struct timer_list_legacy poll;
};

static void port_poll(unsigned long data)
{
	struct port *p = (struct port *)data;

	p->hits++;
	mod_timer(&p->poll, 10);
}

static struct port port0;

void port_init(struct port *p)
{
	init_timer(&p->poll);
	p->poll.function = port_poll;
	p->poll.data = (unsigned long)p;
	init_timer(&port0.poll);
	port0.poll.data = (unsigned long)&port0;
	port0.poll.function = port_poll;
	add_timer(&port0.poll);
}
// CHECK: a.c:[[@LINE-7]]:21: warning: callback 'port_poll' can move from init_timer() to timer_setup(): every registration passes the 'struct port' that holds the timer [migration-timercore-embedded]
// CHECK: a.c:[[@LINE-4]]:24: note: 'port_poll' also registered here
// CHECK: a.c:[[@LINE-22]]:23: note: 'port_poll' becomes 'void port_poll(struct timer_list *)' and uses from_timer()
// CONVERTED: struct timer_list poll;
// CONVERTED: static void port_poll(struct timer_list *t)
// CONVERTED: struct port *p = from_timer(p, t, poll);
// CONVERTED: timer_setup(&p->poll, port_poll, 0);
// CONVERTED-NEXT: timer_setup(&port0.poll, port_poll, 0);
// CONVERTED-NEXT: add_timer(&port0.poll);

struct link {
	int up;
	struct timer_list_legacy probe;
};

static void link_probe(unsigned long data)
{
	struct link *l = (struct link *)data;

	l->up = l->probe.data != 0;
}

void link_init(struct link *l)
{
	init_timer(&l->probe);
	l->probe.function = link_probe;
	l->probe.data = (unsigned long)l;
}
// CHECK: a.c:[[@LINE-3]]:22: warning: registration of 'link_probe' with init_timer() cannot move to timer_setup(): its member 'probe' must become a 'struct timer_list', and the file uses it other than through the timer operations [migration-timercore-embedded]
// CHECK: a.c:[[@LINE-4]]:22: note: SETUP_TIMER() keeps the context's type and checks it
