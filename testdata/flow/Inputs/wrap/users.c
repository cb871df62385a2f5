#include "arm.h"

struct foo { int a; struct timer_list t; struct tasklet_struct tl; };
struct bar { long b; };

static void foo_timeout(unsigned long data)
{
	struct bar *b = (struct bar *)data;

	b->b = 1;
}

static void foo_ok(unsigned long data)
{
	struct foo *f = (struct foo *)data;

	f->a = 1;
}

static void deep_timeout(unsigned long data)
{
	struct bar *b = (struct bar *)data;

	b->b = 2;
}

static void bh(unsigned long data)
{
	struct bar *b = (struct bar *)data;

	b->b = 3;
}

void start(struct foo *f)
{
	my_arm(&f->t, foo_timeout, (unsigned long)f);
	my_arm(&f->t, foo_ok, (unsigned long)f);
	my_arm3(&f->t, deep_timeout, (unsigned long)f);
	my_tasklet(&f->tl, bh, (unsigned long)f);
}
