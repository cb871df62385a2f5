// Positional values without inner braces: '{ 1, a, b }' for '{ int n;
// void *fns[2]; }' gives fns[0] and fns[1] in turn (C11 6.7.9p20), and a
// value for an anonymous union initialises its first member, as
// positional DECLARE_TASKLET()-style lists do. The clean twins read the
// element that holds a function of the converted type, or a union of
// their own.
// RUN: not %timercheck --no-cache %s -- -I%inputs/linux 2>&1 | grep -v '^\s' | %check %s
#include "legacy.h"

struct conn { int fd; };

static void conn_fn(struct conn *c) { c->fd = 0; }
static void good_fn(unsigned long d) { (void)d; }

struct ops { int n; void *fns[2]; void *after; };
struct ops elided = { 2, (void *)good_fn, (void *)conn_fn, 0 };

struct event { union { void *fn; long tag; }; int kind; };
struct good_event { union { void *fn; long tag; }; int kind; };
struct event ev = { (void *)conn_fn, 1 };
struct good_event good_ev = { (void *)good_fn, 1 };

void use(struct timer_list *t)
{
	t->function = elided.fns[0];	/* good_fn: clean */
	t->function = elided.fns[1];
	// CHECK: brace-elision.c:[[@LINE-1]]:16: error: function 'conn_fn' of type 'void (struct conn *)', stored in field 'ops.fns[1]', converted implicitly{{.*}}[callback-cast-pointer-integer]
	// CHECK: brace-elision.c:16:43: note: 'conn_fn' stored into field 'ops.fns[1]' here
	// CHECK: brace-elision.c:12:13: note: 'conn_fn' declared here
	t->function = ev.fn;
	// CHECK: brace-elision.c:[[@LINE-1]]:19: error: function 'conn_fn' of type 'void (struct conn *)', stored in field 'event.fn', converted implicitly{{.*}}[callback-cast-pointer-integer]
	// CHECK: brace-elision.c:20:21: note: 'conn_fn' stored into field 'event.fn' here
	// CHECK: brace-elision.c:12:13: note: 'conn_fn' declared here
	t->function = good_ev.fn;
}
