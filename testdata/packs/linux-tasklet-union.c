// tasklet_struct's callback sits in an anonymous union (beside the legacy
// func): a store through it, 't->callback = fn' or a designated initialiser
// '.callback = fn' as DECLARE_TASKLET() writes, is the embed-field entry
// tasklet_struct.callback, so a callback that recovers the wrong container
// is reported; the right ones beside it are silent.
// RUN: not %timercheck --no-cache --api linux %s -- -I%inputs/linux 2>&1 | grep -v '^\s' | %check %s
#include "kernel.h"

struct dev {
	long id;
	struct tasklet_struct tl;
};
struct other {
	struct tasklet_struct tl;
	struct tasklet_struct tl2;
	long x;
};

/* Stored through the union in a function: the tasklet is dev.tl. */
static void dev_wrong(struct tasklet_struct *t)
{
	struct other *o = from_tasklet(o, t, tl);
	// CHECK: linux-tasklet-union.c:[[@LINE-1]]:20: error: {{.*}}'dev_wrong'{{.*}}[container-mismatch]

	o->x = 0;
}

static void dev_right(struct tasklet_struct *t)
{
	struct dev *d = from_tasklet(d, t, tl);

	d->id = 0;
}

void dev_init(struct dev *d)
{
	d->tl.callback = dev_right;
	d->tl.use_callback = 1;
}

void dev_init_wrong(struct dev *d)
{
	d->tl.callback = dev_wrong;
	// CHECK: linux-tasklet-union.c:[[@LINE-1]]:19: note: 'dev_wrong' registered here for 'struct dev' member 'tl'
	d->tl.use_callback = 1;
}

/* A designated initialiser through the union, as DECLARE_TASKLET() writes. */
static void static_wrong(struct tasklet_struct *t)
{
	struct other *o = from_tasklet(o, t, tl);
	// CHECK: linux-tasklet-union.c:[[@LINE-1]]:20: error: {{.*}}'static_wrong'{{.*}}[container-mismatch]

	o->x = 1;
}

static void static_right(struct tasklet_struct *t)
{
	struct other *o = from_tasklet(o, t, tl);

	o->x = 2;
}

static struct other the_other = {
	.tl = { .use_callback = 1, .callback = static_right },
	.tl2 = { .use_callback = 1, .callback = static_wrong },
	// CHECK: linux-tasklet-union.c:[[@LINE-1]]:42: note: 'static_wrong' registered here for 'struct other' member 'tl2'
};
struct dev the_dev = { .tl = { .callback = dev_right, .use_callback = 1 } };

long other_id(void)
{
	return the_other.x;
}
