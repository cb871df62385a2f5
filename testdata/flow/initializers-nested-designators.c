// A nested designator stores like the assignment it stands for:
// '{ .t.function = cb, .t.data = (unsigned long)&obj }' registers the timer
// that is member 't' of the outer object, as 'h->t.function = cb' would, and
// '.ops.probe = (void *)fn' stores into the generic slot 'driver_ops.probe'.
// Two timers of one list ('.t.' and '.u.') are two objects. The clean twins
// give each callback its own context and store a function of the converted
// type.
// RUN: not %timercheck --no-cache %s -- -I%inputs/linux 2>&1 | grep -v '^\s' | %check %s
#include "legacy.h"

struct foo { int a; };
struct bar { long b; };
static struct foo the_foo;
static struct bar the_bar;

static void foo_timeout(unsigned long data)
{
	struct foo *f = (struct foo *)data;
	// CHECK: nested-designators.c:[[@LINE-1]]:18: error: callback 'foo_timeout' recovers its context as 'struct foo *', but it is registered with 'struct bar *' [context-type-confusion]
	// CHECK: nested-designators.c:39:60: note: 'foo_timeout' registered here with a context of type 'struct bar *'
	// CHECK: nested-designators.c:43:47: note: 'foo_timeout' registered here with a context of type 'struct bar *'

	f->a = 1;
}

static void bar_timeout(unsigned long data)
{
	struct bar *b = (struct bar *)data;

	b->b = 1;
}

struct holder {
	int id;
	struct timer_list t, u;
};

/* The bug: foo_timeout's context is the_bar. */
struct holder bad = { .t.function = foo_timeout, .t.data = (unsigned long)&the_bar };
// CHECK: nested-designators.c:[[@LINE-1]]:60: warning: pointer of type 'struct bar *'{{.*}}[migration-integer-context]
// CHECK: nested-designators.c:[[@LINE-2]]:37: note: a typed API keeps the pointer's type
struct holder bad2 = { .t.function = bar_timeout, .t.data = (unsigned long)&the_bar,
		       .u.function = foo_timeout, .u.data = (unsigned long)&the_bar };
// CHECK: nested-designators.c:[[@LINE-2]]:61: warning: pointer of type 'struct bar *'{{.*}}[migration-integer-context]
// CHECK: nested-designators.c:[[@LINE-3]]:38: note: a typed API keeps the pointer's type
// CHECK: nested-designators.c:[[@LINE-3]]:47: warning: pointer of type 'struct bar *'{{.*}}[migration-integer-context]
// CHECK: nested-designators.c:[[@LINE-4]]:24: note: a typed API keeps the pointer's type

/* Clean twin: each timer with its own callback's context. */
struct holder good = { .t.function = bar_timeout, .t.data = (unsigned long)&the_bar,
		       .u.function = foo_timeout, .u.data = (unsigned long)&the_foo };
// CHECK: nested-designators.c:[[@LINE-2]]:61: warning: pointer of type 'struct bar *'{{.*}}[migration-integer-context]
// CHECK: nested-designators.c:[[@LINE-3]]:38: note: a typed API keeps the pointer's type
// CHECK: nested-designators.c:[[@LINE-3]]:47: warning: pointer of type 'struct foo *'{{.*}}[migration-integer-context]
// CHECK: nested-designators.c:[[@LINE-4]]:24: note: a typed API keeps the pointer's type

/* A generic slot reached by a nested designator. */
struct driver_ops { void *probe; };
struct good_ops { void *probe; };
struct driver { const char *name; struct driver_ops ops; struct good_ops gops; };
static int real_probe(struct foo *f) { return f->a; }
static int bar_probe(struct bar *b) { return (int)b->b; }

struct driver drv = { .name = "drv", .ops.probe = (void *)real_probe,
		      .gops.probe = (void *)bar_probe };

int run(struct bar *b)
{
	int (*probe)(struct bar *) = drv.ops.probe;
	// CHECK: nested-designators.c:[[@LINE-1]]:39: warning: function 'real_probe' of type 'int (struct foo *)', stored in field 'driver_ops.probe', converted implicitly to incompatible type 'int (*)(struct bar *)': parameter 1 is 'struct foo *', the conversion passes 'struct bar *' [callback-cast-pointee]
	// CHECK: nested-designators.c:64:51: note: 'real_probe' stored into field 'driver_ops.probe' here
	// CHECK: nested-designators.c:61:12: note: 'real_probe' declared here
	int (*good)(struct bar *) = drv.gops.probe;

	return probe(b) + good(b);
}
