/*
 * blk_timeout.c (embedded generation): per-request timeouts of a block
 * queue.  Each request embeds its timer; the callback recovers the request
 * and, through it, the queue.
 */
#include <stdlib.h>

#include "examples.h"

struct blk_request {
	struct blk_queue *q;
	unsigned int tag;
	int active;
	int timed_out;
	struct timer_list timeout;
};

struct blk_queue {
	unsigned long timeout;
	unsigned int depth;
	unsigned int timed_out;
	struct blk_request *rqs;
};

static void blk_rq_timed_out(struct timer_list *t)
{
	struct blk_request *rq = from_timer(rq, t, timeout);

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
		q->rqs[i].q = q;
		q->rqs[i].tag = i;
		timer_setup(&q->rqs[i].timeout, blk_rq_timed_out, 0);
		timer_bind(&q->rqs[i].timeout, base);
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
