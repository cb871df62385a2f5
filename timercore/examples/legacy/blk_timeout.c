/*
 * blk_timeout.c (legacy generation): per-request timeouts of a block
 * queue; the request pointer goes through `unsigned long data`.
 */
#include <stdlib.h>

#include "examples.h"
#include "timercore/timer_legacy.h"

struct blk_request {
	struct blk_queue *q;
	unsigned int tag;
	int active;
	int timed_out;
	struct timer_list_legacy timeout;
};

struct blk_queue {
	unsigned long timeout;
	unsigned int depth;
	unsigned int timed_out;
	struct blk_request *rqs;
};

static void blk_rq_timed_out(unsigned long data)
{
	struct blk_request *rq = (struct blk_request *)data;

	rq->timed_out = 1;
	rq->q->timed_out++;
}

struct blk_queue *blk_queue_new(struct timer_base *base,
				unsigned long timeout, unsigned int depth)
{
	struct blk_queue *q = calloc(1, sizeof(*q));
	unsigned int i;

	if (!q)
		return NULL;
	q->rqs = calloc(depth, sizeof(*q->rqs));
	if (!q->rqs) {
		free(q);
		return NULL;
	}
	q->timeout = timeout;
	q->depth = depth;
	for (i = 0; i < depth; i++) {
		struct blk_request *rq = &q->rqs[i];

		rq->q = q;
		rq->tag = i;
		setup_timer(&rq->timeout, blk_rq_timed_out, (unsigned long)rq);
		timer_bind(&rq->timeout, base);
	}
	return q;
}

int blk_submit(struct blk_queue *q, unsigned int tag, unsigned long now)
{
	struct blk_request *rq;

	if (tag >= q->depth || q->rqs[tag].active)
		return -1;
	rq = &q->rqs[tag];
	rq->active = 1;
	rq->timed_out = 0;
	mod_timer(&rq->timeout, now + q->timeout);
	return 0;
}

int blk_complete(struct blk_queue *q, unsigned int tag)
{
	struct blk_request *rq;

	if (tag >= q->depth || !q->rqs[tag].active)
		return -1;
	rq = &q->rqs[tag];
	rq->active = 0;
	if (!del_timer(&rq->timeout) && rq->timed_out)
		return -1;
	return 0;
}

unsigned int blk_timed_out(const struct blk_queue *q)
{
	return q->timed_out;
}

void blk_queue_free(struct blk_queue *q)
{
	unsigned int i;

	if (!q)
		return;
	for (i = 0; i < q->depth; i++)
		del_timer_sync(&q->rqs[i].timeout);
	free(q->rqs);
	free(q);
}
