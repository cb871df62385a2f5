// The zephyr pack: k_work_init_delayable() registers a struct
// k_work_delayable, but the handler gets its 'work' member and goes back
// through k_work_delayable_from_work() before CONTAINER_OF().
// member= on embed-call: the handler gets &dwork->work.
// RUN: not %timercheck --api zephyr %s -- -I%inputs/zephyr | %check %s
#include "zephyr.h"

struct modem { int state; struct k_work_delayable retry; struct k_work_delayable poll; };

/* Correct: silent. */
static void modem_retry(struct k_work *work)
{
	struct k_work_delayable *dwork = k_work_delayable_from_work(work);
	struct modem *m = CONTAINER_OF(dwork, struct modem, retry);

	m->state = 0;
}

static void modem_poll(struct k_work *work)
{
	struct k_work_delayable *dwork = k_work_delayable_from_work(work);
	struct modem *m = CONTAINER_OF(dwork, struct modem, retry);
	// CHECK: zephyr-delayable.c:[[@LINE-1]]:20: error: callback 'modem_poll' recovers 'struct modem' member 'retry.work' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: zephyr-delayable.c:32:24: note: 'modem_poll' registered here for 'struct modem' member 'poll.work'

	m->state = 1;
}

void modem_init(struct modem *m)
{
	k_work_init_delayable(&m->retry, modem_retry);
	k_work_init_delayable(&m->poll, modem_poll);
}
