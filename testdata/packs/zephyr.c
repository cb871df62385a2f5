// The zephyr pack: timers and work items are embedded in the caller's
// object and the callback recovers it with CONTAINER_OF(); thread entry
// points get three void pointers.
// RUN: not %timercheck --api zephyr %s -- -I%inputs/zephyr | %check %s
#include "zephyr.h"

struct sensor {
	int id;
	struct k_timer poll;
	struct k_timer watchdog;
	struct k_work report;
};
struct button {
	long presses;
	struct k_timer debounce;
};

/* Correct: silent. */
static void sensor_poll(struct k_timer *timer)
{
	struct sensor *s = CONTAINER_OF(timer, struct sensor, poll);

	k_work_submit(&s->report);
}

static void sensor_report(struct k_work *work)
{
	struct sensor *s = CONTAINER_OF(work, struct sensor, report);

	s->id++;
}

/* Shared by a struct button's timer (right) and a struct sensor's (wrong). */
static void button_debounce(struct k_timer *timer)
{
	struct button *b = CONTAINER_OF(timer, struct button, debounce);
	// (reported at the registration: see the end of the file)

	b->presses = 0;
}

/* The right container, the wrong member; here the stop function. */
static void sensor_stopped(struct k_timer *timer)
{
	struct sensor *s = CONTAINER_OF(timer, struct sensor, poll);
	// CHECK: zephyr.c:[[@LINE-1]]:21: error: callback 'sensor_stopped' recovers 'struct sensor' member 'poll' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: zephyr.c:89:15: note: 'sensor_stopped' registered here for 'struct sensor' member 'watchdog'

	s->id = -1;
}

/* A work item that is not embedded in what the handler recovers. */
static struct k_work lonely;

static void lonely_handler(struct k_work *work)
{
	struct sensor *s = CONTAINER_OF(work, struct sensor, report);
	// CHECK: zephyr.c:[[@LINE-1]]:21: error: callback 'lonely_handler' recovers 'struct sensor' from its parameter, but it is registered with an object that is not embedded in it [container-not-embedded]
	// CHECK: zephyr.c:90:14: note: 'lonely_handler' registered here for an object that is not embedded in any structure

	s->id = 0;
}

/* Threads: p1 is a struct sensor *, p2 a number used as a number, p3 unused. */
static void sensor_thread(void *p1, void *p2, void *p3)
{
	struct sensor *s = p1;
	int prio = (int)(long)p2;

	s->id = prio;
	(void)p3;
}

static void button_thread(void *p1, void *p2, void *p3)
{
	struct button *b = p1;
	// CHECK: zephyr.c:[[@LINE-1]]:21: error: callback 'button_thread' recovers its context as 'struct button *', but it is registered with 'struct sensor *' [context-type-confusion]
	// CHECK: zephyr.c:94:61: note: 'button_thread' registered here with a context of type 'struct sensor *'

	b->presses = (long)p2 + (long)p3;
}

static struct k_thread threads[2];
static k_thread_stack_t stacks[2];

void sensor_init(struct sensor *s, struct button *b)
{
	k_timer_init(&s->poll, sensor_poll, NULL);
	k_timer_init(&s->watchdog, button_debounce, sensor_stopped);
	k_work_init(&lonely, lonely_handler);
	k_work_init(&s->report, sensor_report);
	k_timer_init(&b->debounce, button_debounce, NULL);
	k_thread_create(&threads[0], &stacks[0], 8, sensor_thread, s, (void *)5, NULL, 1, 0, K_NO_WAIT);
	k_thread_create(&threads[1], &stacks[1], 8, button_thread, s, NULL, NULL, 1, 0, K_NO_WAIT);
	// CHECK: zephyr.c:[[@LINE-6]]:15: error: callback 'button_debounce' is registered here for 'struct sensor' member 'watchdog', but it recovers 'struct button' member 'debounce' [container-shared-callback]
	// CHECK: zephyr.c:36:21: note: 'button_debounce' recovers 'struct button' member 'debounce' here
}
