// The nuttx pack: wd_start() passes a wdparm_t (an integer as wide as a
// pointer) to its callback, work_queue() a void pointer. wd_start() has no
// typed form, so a pointer through its wdparm_t is no migration target: it
// is reported (migration-no-typed-api) only when asked for, while its round
// trips are still checked for type confusion and numbers.
// RUN: not %timercheck --api nuttx %s -- -I%inputs/nuttx | %check %s
// RUN: not %timercheck --api nuttx --checks=migration-* %s -- -I%inputs/nuttx | %check %s --check-prefixes=CHECK,ASKED
// Without the pack the same file is clean: the findings come from the model.
// RUN: %timercheck --api none --no-infer %s -- -I%inputs/nuttx | %check --allow-empty --check-prefix=NONE %s
// NONE-NOT: {{.}}
#include "nuttx.h"

struct drv {
	int irqs;
	struct wdog_s wd;
	struct work_s work;
};
struct sensor { long sample; };

/* Correct: the worker gets the struct drv * it was queued with. Silent. */
static void drv_worker(FAR void *arg)
{
	struct drv *d = arg;

	d->irqs = 0;
}

/* A type confusion: queued with a struct drv *, read as a struct sensor *. */
static void sensor_worker(FAR void *arg)
{
	struct sensor *s = arg;
	// CHECK: nuttx.c:[[@LINE-1]]:21: error: callback 'sensor_worker' recovers its context as 'struct sensor *', but it is registered with 'struct drv *' [context-type-confusion]
	// CHECK: nuttx.c:56:46: note: 'sensor_worker' registered here with a context of type 'struct drv *'

	s->sample++;
}

/* A pointer through wdparm_t: the callback casts it back. */
static void drv_timeout(wdparm_t arg)
{
	struct drv *d = (struct drv *)arg;

	work_queue(HPWORK, &d->work, drv_worker, d, 0);
}

/* A number used as a number: silent. */
static unsigned int ticks[4];

static void tick(wdparm_t index)
{
	ticks[index]++;
}

void drv_start(struct drv *d, struct wdog_s *w)
{
	work_queue(LPWORK, &d->work, sensor_worker, d, 0);
	wd_start(&d->wd, 100, drv_timeout, (wdparm_t)d);
	// ASKED: nuttx.c:[[@LINE-1]]:37: warning: pointer of type 'struct drv *' passed through integer type 'wdparm_t' as the context of callback 'drv_timeout' registered with 'wd_start' [migration-no-typed-api]
	wd_start(w, 10, tick, 2);
}

/* A number registered as the context of a callback that makes it a pointer. */
static void bad_timeout(wdparm_t arg)
{
	struct drv *d = (struct drv *)arg;
	// CHECK: nuttx.c:[[@LINE-1]]:18: error: callback 'bad_timeout' turns its context into 'struct drv *', but it is registered with a number [context-integer-as-pointer]
	// CHECK: nuttx.c:73:31: note: number registered here as the context of 'bad_timeout'
	d->irqs = -1;
}

void drv_start_wrong(struct wdog_s *w)
{
	wd_start(w, 10, bad_timeout, 1);
}
