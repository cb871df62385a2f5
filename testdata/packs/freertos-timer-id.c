// The freertos pack: a timer callback that reads its id back with
// pvTimerGetTimerID() as a different type than xTimerCreate() was given.
// Regression test: via= getter recoveries are checked (they were once dropped by the join).
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
	// CHECK: freertos-timer-id.c:41:51: note: 'motor_tick' registered here with a context of type 'struct led *'

	m->rpm++;
}

static StaticTimer_t buffer;

static void motor_tick_static(TimerHandle_t xTimer)
{
	struct motor *m = pvTimerGetTimerID(xTimer);
	// CHECK: freertos-timer-id.c:[[@LINE-1]]:20: error: callback 'motor_tick_static' recovers its context as 'struct motor *', but it is registered with 'struct led *' [context-type-confusion]
	// CHECK: freertos-timer-id.c:42:57: note: 'motor_tick_static' registered here with a context of type 'struct led *'

	m->rpm = 0;
}

void app_start(struct led *l)
{
	xTimerCreate("blink", pdMS_TO_TICKS(500), pdTRUE, l, led_blink);
	xTimerCreate("motor", pdMS_TO_TICKS(10), pdTRUE, l, motor_tick);
	xTimerCreateStatic("motor", pdMS_TO_TICKS(10), pdTRUE, l, motor_tick_static, &buffer);
}
