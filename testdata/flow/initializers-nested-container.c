// A nested designator knows where its object is embedded, as the
// assignment it stands for does: '.tl2.callback = cb' registers the
// tasklet that is 'struct other' member 'tl2' (like 'o->tl2.callback = cb'),
// and '.o.tl.callback = cb' the one that is member 'o.tl' of 'struct outer'
// (through 'struct other'). A callback recovering another member is
// reported; the ones recovering their own member are silent.
// RUN: not %timercheck --no-cache --api linux %s -- -I%inputs/linux 2>&1 | grep -v '^\s' | %check %s
#include "kernel.h"

struct other {
	struct tasklet_struct tl;
	struct tasklet_struct tl2;
	long x;
};
struct outer {
	long id;
	struct other o;
};

static void tl_right(struct tasklet_struct *t)
{
	struct other *o = from_tasklet(o, t, tl);

	o->x = 0;
}

static void tl_wrong(struct tasklet_struct *t)
{
	struct other *o = from_tasklet(o, t, tl);
	// CHECK: nested-container.c:[[@LINE-1]]:20: error: callback 'tl_wrong' recovers 'struct other' member 'tl' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: nested-container.c:54:41: note: 'tl_wrong' registered here for 'struct other' member 'tl2'

	o->x = 1;
}

static void deep_right(struct tasklet_struct *t)
{
	struct other *o = from_tasklet(o, t, tl);

	o->x = 2;
}

static void deep_wrong(struct tasklet_struct *t)
{
	struct other *o = from_tasklet(o, t, tl);
	// CHECK: nested-container.c:[[@LINE-1]]:20: error: callback 'deep_wrong' recovers 'struct other' member 'tl' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: nested-container.c:57:50: note: 'deep_wrong' registered here for 'struct outer' member 'o.tl2'

	o->x = 3;
}

static struct other the_other = {
	.tl.use_callback = 1, .tl.callback = tl_right,
	.tl2.use_callback = 1, .tl2.callback = tl_wrong,
};
static struct outer the_outer = { .o.tl.use_callback = 1, .o.tl.callback = deep_right,
				  .o.tl2.use_callback = 1, .o.tl2.callback = deep_wrong };

long ids(void)
{
	return the_other.x + the_outer.id;
}
