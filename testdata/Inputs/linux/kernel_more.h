/* More of the kernel's callback APIs, modelled for the tests of the linux
 * pack: the names, parameter orders and the inline wrappers of Linux 6.1's
 * headers, none of their code. */
#ifndef MODEL_KERNEL_MORE_H
#define MODEL_KERNEL_MORE_H
#include "kernel.h"

/* RCU */
struct rcu_head { struct rcu_head *next; void (*func)(struct rcu_head *head); };
typedef void (*rcu_callback_t)(struct rcu_head *head);
void call_rcu(struct rcu_head *head, rcu_callback_t func);

/* kref */
struct kref { int refcount; };
static inline int kref_put(struct kref *kref, void (*release)(struct kref *kref))
{
	if (--kref->refcount == 0) {
		release(kref);
		return 1;
	}
	return 0;
}

/* NAPI: netif_napi_add() is an inline wrapper of netif_napi_add_weight(). */
struct net_device;
struct napi_struct { int weight; int (*poll)(struct napi_struct *, int); };
void netif_napi_add_weight(struct net_device *dev, struct napi_struct *napi,
			   int (*poll)(struct napi_struct *, int), int weight);
static inline void netif_napi_add(struct net_device *dev, struct napi_struct *napi,
				  int (*poll)(struct napi_struct *, int))
{
	netif_napi_add_weight(dev, napi, poll, 64);
}

/* Notifier chains */
struct notifier_block {
	int (*notifier_call)(struct notifier_block *nb, unsigned long action, void *data);
	struct notifier_block *next;
	int priority;
};
int register_reboot_notifier(struct notifier_block *nb);

/* irq_work and kthread_work */
struct irq_work { int flags; void (*func)(struct irq_work *); };
void init_irq_work(struct irq_work *work, void (*func)(struct irq_work *));
struct kthread_work;
typedef void (*kthread_work_func_t)(struct kthread_work *work);
struct kthread_work { struct kthread_work *next; kthread_work_func_t func; };
#define kthread_init_work(work, fn) do { (work)->next = NULL; (work)->func = (fn); } while (0)

/* Interrupts: the handler gets back the dev_id it was requested with. */
enum irqreturn { IRQ_NONE, IRQ_HANDLED };
typedef enum irqreturn irqreturn_t;
typedef irqreturn_t (*irq_handler_t)(int irq, void *dev_id);
int request_threaded_irq(unsigned int irq, irq_handler_t handler, irq_handler_t thread_fn,
			 unsigned long flags, const char *name, void *dev);
static inline int request_irq(unsigned int irq, irq_handler_t handler, unsigned long flags,
			      const char *name, void *dev)
{
	return request_threaded_irq(irq, handler, NULL, flags, name, dev);
}

/* devres actions: devm_add_action_or_reset() is an inline wrapper. */
struct device;
int devm_add_action(struct device *dev, void (*action)(void *), void *data);
static inline int devm_add_action_or_reset(struct device *dev, void (*action)(void *), void *data)
{
	int ret = devm_add_action(dev, action, data);

	if (ret)
		action(data);
	return ret;
}
#endif
