// Struct initialisers store like assignments: a DEFINE_TIMER-style static
// timer (the legacy function/data field pair) is a registration whose
// context is checked, and a function stored into a generic slot by an ops
// table initialiser is checked where the slot is converted.
// RUN: not %timercheck --no-cache %s -- -I%inputs/linux 2>&1 | grep -v '^\s' | %check %s
#include "legacy.h"

struct foo { int a; };
struct bar { long b; };
static struct foo the_foo;
static struct bar the_bar;

static void foo_timeout(unsigned long data)
{
	struct foo *f = (struct foo *)data;
	// CHECK: initializers.c:[[@LINE-1]]:18: error: callback 'foo_timeout' recovers its context as 'struct foo *', but it is registered with 'struct bar *' [context-type-confusion]
	// CHECK: initializers.c:37:60: note: 'foo_timeout' registered here with a context of type 'struct bar *'

	f->a = 1;
}

static void bar_timeout(unsigned long data)
{
	struct bar *b = (struct bar *)data;

	b->b = 1;
}

struct driver { const char *name; void *probe; };
static int real_probe(struct foo *f) { return f->a; }

/* Clean twin: the right context. */
struct timer_list good = { .function = bar_timeout, .data = (unsigned long)&the_bar };
// CHECK: initializers.c:[[@LINE-1]]:61: warning: pointer of type 'struct bar *'{{.*}}[migration-integer-context]
// CHECK: initializers.c:[[@LINE-2]]:40: note: a typed API keeps the pointer's type

struct timer_list bad = { .function = foo_timeout, .data = (unsigned long)&the_bar };
// CHECK: initializers.c:[[@LINE-1]]:60: warning: pointer of type 'struct bar *'{{.*}}[migration-integer-context]
// CHECK: initializers.c:[[@LINE-2]]:39: note: a typed API keeps the pointer's type

struct driver drv = { "drv", (void *)real_probe };

int run(struct foo *f)
{
	int (*probe)(struct bar *) = drv.probe;
	// CHECK: initializers.c:[[@LINE-1]]:35: warning: function 'real_probe' of type 'int (struct foo *)', stored in field 'driver.probe', converted implicitly to incompatible type 'int (*)(struct bar *)': parameter 1 is 'struct foo *', the conversion passes 'struct bar *' [callback-cast-pointee]
	// CHECK: initializers.c:41:30: note: 'real_probe' stored into field 'driver.probe' here
	// CHECK: initializers.c:30:12: note: 'real_probe' declared here

	return probe((struct bar *)f);
}
