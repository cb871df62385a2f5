// The whole wd_start family, work_queue_wq() and work notifiers: each
// registration is checked like wd_start()'s and work_queue()'s.
// RUN: not %timercheck --no-cache --api nuttx %s -- -I%inputs/nuttx 2>&1 | grep -v '^\s' | grep -v 'migration-integer-context' | %check %s
#include "nuttx.h"

struct drv { int irqs; struct wdog_s wd; struct work_s work; };
struct sensor { long sample; };

static void drv_tick(wdparm_t arg)
{
	struct drv *d = (struct drv *)arg;

	d->irqs++;
}

static void sensor_tick(wdparm_t arg)
{
	struct sensor *s = (struct sensor *)arg;
	// CHECK: nuttx-family.c:[[@LINE-1]]:21: error: callback 'sensor_tick' recovers its context as 'struct sensor *', but it is registered with 'struct drv *' [context-type-confusion]
	// CHECK: nuttx-family.c:46:45: note: 'sensor_tick' registered here with a context of type 'struct drv *'
	// CHECK: nuttx-family.c:47:42: note: 'sensor_tick' registered here with a context of type 'struct drv *'
	// CHECK: nuttx-family.c:48:45: note: 'sensor_tick' registered here with a context of type 'struct drv *'
	// CHECK: nuttx-family.c:49:44: note: 'sensor_tick' registered here with a context of type 'struct drv *'

	s->sample++;
}

static void sensor_worker(FAR void *arg)
{
	struct sensor *s = arg;
	// CHECK: nuttx-family.c:[[@LINE-1]]:21: error: callback 'sensor_worker' recovers its context as 'struct sensor *', but it is registered with 'struct drv *' [context-type-confusion]
	// CHECK: nuttx-family.c:51:45: note: 'sensor_worker' registered here with a context of type 'struct drv *'
	// CHECK: nuttx-family.c:53:11: note: 'sensor_worker' registered here with a context of type 'struct drv *'

	s->sample = 0;
}

void drv_start(struct drv *d, struct kwork_wqueue_s *wq, struct work_notifier_s *n,
	       const struct timespec *ts)
{
	wd_start_abstick(&d->wd, 100, drv_tick, (wdparm_t)d);
	wd_start_next(&d->wd, 100, drv_tick, (wdparm_t)d);
	wd_start_realtime(&d->wd, ts, drv_tick, (wdparm_t)d);
	wd_start_abstime(&d->wd, ts, drv_tick, (wdparm_t)d);

	wd_start_abstick(&d->wd, 100, sensor_tick, (wdparm_t)d);
	wd_start_next(&d->wd, 100, sensor_tick, (wdparm_t)d);
	wd_start_realtime(&d->wd, ts, sensor_tick, (wdparm_t)d);
	wd_start_abstime(&d->wd, ts, sensor_tick, (wdparm_t)d);

	work_queue_wq(wq, &d->work, sensor_worker, d, 0);
	n->worker = sensor_worker;
	n->arg = d;
	work_notifier_setup(n);
}
