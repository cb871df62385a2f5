// Correct recoveries are silent: nested members, array elements, delayed
// work through to_delayed_work(), hrtimers, the old offsetof idiom, and a
// callback registered nowhere in the program.
// RUN: %timercheck %s -- -I%inputs/linux | %check %s --allow-empty
#include "kernel.h"

struct sub { int a; struct timer_list t; };
struct dev {
	int id;
	struct sub sub;
	struct timer_list timers[4];
	struct work_struct work;
	struct delayed_work dwork;
	struct delayed_work dwork2;
	struct hrtimer hr;
};

static void sub_cb(struct timer_list *t)
{
	struct dev *d = container_of(t, struct dev, sub.t);

	d->id++;
}

static void arr_cb(struct timer_list *t)
{
	struct dev *d = container_of(t, struct dev, timers[2]);

	d->id++;
}

static void work_cb(struct work_struct *w)
{
	struct dev *d = container_of(w, struct dev, work);

	d->id++;
}

static void dwork_cb(struct work_struct *w)
{
	struct delayed_work *dw = to_delayed_work(w);
	struct dev *d = container_of(dw, struct dev, dwork);

	d->id++;
}

/* The getter's result assigned to a local declared earlier. */
static void dwork_cb2(struct work_struct *w)
{
	struct delayed_work *dw;
	struct dev *d;

	dw = to_delayed_work(w);
	d = container_of(dw, struct dev, dwork2);
	d->id++;
}

static enum hrtimer_restart hr_cb(struct hrtimer *h)
{
	struct dev *d = (struct dev *)((char *)h - (size_t)&((struct dev *)0)->hr);

	d->id++;
	return HRTIMER_NORESTART;
}

/* Never registered here: left alone. */
void orphan_cb(struct timer_list *t)
{
	struct dev *d = container_of(t, struct dev, timers[1]);

	d->id++;
}

void dev_init(struct dev *d)
{
	timer_setup(&d->sub.t, sub_cb, 0);
	timer_setup(&d->timers[2], arr_cb, 0);
	INIT_WORK(&d->work, work_cb);
	INIT_DELAYED_WORK(&d->dwork, dwork_cb);
	INIT_DELAYED_WORK(&d->dwork2, dwork_cb2);
	hrtimer_init(&d->hr, 1, 0);
	d->hr.function = hr_cb;
}
