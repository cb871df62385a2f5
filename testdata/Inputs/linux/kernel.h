/* A model of the kernel APIs timercheck's linux pack describes, written for
 * the tests: the same names and the same macro shapes, none of the code. */
#ifndef MODEL_KERNEL_H
#define MODEL_KERNEL_H
typedef unsigned long size_t;
typedef unsigned int u32;
typedef unsigned long uintptr_t;
#define NULL ((void *)0)
#define offsetof(T, m) __builtin_offsetof(T, m)
/* The kernel's container_of shape: a statement expression through a void pointer. */
#define container_of(ptr, type, member) ({ \
	void *__mptr = (void *)(ptr); \
	((type *)(__mptr - offsetof(type, member))); })
void *kzalloc(size_t size, int flags);

/* Timers, 4.15+ */
struct timer_list {
	struct timer_list *next;
	unsigned long expires;
	void (*function)(struct timer_list *);
	u32 flags;
};
void init_timer_key(struct timer_list *timer, void (*func)(struct timer_list *),
		    unsigned int flags, const char *name, void *key);
#define timer_setup(timer, callback, flags) init_timer_key((timer), (callback), (flags), NULL, NULL)
#define from_timer(var, callback_timer, timer_fieldname) \
	container_of(callback_timer, __typeof__(*var), timer_fieldname)
int mod_timer(struct timer_list *timer, unsigned long expires);

/* Tasklets */
struct tasklet_struct {
	struct tasklet_struct *next;
	unsigned long state;
	int use_callback;
	union {
		void (*func)(unsigned long data);
		void (*callback)(struct tasklet_struct *t);
	};
	unsigned long data;
};
void tasklet_init(struct tasklet_struct *t, void (*func)(unsigned long), unsigned long data);
void tasklet_setup(struct tasklet_struct *t, void (*callback)(struct tasklet_struct *));
#define from_tasklet(var, callback_tasklet, tasklet_fieldname) \
	container_of(callback_tasklet, __typeof__(*var), tasklet_fieldname)

/* Workqueues */
struct work_struct;
typedef void (*work_func_t)(struct work_struct *work);
struct work_struct {
	long data;
	work_func_t func;
};
struct delayed_work {
	struct work_struct work;
	struct timer_list timer;
};
void delayed_work_timer_fn(struct timer_list *t);
#define INIT_WORK(_work, _func) do { (_work)->data = 0; (_work)->func = (_func); } while (0)
#define INIT_DELAYED_WORK(_work, _func) do { \
	INIT_WORK(&(_work)->work, (_func)); \
	timer_setup(&(_work)->timer, delayed_work_timer_fn, 0); } while (0)
static inline struct delayed_work *to_delayed_work(struct work_struct *work)
{
	return container_of(work, struct delayed_work, work);
}

/* hrtimers */
enum hrtimer_restart { HRTIMER_NORESTART, HRTIMER_RESTART };
struct hrtimer {
	long expires;
	enum hrtimer_restart (*function)(struct hrtimer *);
};
void hrtimer_init(struct hrtimer *timer, int clock_id, int mode);

/* kthreads */
struct task_struct;
struct task_struct *kthread_create_on_node(int (*threadfn)(void *data), void *data, int node,
					   const char namefmt[], ...);
#define kthread_create(threadfn, data, namefmt, arg...) \
	kthread_create_on_node(threadfn, data, -1, namefmt, ##arg)
#endif
