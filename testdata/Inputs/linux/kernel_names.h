/* The kernel's remaining timer, tasklet, workqueue and kthread spellings,
 * modelled for the tests of the linux pack: Linux 6.1's macro shapes (and
 * 6.16's timer_container_of()), none of their code. */
#ifndef MODEL_KERNEL_NAMES_H
#define MODEL_KERNEL_NAMES_H
#include "kernel_more.h"

void init_timer_on_stack_key(struct timer_list *timer, void (*func)(struct timer_list *),
			     unsigned int flags, const char *name, void *key);
#define timer_setup_on_stack(timer, callback, flags) \
	init_timer_on_stack_key((timer), (callback), (flags), NULL, NULL)
#define timer_container_of(var, callback_timer, timer_fieldname) \
	container_of(callback_timer, __typeof__(*var), timer_fieldname)
#define __TIMER_INITIALIZER(_function, _flags) { .function = (_function), .flags = (_flags) }
#define DEFINE_TIMER(_name, _function) struct timer_list _name = __TIMER_INITIALIZER(_function, 0)

#define DECLARE_TASKLET(name, _callback) \
	struct tasklet_struct name = { .use_callback = 1, .callback = _callback }

#define __WORK_INITIALIZER(n, f) { .data = 0, .func = (f) }
#define DECLARE_WORK(n, f) struct work_struct n = __WORK_INITIALIZER(n, f)

struct rcu_work { struct work_struct work; struct rcu_head rcu; };
#define INIT_RCU_WORK(_work, _func) INIT_WORK(&(_work)->work, (_func))
static inline struct rcu_work *to_rcu_work(struct work_struct *work)
{
	return container_of(work, struct rcu_work, work);
}

#define kthread_run(threadfn, data, namefmt, ...) \
	kthread_create_on_node(threadfn, data, -1, namefmt, ##__VA_ARGS__)
#endif
