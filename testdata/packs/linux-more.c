// The linux pack beyond timers: RCU, kref, NAPI (through the inline
// netif_napi_add() wrapper), notifier blocks, irq_work, kthread_work,
// interrupt handlers' dev_id (through request_irq()) and devres actions
// (through devm_add_action_or_reset()). Each wrong recovery is reported;
// the right ones beside them are silent.
// RUN: not %timercheck --no-cache --api linux %s -- -I%inputs/linux 2>&1 | grep -v '^\s' | %check %s
// Without the pack the file is clean.
// RUN: %timercheck --no-cache --api none --no-infer %s -- -I%inputs/linux | %check --allow-empty --check-prefix=NONE %s
// NONE-NOT: {{.}}
#include "kernel_more.h"

struct obj {
	struct rcu_head rcu;
	struct kref ref;
	struct napi_struct napi;
	struct notifier_block nb;
	struct irq_work iw;
	struct kthread_work kw;
	int irqs;
};
struct other {
	struct rcu_head rcu;
	long x;
};

static void obj_free_rcu(struct rcu_head *h)
{
	struct obj *o = container_of(h, struct obj, rcu);

	o->irqs = 0;
}

static void wrong_free_rcu(struct rcu_head *h)
{
	struct other *o = container_of(h, struct other, rcu);
	// CHECK: linux-more.c:[[@LINE-1]]:20: error: {{.*}}'wrong_free_rcu'{{.*}}[container-mismatch]
	// CHECK: note: 'wrong_free_rcu' registered here for

	o->x = 0;
}

static void obj_release(struct kref *k)
{
	struct other *o = container_of(k, struct other, rcu);
	// CHECK: linux-more.c:[[@LINE-1]]:20: error: {{.*}}'obj_release'{{.*}}[container-mismatch]
	// CHECK: note: 'obj_release' registered here for

	o->x = 1;
}

static int obj_poll(struct napi_struct *n, int budget)
{
	struct other *o = container_of(n, struct other, rcu);
	// CHECK: linux-more.c:[[@LINE-1]]:20: error: {{.*}}'obj_poll'{{.*}}[container-mismatch]
	// CHECK: note: 'obj_poll' registered here for
	// CHECK: note: 'netif_napi_add' passes its callback on to 'netif_napi_add_weight' here

	return budget + (int)o->x;
}

static int obj_notify(struct notifier_block *nb, unsigned long action, void *data)
{
	struct obj *o = container_of(nb, struct obj, nb);

	(void)data;
	return o->irqs + (int)action;
}

static void obj_irq_work(struct irq_work *w)
{
	struct obj *o = container_of(w, struct obj, iw);

	o->irqs++;
}

static void obj_kwork(struct kthread_work *w)
{
	struct obj *o = container_of(w, struct obj, kw);

	o->irqs--;
}

static irqreturn_t obj_irq(int irq, void *dev_id)
{
	struct other *o = dev_id;
	// CHECK: linux-more.c:[[@LINE-1]]:20: error: callback 'obj_irq' recovers its context as 'struct other *', but it is registered with 'struct obj *' [context-type-confusion]
	// CHECK: note: 'obj_irq' registered here with a context of type 'struct obj *'
	// CHECK: note: 'request_irq' passes its callback on to 'request_threaded_irq' here

	o->x = irq;
	return IRQ_HANDLED;
}

static void obj_cleanup(void *data)
{
	struct other *o = data;
	// CHECK: linux-more.c:[[@LINE-1]]:20: error: callback 'obj_cleanup' recovers its context as 'struct other *', but it is registered with 'struct obj *' [context-type-confusion]
	// CHECK: note: 'obj_cleanup' registered here with a context of type 'struct obj *'
	// CHECK: note: 'devm_add_action_or_reset' passes its callback on to 'devm_add_action' here

	o->x = 2;
}

int obj_init(struct device *dev, struct net_device *nd, struct obj *o)
{
	call_rcu(&o->rcu, obj_free_rcu);
	call_rcu(&o->rcu, wrong_free_rcu);
	kref_put(&o->ref, obj_release);
	netif_napi_add(nd, &o->napi, obj_poll);
	o->nb.notifier_call = obj_notify;
	register_reboot_notifier(&o->nb);
	init_irq_work(&o->iw, obj_irq_work);
	kthread_init_work(&o->kw, obj_kwork);
	request_irq(7, obj_irq, 0, "obj", o);
	return devm_add_action_or_reset(dev, obj_cleanup, o);
}
