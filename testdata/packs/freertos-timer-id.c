// The freertos pack: a timer callback that reads its id back with
// pvTimerGetTimerID() as a different type than xTimerCreate() was given.
// XFAIL: *
// Missing: the entry 'call xTimerCreate ... via=pvTimerGetTimerID' is
// parsed and the extractor records the recovery (a recover fact with
// REC_GETTER, api pvTimerGetTimerID), but join.c's compose_getters() drops
// every REC_GETTER recovery that is not a container_of through a getter,
// so check_recovery() never sees it and via= never matches. Keeping plain
// getter recoveries (reads_context() already filters them by via=) fixes it.
// RUN: not %timercheck --api freertos %s -- -I%inputs/freertos | %check %s
#include "freertos.h"

struct led { int pin; int on; };
struct motor { long rpm; };

/* Correct: silent. */
static void led_blink(TimerHandle_t xTimer)
{
	struct led *l = pvTimerGetTimerID(xTimer);

	l->on = !l->on;
}

static void motor_tick(TimerHandle_t xTimer)
{
	struct motor *m = (struct motor *)pvTimerGetTimerID(xTimer);
	// CHECK: freertos-timer-id.c:[[@LINE-1]]:20: error: callback 'motor_tick' recovers its context as 'struct motor *', but it is registered with 'struct led *' [context-type-confusion]
	// CHECK: freertos-timer-id.c:47:51: note: 'motor_tick' registered here with a context of type 'struct led *'

	m->rpm++;
}

static StaticTimer_t buffer;

static void motor_tick_static(TimerHandle_t xTimer)
{
	struct motor *m = pvTimerGetTimerID(xTimer);
	// CHECK: freertos-timer-id.c:[[@LINE-1]]:20: error: callback 'motor_tick_static' recovers its context as 'struct motor *', but it is registered with 'struct led *' [context-type-confusion]
	// CHECK: freertos-timer-id.c:48:57: note: 'motor_tick_static' registered here with a context of type 'struct led *'

	m->rpm = 0;
}

void app_start(struct led *l)
{
	xTimerCreate("blink", pdMS_TO_TICKS(500), pdTRUE, l, led_blink);
	xTimerCreate("motor", pdMS_TO_TICKS(10), pdTRUE, l, motor_tick);
	xTimerCreateStatic("motor", pdMS_TO_TICKS(10), pdTRUE, l, motor_tick_static, &buffer);
}
