/* A model of the Zephyr kernel timer, work and thread APIs, written for the
 * tests: the documented names, parameter order and macro shapes, none of
 * the code. */
#ifndef MODEL_ZEPHYR_H
#define MODEL_ZEPHYR_H
#define NULL ((void *)0)
typedef unsigned long size_t;
typedef unsigned int uint32_t;
typedef long long int64_t;
#define offsetof(T, m) __builtin_offsetof(T, m)
/* sys/util.h's shape: a char pointer minus the member's offset. */
#define CONTAINER_OF(ptr, type, field) ((type *)(((char *)(ptr)) - offsetof(type, field)))

typedef struct { int64_t ticks; } k_timeout_t;
#define K_MSEC(ms) ((k_timeout_t){ (ms) })
#define K_NO_WAIT ((k_timeout_t){ 0 })
#define K_FOREVER ((k_timeout_t){ -1 })

/* Timers: both callbacks get the timer, embedded in the caller's object. */
struct k_timer;
typedef void (*k_timer_expiry_t)(struct k_timer *timer);
typedef void (*k_timer_stop_t)(struct k_timer *timer);
struct k_timer {
	void *node[2];
	k_timer_expiry_t expiry_fn;
	k_timer_stop_t stop_fn;
	uint32_t status;
	void *user_data;
};
void k_timer_init(struct k_timer *timer, k_timer_expiry_t expiry_fn, k_timer_stop_t stop_fn);
void k_timer_start(struct k_timer *timer, k_timeout_t duration, k_timeout_t period);
void k_timer_stop(struct k_timer *timer);
static inline void k_timer_user_data_set(struct k_timer *timer, void *user_data)
{
	timer->user_data = user_data;
}
static inline void *k_timer_user_data_get(const struct k_timer *timer)
{
	return timer->user_data;
}

/* Work items: the handler gets the work item. */
struct k_work;
typedef void (*k_work_handler_t)(struct k_work *work);
struct k_work {
	void *node;
	k_work_handler_t handler;
	void *queue;
	uint32_t flags;
};
struct k_work_delayable {
	struct k_work work;
	struct k_timer timeout;
};
void k_work_init(struct k_work *work, k_work_handler_t handler);
int k_work_submit(struct k_work *work);
void k_work_init_delayable(struct k_work_delayable *dwork, k_work_handler_t handler);
int k_work_schedule(struct k_work_delayable *dwork, k_timeout_t delay);
static inline struct k_work_delayable *k_work_delayable_from_work(struct k_work *work)
{
	return CONTAINER_OF(work, struct k_work_delayable, work);
}

/* Threads: the entry point gets three void pointers. */
typedef void (*k_thread_entry_t)(void *p1, void *p2, void *p3);
struct k_thread { void *stack; int prio; };
typedef struct { char data[8]; } k_thread_stack_t;
typedef struct k_thread *k_tid_t;
k_tid_t k_thread_create(struct k_thread *new_thread, k_thread_stack_t *stack, size_t stack_size,
			k_thread_entry_t entry, void *p1, void *p2, void *p3, int prio,
			uint32_t options, k_timeout_t delay);

/* Additions (#18): triggered work, thread iteration. */
struct k_work_poll { struct k_work work; int num_events; };
void k_work_poll_init(struct k_work_poll *work, k_work_handler_t handler);
typedef void (*k_thread_user_cb_t)(const struct k_thread *thread, void *user_data);
void k_thread_foreach(k_thread_user_cb_t user_cb, void *user_data);
#endif
