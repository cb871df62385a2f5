// A helper that fills the callback field of the object its caller passes
// (my_init_work(w, fn) doing w->func = fn, or INIT_WORK(w, fn) inside it)
// registers fn for that object: the caller's &obj->member says where the
// work item is embedded, so a callback recovering another container is an
// error, and a function cast to work_func_t is called through that type.
// RUN: not %timercheck --no-cache --api linux %s -- -I%inputs/linux 2>&1 | grep -v '^\s' | %check %s
#include "kernel.h"

struct nic { int id; struct work_struct reset; struct work_struct poll; };
struct disk { long blocks; struct work_struct reset; };

static void my_init_work(struct work_struct *w, work_func_t fn)
{
	w->func = fn;
}

static void nic_init_work(struct work_struct *w, work_func_t fn)
{
	INIT_WORK(w, fn);
}

static void nic_reset(struct work_struct *w)
{
	struct disk *d = container_of(w, struct disk, reset);
	// CHECK: embed-field-wrapper.c:[[@LINE-1]]:19: error: callback 'nic_reset' recovers 'struct disk' member 'reset' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: embed-field-wrapper.c:47:15: note: 'nic_reset' registered here for 'struct nic' member 'reset'
	// CHECK: embed-field-wrapper.c:14:12: note: 'my_init_work' stores its callback into 'work_struct.func' here

	d->blocks = 0;
}

/* The clean twin: the container it is registered for. */
static void nic_poll(struct work_struct *w)
{
	struct nic *n = container_of(w, struct nic, poll);

	n->id = 1;
}

static void nic_flush(void *nic)
{
	(void)nic;
}

void nic_probe(struct nic *n)
{
	my_init_work(&n->reset, nic_reset);
	nic_init_work(&n->poll, nic_poll);
	nic_init_work(&n->poll, (work_func_t)nic_flush);
	// CHECK: embed-field-wrapper.c:[[@LINE-1]]:26: error: function 'nic_flush' of type 'void (void *)' cast to incompatible type 'work_func_t'{{.*}}[callback-cast-pointee]
	// CHECK: embed-field-wrapper.c:[[@LINE-2]]:2: note: called here through 'work_func_t' with 'struct work_struct *' by 'nic_init_work': kCFI traps the call
	// CHECK: note: 'nic_flush' declared here
	// CHECK: 2 findings in 1 file
}
