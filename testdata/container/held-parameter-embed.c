// A helper that keeps its callback parameter in a field of a global before
// it fills the work item its caller passes (jobs.last = fn; w->func =
// jobs.last) registers the caller's function for the caller's object, as
// w->func = fn would: a callback recovering another container is an error.
// Clean twin: a callback recovering the container it is registered for.
// RUN: not %timercheck --no-cache --api linux %s -- -I%inputs/linux 2>&1 | grep -v '^\s' | %check %s
#include "kernel.h"

struct nic { int id; struct work_struct reset; struct work_struct poll; };
struct disk { long blocks; struct work_struct reset; };

struct job_table { work_func_t last; };
static struct job_table jobs;

static void keep_and_init(struct work_struct *w, work_func_t fn)
{
	jobs.last = fn;
	w->func = jobs.last;
}

static void nic_reset(struct work_struct *w)
{
	struct disk *d = container_of(w, struct disk, reset);
	// CHECK: held-parameter-embed.c:[[@LINE-1]]:19: error: callback 'nic_reset' recovers 'struct disk' member 'reset' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: held-parameter-embed.c:40:16: note: 'nic_reset' registered here for 'struct nic' member 'reset'
	// CHECK: held-parameter-embed.c:18:17: note: 'keep_and_init' stores its callback into 'work_struct.func' here

	d->blocks = 0;
}

static void nic_poll(struct work_struct *w)
{
	struct nic *n = container_of(w, struct nic, poll);

	n->id = 1;
}

void nic_probe(struct nic *n)
{
	keep_and_init(&n->reset, nic_reset);
	keep_and_init(&n->poll, nic_poll);
	// CHECK: 1 finding in 1 file
}
