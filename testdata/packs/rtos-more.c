// The freertos and zephyr packs' additions (#18): FreeRTOS's
// xTimerPendFunctionCallFromISR() and xTaskCreateAffinitySet(), Zephyr's
// k_work_poll_init() (the handler gets the embedded work) and
// k_thread_foreach(). Each wrong recovery is reported; the ok_ callbacks
// are silent.
// RUN: not %timercheck --no-cache --no-infer --api freertos,zephyr %s -- -I%inputs/freertos -I%inputs/zephyr | %check %s
#include "freertos.h"
#include "zephyr.h"

struct sensor { int value; struct k_work_poll trig; };
struct other { long x; struct k_work_poll trig; };

static void ok_pended(void *p, uint32_t n) { struct sensor *s = p; s->value = (int)n; }
static void bad_pended(void *p, uint32_t n)
{
	struct other *o = p;
	// CHECK: rtos-more.c:[[@LINE-1]]:20: error: callback 'bad_pended' recovers its context as 'struct other *', but it is registered with 'struct sensor *' [context-type-confusion]
	// CHECK: rtos-more.c:50:44: note: 'bad_pended' registered here with a context of type 'struct sensor *'

	o->x = n;
}

static void ok_task(void *p) { struct sensor *s = p; s->value = 0; }
static void bad_task(void *p)
{
	struct other *o = p;
	// CHECK: rtos-more.c:[[@LINE-1]]:20: error: callback 'bad_task' recovers its context as 'struct other *', but it is registered with 'struct sensor *' [context-type-confusion]
	// CHECK: rtos-more.c:52:45: note: 'bad_task' registered here with a context of type 'struct sensor *'

	o->x = 0;
}

static void ok_trig(struct k_work *w) { struct sensor *s = CONTAINER_OF(w, struct sensor, trig.work); s->value = 1; }
static void bad_trig(struct k_work *w)
{
	struct other *o = CONTAINER_OF(w, struct other, trig.work);
	// CHECK: rtos-more.c:[[@LINE-1]]:20: error: callback 'bad_trig' recovers 'struct other' member 'trig.work' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: rtos-more.c:54:19: note: 'bad_trig' registered here for 'struct sensor' member 'trig.work'

	o->x = 1;
}

static void ok_each(const struct k_thread *t, void *d) { const struct sensor *s = d; (void)t; (void)s; }

void start(struct sensor *s)
{
	BaseType_t woken = 0;

	xTimerPendFunctionCallFromISR(ok_pended, s, 1, &woken);
	xTimerPendFunctionCallFromISR(bad_pended, s, 1, &woken);
	xTaskCreateAffinitySet(ok_task, "t", 128, s, 1, 1, NULL);
	xTaskCreateAffinitySet(bad_task, "t", 128, s, 1, 1, NULL);
	k_work_poll_init(&s->trig, ok_trig);
	k_work_poll_init(&s->trig, bad_trig);
	k_thread_foreach(ok_each, s);
}
