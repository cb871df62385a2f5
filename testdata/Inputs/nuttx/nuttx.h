/* A model of the NuttX watchdog and work queue APIs, written for the
 * tests: the documented names, parameter order and types, none of the code. */
#ifndef MODEL_NUTTX_H
#define MODEL_NUTTX_H
#define FAR
#define NULL ((void *)0)
typedef unsigned long uintptr_t;
typedef unsigned int uint32_t;
typedef long sclock_t;
typedef unsigned long clock_t;

/* Watchdog timers: the callback gets back an integer as wide as a pointer. */
typedef uintptr_t wdparm_t;
typedef void (*wdentry_t)(wdparm_t arg);
struct wdog_s {
	FAR struct wdog_s *next;
	wdentry_t func;
	wdparm_t arg;
	clock_t expired;
};
int wd_start(FAR struct wdog_s *wdog, sclock_t delay, wdentry_t wdentry, wdparm_t arg);
int wd_cancel(FAR struct wdog_s *wdog);
struct timespec { long tv_sec; long tv_nsec; };
int wd_start_abstick(FAR struct wdog_s *wdog, clock_t ticks, wdentry_t wdentry, wdparm_t arg);
int wd_start_next(FAR struct wdog_s *wdog, clock_t delay, wdentry_t wdentry, wdparm_t arg);
int wd_start_realtime(FAR struct wdog_s *wdog, FAR const struct timespec *realtime,
		      wdentry_t wdentry, wdparm_t arg);
int wd_start_abstime(FAR struct wdog_s *wdog, FAR const struct timespec *abstime,
		     wdentry_t wdentry, wdparm_t arg);

/* Work queues: the worker gets back a void pointer. */
#define HPWORK 0
#define LPWORK 1
typedef void (*worker_t)(FAR void *arg);
struct work_s {
	FAR struct work_s *next;
	worker_t worker;
	FAR void *arg;
	clock_t qtime;
};
int work_queue(int qid, FAR struct work_s *work, worker_t worker, FAR void *arg, clock_t delay);
int work_cancel(int qid, FAR struct work_s *work);
struct kwork_wqueue_s;
int work_queue_wq(FAR struct kwork_wqueue_s *wqueue, FAR struct work_s *work, worker_t worker,
		  FAR void *arg, clock_t delay);
struct work_notifier_s {
	unsigned char evtype;
	unsigned char qid;
	FAR void *qualifier;
	FAR void *arg;
	worker_t worker;
};
int work_notifier_setup(FAR struct work_notifier_s *info);
#endif
