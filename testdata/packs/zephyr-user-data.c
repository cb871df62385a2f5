// The zephyr pack: a timer's context set with k_timer_user_data_set() and
// read back with k_timer_user_data_get() in the expiry function.
// XFAIL: *
// Missing: (1) a fact: k_timer_user_data_set(&t, ptr) passes no function,
// so the extractor records nothing for it (call and arg facts exist only
// for calls that pass a function); it would need an arg-like fact for the
// setter's value, with an object key for its first argument ('t', as store
// facts have), and the same key on the object argument of k_timer_init().
// (2) a directive pairing a setter call with the registration on the same
// object, e.g.
//   context-call k_timer_user_data_set object=1 context=2 for=k_timer_init via=k_timer_user_data_get
// (for= names the embed-call entry whose object=1 is the same object;
// via= is the getter the callback reads the context with; plain via=
// recoveries are also dropped by join.c today, see freertos-timer-id.c).
// FreeRTOS's vTimerSetTimerID(xTimer, id) is the same shape, on a handle.
// RUN: not %timercheck --api zephyr %s -- -I%inputs/zephyr | %check %s
#include "zephyr.h"

struct led { int pin; };
struct fan { long rpm; };

static struct k_timer blink_timer;
static struct k_timer fan_timer;

/* Correct: silent. */
static void blink(struct k_timer *timer)
{
	struct led *l = k_timer_user_data_get(timer);

	l->pin ^= 1;
}

static void fan_check(struct k_timer *timer)
{
	struct fan *f = k_timer_user_data_get(timer);
	// CHECK: zephyr-user-data.c:[[@LINE-1]]:18: error: callback 'fan_check' recovers its context as 'struct fan *', but it is registered with 'struct led *' [context-type-confusion]
	// CHECK: zephyr-user-data.c:47:36: note: 'fan_check' registered here with a context of type 'struct led *'

	f->rpm = 0;
}

void leds_init(struct led *l)
{
	k_timer_init(&blink_timer, blink, NULL);
	k_timer_user_data_set(&blink_timer, l);
	k_timer_init(&fan_timer, fan_check, NULL);
	k_timer_user_data_set(&fan_timer, l);
}
