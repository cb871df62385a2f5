// A wrapper that hands its callback parameter to a macro which puts each
// argument in parentheses (the kernel's timer_setup() does: "(callback)")
// is a wrapper all the same: its callers' registrations are checked. The
// parenthesised parameter used to hide the wrapper, and every container
// error of its callers with it.
// RUN: not %timercheck --no-cache %s -- -I%inputs/linux 2>&1 | %check %s
#include "kernel.h"

struct link {
	int state;
	struct timer_list poll;
	struct timer_list retry;
};

#define LINK_TIMER(t, fn) timer_setup((t), (fn), 0)

static inline void link_arm(struct timer_list *t, void (*fn)(struct timer_list *))
{
	timer_setup(t, fn, 0);
}

static inline void link_arm_nested(struct timer_list *t, void (*fn)(struct timer_list *))
{
	LINK_TIMER(t, fn);
}

static void link_poll(struct timer_list *t)
{
	struct link *l = from_timer(l, t, retry);
	// CHECK: wrapper-macro-argument.c:[[@LINE-1]]:19: error: callback 'link_poll' recovers 'struct link' member 'retry' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: wrapper-macro-argument.c:57:11: note: 'link_poll' registered here for 'struct link' member 'poll'
	// CHECK: wrapper-macro-argument.c:19:2: note: 'link_arm' passes its callback on to 'init_timer_key' here

	l->state = 1;
}

static void link_retry(struct timer_list *t)
{
	struct link *l = from_timer(l, t, poll);
	// CHECK: wrapper-macro-argument.c:[[@LINE-1]]:19: error: callback 'link_retry' recovers 'struct link' member 'poll'{{.*}}[container-mismatch]
	// CHECK: wrapper-macro-argument.c:58:18: note: 'link_retry' registered here for 'struct link' member 'retry'
	// CHECK: note: 'link_arm_nested' passes its callback on to 'init_timer_key' here

	l->state = 2;
}

/* The clean twin: the members each callback recovers. */
static void link_ok(struct timer_list *t)
{
	struct link *l = from_timer(l, t, retry);

	l->state = 0;
}

void link_start(struct link *l, struct link *m)
{
	link_arm(&l->poll, link_poll);
	link_arm_nested(&l->retry, link_retry);
	link_arm(&m->retry, link_ok);
	link_arm_nested(&m->retry, link_ok);
}
// CHECK: 2 findings in 1 file
