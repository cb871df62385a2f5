// A member inside anonymous structs and unions is named without them, by
// the registration (&c->fq_timer) and by the recovery (container_of(t,
// struct cookie, fq_timer)) alike: Linux 6.1's dma-iommu.c and
// i915_vma_resource.c shapes gave false container-mismatch errors. The
// buggy twins recover another member of the same anonymous union, or a
// member of the wrong inner struct.
// RUN: %timercheck --no-cache %s -- -I%inputs/linux | %check --allow-empty %s
// RUN: not %timercheck --no-cache %s -- -I%inputs/linux -DBUG | %check %s --check-prefix=BUG
#include "kernel.h"
#include "kernel_more.h"

struct cookie {
	int type;
	union {
		struct { long pad; struct timer_list fq_timer; };
		struct timer_list other_timer;
	};
};

static void fq_flush_timeout(struct timer_list *t)
{
#ifdef BUG
	struct cookie *c = container_of(t, struct cookie, other_timer);
	// BUG: anonymous-members.c:[[@LINE-1]]:21: error: callback 'fq_flush_timeout' recovers 'struct cookie' member 'other_timer' from its parameter, but it is registered with a different container or member [container-mismatch]
	// BUG: anonymous-members.c:49:14: note: 'fq_flush_timeout' registered here for 'struct cookie' member 'fq_timer'
#else
	struct cookie *c = container_of(t, struct cookie, fq_timer);
#endif
	c->type = 0;
}

struct fence { int seq; union { struct rcu_head rcu; long stamp; }; };
struct vres { int id; struct fence unbind_fence; struct fence bind_fence; };

static void fence_free(struct rcu_head *head)
{
#ifdef BUG
	struct vres *v = container_of(head, struct vres, bind_fence.rcu);
	// BUG: anonymous-members.c:[[@LINE-1]]:19: error: callback 'fence_free' recovers 'struct vres' member 'bind_fence.rcu' from its parameter, but it is registered with a different container or member [container-mismatch]
	// BUG: anonymous-members.c:50:11: note: 'fence_free' registered here for 'struct vres' member 'unbind_fence.rcu'
#else
	struct vres *v = container_of(head, struct vres, unbind_fence.rcu);
#endif
	v->id = 0;
}

void start(struct cookie *c, struct vres *v)
{
	timer_setup(&c->fq_timer, fq_flush_timeout, 0);
	call_rcu(&v->unbind_fence.rcu, fence_free);
}
