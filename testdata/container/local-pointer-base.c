// A member reached through a pointer local that holds an object's address
// (struct part *p = &d->part; INIT_WORK(&p->work, fn)) is embedded where
// that object is: the work item is 'struct dev' member 'part.work', so a
// callback recovering another container is an error. The same through a
// copy of the local (r = p) and written (*r).work. Clean twins: the
// callback recovering that container, and a local given two objects (it
// stands for neither: nothing is claimed).
// RUN: not %timercheck --no-cache --api linux %s -- -I%inputs/linux 2>&1 | grep -v '^\s' | %check %s
#include "kernel.h"

struct part { int state; struct work_struct work; };
struct dev { int irqs; struct part part; };
struct other { long y; struct part part; };

static void other_fn(struct work_struct *w)
{
	struct other *o = container_of(w, struct other, part.work);
	// CHECK: local-pointer-base.c:[[@LINE-1]]:20: error: callback 'other_fn' recovers 'struct other' member 'part.work' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: local-pointer-base.c:35:22: note: 'other_fn' registered here for 'struct dev' member 'part.work'

	o->y = 0;
}

static void dev_fn(struct work_struct *w)
{
	struct dev *d = container_of(w, struct dev, part.work);

	d->irqs = 0;
}

void start(struct dev *d, struct other *o, int which)
{
	struct part *p = &d->part, *q = &d->part;

	INIT_WORK(&p->work, other_fn);
	INIT_WORK(&p->work, dev_fn);
	if (which)
		q = &o->part;
	INIT_WORK(&q->work, dev_fn);
}

static void other_fn2(struct work_struct *w)
{
	struct other *o = container_of(w, struct other, part.work);
	// CHECK: local-pointer-base.c:[[@LINE-1]]:20: error: callback 'other_fn2' recovers 'struct other' member 'part.work' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: local-pointer-base.c:56:24: note: 'other_fn2' registered here for 'struct dev' member 'part.work'

	o->y = 0;
}

void start_copy(struct dev *d)
{
	struct part *p = &d->part;
	struct part *r = p;

	INIT_WORK(&(*r).work, other_fn2);
	INIT_WORK(&(*r).work, dev_fn);
	// CHECK: 2 findings in 1 file
}
