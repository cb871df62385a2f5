// One callback registered from several places with different wrong types:
// each registered type is a finding of its own at the recovery, with a
// note at each registration of that type; the right registration is clean.
// RUN: not %timercheck --no-cache %s -- -I%inputs/linux 2>&1 | grep -v migration-integer-context | grep -v 'a typed API' | %check %s
#include "legacy.h"

struct conn { int fd; };
struct session { long id; };
struct server { char name[8]; };

static void conn_tick(unsigned long data)
{
	struct conn *c = (struct conn *)data;
	// CHECK: multiple-registrations.c:[[@LINE-1]]:19: error: callback 'conn_tick' recovers its context as 'struct conn *', but it is registered with 'struct server *' [context-type-confusion]
	// CHECK: multiple-registrations.c:28:29: note: 'conn_tick' registered here with a context of type 'struct server *'
	// CHECK: multiple-registrations.c:[[@LINE-3]]:19: error: callback 'conn_tick' recovers its context as 'struct conn *', but it is registered with 'struct session *' [context-type-confusion]
	// CHECK: multiple-registrations.c:26:29: note: 'conn_tick' registered here with a context of type 'struct session *'
	// CHECK: multiple-registrations.c:27:29: note: 'conn_tick' registered here with a context of type 'struct session *'

	c->fd = 0;
}

void arm(struct tasklet_struct *t, struct conn *c, struct session *s, struct server *v)
{
	tasklet_init(t, conn_tick, (unsigned long)c);
	tasklet_init(t, conn_tick, (unsigned long)s);
	tasklet_init(t, conn_tick, (unsigned long)s);
	tasklet_init(t, conn_tick, (unsigned long)v);
	// CHECK: 6 findings in 1 file
}
