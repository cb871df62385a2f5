// The freertos pack: tasks and pended functions get their parameter
// directly; xTimerCreate() takes a timer id that the callback reads back with
// pvTimerGetTimerID(xTimer) (type confusions through the getter:
// freertos-timer-id.c).
// RUN: not %timercheck --api freertos %s -- -I%inputs/freertos | %check %s
#include "freertos.h"

struct led { int pin; int on; };
struct motor { long rpm; };

/* Correct: created with a struct led *, read back as one. Silent. */
static void led_blink(TimerHandle_t xTimer)
{
	struct led *l = pvTimerGetTimerID(xTimer);

	l->on = !l->on;
}

/* A number used as a number: silent. */
static unsigned int counters[4];

static void count_tick(TimerHandle_t xTimer)
{
	unsigned long i = (unsigned long)pvTimerGetTimerID(xTimer);

	counters[i]++;
}

/* Tasks get their parameter directly. */
static void led_task(void *pvParameters)
{
	struct led *l = pvParameters;

	l->pin = 3;
}

static void motor_task(void *pvParameters)
{
	struct motor *m = pvParameters;
	// CHECK: freertos.c:[[@LINE-1]]:20: error: callback 'motor_task' recovers its context as 'struct motor *', but it is registered with 'struct led *' [context-type-confusion]
	// CHECK: freertos.c:72:40: note: 'motor_task' registered here with a context of type 'struct led *'

	m->rpm = 0;
}

/* Pended functions: a pointer and a 32-bit number. */
static void led_set(void *pvParameter1, uint32_t ulParameter2)
{
	struct led *l = pvParameter1;

	l->on = (int)ulParameter2;
}

static void motor_set(void *pvParameter1, uint32_t ulParameter2)
{
	struct motor *m = (struct motor *)pvParameter1;
	// CHECK: freertos.c:[[@LINE-1]]:20: error: callback 'motor_set' recovers its context as 'struct motor *', but it is registered with 'struct led *' [context-type-confusion]
	// CHECK: freertos.c:74:36: note: 'motor_set' registered here with a context of type 'struct led *'

	m->rpm = ulParameter2;
}

void app_start(struct led *l, struct motor *m)
{
	TimerHandle_t t = xTimerCreate("blink", pdMS_TO_TICKS(500), pdTRUE, l, led_blink);
	TimerHandle_t v = xTimerCreate("count", pdMS_TO_TICKS(10), pdTRUE, (void *)2, count_tick);

	xTimerStart(t, 0);
	(void)v;
	xTaskCreate(led_task, "led", 128, l, 1, NULL);
	xTaskCreate(motor_task, "motor", 128, m, 1, NULL);
	xTaskCreate(motor_task, "motor", 128, l, 1, NULL);
	xTimerPendFunctionCall(led_set, l, 1, 0);
	xTimerPendFunctionCall(motor_set, l, 500, 0);
	/* A pointer squeezed into the 32-bit second parameter. */
	xTimerPendFunctionCall(led_set, l, (uint32_t)(unsigned long)l, 0);
	// CHECK: freertos.c:[[@LINE-1]]:37: error: pointer of type 'struct led *' is truncated to 'uint32_t', narrower than a pointer, as the context of callback 'led_set' [context-truncation]
}
