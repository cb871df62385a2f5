// Clean twin of apply.c: no finding has a fix-it, so --fix changes nothing,
// says nothing and exits 0.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/clean.c && cd %t
// RUN: %timercheck --no-cache --fix clean.c -- 2>&1 | FileCheck %s --allow-empty --implicit-check-not=fixed --implicit-check-not=timercheck:
// RUN: cmp %s %t/clean.c
struct timer_list { void (*function)(struct timer_list *); };

static void tick(struct timer_list *t)
{
	(void)t;
}

void arm(struct timer_list *t)
{
	t->function = tick;
}
