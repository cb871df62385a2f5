// An inferred struct with a callback field (struct counter, whose read()
// takes the struct) is often filled in a local and copied into its real
// place, as ixgbe fills a struct cyclecounter and memcpy()s it into the
// adapter (docs/realworld/linux-6.1.md): a store into a standalone object
// of an inferred API is not a registration whose embedding is known, so no
// container-not-embedded. An embedded store that disagrees is still reported.
// RUN: not %timercheck --no-cache --api none %s -- -I%S/Inputs/counter | %check %s
#include "counter.h"

struct adapter { int id; struct counter hw; struct counter sw; };

static unsigned long long adapter_read(const struct counter *c)
{
	const struct adapter *a = container_of(c, struct adapter, hw);

	return (unsigned long long)a->id;
}

void adapter_init(struct adapter *a)
{
	struct counter tmp;

	tmp.read = adapter_read;
	tmp.mult = 1;
	memcpy(&a->hw, &tmp, sizeof(tmp));
}

static unsigned long long other_read(const struct counter *c)
{
	const struct adapter *a = container_of(c, struct adapter, hw);
	// CHECK: template-copy.c:[[@LINE-1]]:28: error: callback 'other_read' recovers 'struct adapter' member 'hw' from its parameter, but it is registered with a different container or member [container-mismatch]

	return (unsigned long long)a->id;
}

void adapter_init_sw(struct adapter *a)
{
	a->sw.read = other_read;
	// CHECK: template-copy.c:[[@LINE-1]]:15: note: 'other_read' registered here for 'struct adapter' member 'sw'
}
