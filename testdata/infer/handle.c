// A handle's user data field carries the context: struct evq_io has a
// 'void *data' beside its callback 'ready', so evq_io_start() is inferred
// both as an embedded API and as a handle whose 'data' the callback reads
// back (as libuv's pack says of uv_timer_start()). A prototype alone: warnings.
// RUN: not %timercheck --no-cache --api none %s -- -I%S/Inputs/evq | %check %s
// RUN: %timercheck --no-cache --api none --dump-apis %s -- -I%S/Inputs/evq | FileCheck %s --check-prefix=APIS
// APIS: call evq_io_start callback=2 object=1 context-field=data field=data param=1
// APIS: embed-call evq_io_start object=1 callback=2 param=1
#include "evq.h"

struct server { int n; struct evq_io io; };
struct client { long m; };	/* not int: server would start with client (C11 6.5.2.3p6) */

static void server_ready(struct evq_io *io)
{
	struct client *c = io->data;
	// CHECK: handle.c:[[@LINE-1]]:25: warning: callback 'server_ready' recovers its context as 'struct client *', but it is registered with 'struct server *' [context-type-confusion]
	// CHECK: handle.c:32:15: note: 'server_ready' registered here with a context of type 'struct server *'

	c->m = 0;
}

static void client_ready(struct evq_io *io)
{
	struct client *c = io->data;

	c->m = 1;
}

void start(struct server *s, struct server *s2, struct client *c)
{
	s->io.data = s;
	evq_io_start(&s->io, server_ready, 0);
	s2->io.data = c;
	evq_io_start(&s2->io, client_ready, 1);
}
