// An API with a callback and a finalizer that both get the context back
// (Redis' aeCreateTimeEvent() shape): Inputs/loop/loop.c's body stores
// both callbacks and the context into one event, and the loop calls each
// callback field with that event's context field. Each callback is an
// entry, inferred from that body evidence across the two files, so a wrong
// recovery in either is an error. finalizer-clean.c is the clean twin.
// RUN: not %timercheck --no-cache --api none %s %S/Inputs/loop/loop.c -- -I%S/Inputs/loop | %check %s
// RUN: %timercheck --no-cache --api none --dump-apis %s %S/Inputs/loop/loop.c -- -I%S/Inputs/loop | FileCheck %s --check-prefix=APIS
// APIS: call create_time_event callback=3 context=4 param=3 evidence=field {{.*}}time_event.proc is called with time_event.client_data
// APIS-NEXT: call create_time_event callback=5 context=4 param=2 evidence=field {{.*}}time_event.finalizer is called with time_event.client_data
// From loop.h's prototype alone (loop.c not analysed), a function with two
// callbacks is not inferred, as before bodies were read: nothing is reported.
// RUN: %timercheck --no-cache --api none --dump-apis %s -- -I%S/Inputs/loop | FileCheck %s --check-prefix=NONE
// NONE-NOT: create_time_event
// NONE: # nothing was inferred
// RUN: %timercheck --no-cache --api none %s -- -I%S/Inputs/loop | count 0
#include "loop.h"

struct conn { int fd; };
struct peer { long id; };

static int conn_tick(struct loop *l, long long id, void *data)
{
	struct peer *p = data;
	// CHECK: finalizer.c:[[@LINE-1]]:19: error: callback 'conn_tick' recovers its context as 'struct peer *', but it is registered with 'struct conn *' [context-type-confusion]
	// CHECK: finalizer.c:[[@LINE+18]]:46: note: 'conn_tick' registered here with a context of type 'struct conn *'

	(void)l;
	return (int)(p->id + id);
}

static void conn_free(struct loop *l, void *data)
{
	struct peer *p = data;
	// CHECK: finalizer.c:[[@LINE-1]]:19: error: callback 'conn_free' recovers its context as 'struct peer *', but it is registered with 'struct conn *' [context-type-confusion]
	// CHECK: finalizer.c:[[@LINE+8]]:46: note: 'conn_free' registered here with a context of type 'struct conn *'

	(void)l;
	p->id = 0;
}

long long conn_start(struct loop *l, struct conn *c)
{
	return create_time_event(l, 100, conn_tick, c, conn_free);
}
