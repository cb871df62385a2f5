// The linux pack's other spellings (#18): timer_setup_on_stack() expands to
// init_timer_on_stack_key(), INIT_RCU_WORK() to INIT_WORK() on the
// rcu_work's work (recovered through to_rcu_work()), kthread_run() to
// kthread_create_on_node(); 6.16's timer_container_of() is a container_of
// shape like from_timer(). Each wrong recovery is reported, each right one
// is silent. DEFINE_TIMER(), DECLARE_TASKLET() and DECLARE_WORK() are
// static initialisers: registrations whose object's place is not known
// (docs/design.md), so a wrong recovery of theirs is not reported (the last
// three callbacks; --coverage counts DECLARE_WORK's as unknown, saying why).
// RUN: not %timercheck --no-cache --no-infer --api linux --coverage --verbose %s -- -I%inputs/linux 2>&1 >/dev/null | FileCheck %s --check-prefix=COV
// COV: {{.*}}linux-names.c:[[#@LINE+60]]: unknown: 'static_work' registered with 'work_struct.func': the object's place is not known
// RUN: not %timercheck --no-cache --no-infer --api linux %s -- -I%inputs/linux | %check %s
#include "kernel_names.h"

struct dev { int irqs; struct timer_list timer; struct rcu_work rwork; };
struct other { long x; struct timer_list timer; struct rcu_work rwork; };

static void dev_poll(struct timer_list *t)
{
	struct dev *d = timer_container_of(d, t, timer);

	d->irqs++;
}

static void other_poll(struct timer_list *t)
{
	struct other *o = timer_container_of(o, t, timer);
	// CHECK: linux-names.c:[[@LINE-1]]:20: error: callback 'other_poll' recovers 'struct other' member 'timer' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: linux-names.c:76:23: note: 'other_poll' registered here for 'struct dev' member 'timer'

	o->x++;
}

static void dev_free(struct work_struct *w)
{
	struct dev *d = container_of(to_rcu_work(w), struct dev, rwork);

	d->irqs = 0;
}

static void other_free(struct work_struct *w)
{
	struct other *o = container_of(to_rcu_work(w), struct other, rwork);
	// CHECK: linux-names.c:[[@LINE-1]]:20: error: callback 'other_free' recovers 'struct other' member 'rwork.work' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: linux-names.c:78:27: note: 'other_free' registered here for 'struct dev' member 'rwork.work'

	o->x = 0;
}

static int dev_thread(void *data)
{
	struct dev *d = data;

	return d->irqs;
}

static int other_thread(void *data)
{
	struct other *o = data;
	// CHECK: linux-names.c:[[@LINE-1]]:20: error: callback 'other_thread' recovers its context as 'struct other *', but it is registered with 'struct dev *' [context-type-confusion]
	// CHECK: linux-names.c:80:28: note: 'other_thread' registered here with a context of type 'struct dev *'

	return (int)o->x;
}

static void static_timer(struct timer_list *t) { (void)container_of(t, struct other, timer); }
static void static_tasklet(struct tasklet_struct *t) { (void)t; }
static void static_work(struct work_struct *w) { (void)container_of(w, struct other, rwork.work); }
DEFINE_TIMER(global_timer, static_timer);
DECLARE_TASKLET(global_tasklet, static_tasklet);
DECLARE_WORK(global_work, static_work);

void dev_start(struct dev *d)
{
	timer_setup_on_stack(&d->timer, dev_poll, 0);
	timer_setup_on_stack(&d->timer, other_poll, 0);
	INIT_RCU_WORK(&d->rwork, dev_free);
	INIT_RCU_WORK(&d->rwork, other_free);
	kthread_run(dev_thread, d, "dev");
	kthread_run(other_thread, d, "dev");
}
