// Anonymous structs and unions on the way to a member, with a registration
// through a pointer to an inner struct: shapes of the Linux 6.1 scan's
// false container-mismatch errors that commit 4106eac (anonymous members
// are no step of a member path) fixed, kept here so they stay fixed
// (docs/realworld/linux-6.1-full.md, "False errors to route"). The buggy
// twins recover through another inner struct or another member.
// RUN: %timercheck --no-cache %s -- -I%inputs/linux | %check --allow-empty %s
// RUN: not %timercheck --no-cache %s -- -I%inputs/linux -DBUG | %check %s --check-prefix=BUG
#include "kernel.h"
#include "kernel_more.h"

/*
 * 1. perf's hrtimer: registered through hwc = &ev->hw, the timer in an
 * anonymous struct inside an anonymous union of the inner struct.
 */
struct sampling { long period; struct hrtimer hrtimer; };
struct hw_state {
	union {
		struct { long config; struct hrtimer hrtimer; };
		struct { int slot; long addr; };
	};
	int state;
};
struct event { int id; struct hw_state hw; struct sampling sw; };

static enum hrtimer_restart event_tick(struct hrtimer *t)
{
#ifdef BUG
	struct event *ev = container_of(t, struct event, sw.hrtimer);
	// BUG: anonymous-inner.c:[[@LINE-1]]:21: error: callback 'event_tick' recovers 'struct event' member 'sw.hrtimer' from its parameter, but it is registered with a different container or member [container-mismatch]
	// BUG: anonymous-inner.c:98:26: note: 'event_tick' registered here for 'struct event' member 'hw.hrtimer'
#else
	struct event *ev = container_of(t, struct event, hw.hrtimer);
#endif

	ev->id = 0;
	return HRTIMER_NORESTART;
}

/*
 * 2. aio's fsync: registered through a pointer to the inner request, a
 * member of an anonymous union of the recovered container.
 */
struct sync_req { void *file; struct work_struct work; int datasync; };
struct poll_req { void *file; long mask; struct work_struct work; };
struct request {
	union {
		void *filp;
		struct sync_req sync;
		struct poll_req poll;
	};
	int result;
};

static void sync_work(struct work_struct *work)
{
#ifdef BUG
	struct request *rq = container_of(work, struct request, poll.work);
	// BUG: anonymous-inner.c:[[@LINE-1]]:23: error: callback 'sync_work' recovers 'struct request' member 'poll.work' from its parameter, but it is registered with a different container or member [container-mismatch]
	// BUG: anonymous-inner.c:103:24: note: 'sync_work' registered here for 'struct sync_req' member 'work'
#else
	struct request *rq = container_of(work, struct request, sync.work);
#endif

	rq->result = 0;
}

/*
 * 3. maple_tree's node: the same container and member, the rcu_head in an
 * anonymous union.
 */
struct node {
	union {
		struct { void *pivot; void *slot; };
		struct rcu_head rcu;
	};
	struct rcu_head free_rcu;
	int type;
};

static void node_free(struct rcu_head *head)
{
#ifdef BUG
	struct node *n = container_of(head, struct node, free_rcu);
	// BUG: anonymous-inner.c:[[@LINE-1]]:19: error: callback 'node_free' recovers 'struct node' member 'free_rcu' from its parameter, but it is registered with a different container or member [container-mismatch]
	// BUG: anonymous-inner.c:109:11: note: 'node_free' registered here for 'struct node' member 'rcu'
#else
	struct node *n = container_of(head, struct node, rcu);
#endif

	n->type = 0;
}

void event_init(struct event *ev)
{
	struct hw_state *hwc = &ev->hw;

	hwc->hrtimer.function = event_tick;
}

int sync_start(struct sync_req *req)
{
	INIT_WORK(&req->work, sync_work);
	return 0;
}

void node_delete(struct node *n)
{
	call_rcu(&n->rcu, node_free);
}
