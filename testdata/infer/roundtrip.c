// Round trips through a project's own callback API that no pack describes:
// evq_post() and evq_defer() are inferred from their declarations in evq.h
// (a callback taking void * or a pointer-sized word, and a value of that
// type beside it): each wrong recovery is a warning, no body proves a hand-over.
// RUN: not %timercheck --no-cache --api none %s -- -I%S/Inputs/evq | %check %s
// Without inference, and with no pack, nothing is known about evq.h.
// RUN: %timercheck --no-cache --api none --no-infer %s -- -I%S/Inputs/evq | %check --allow-empty --check-prefix=OFF %s
// OFF-NOT: {{.}}
#include "evq.h"

struct conn { int fd; };
struct peer { long id; };

static void conn_run(void *arg)
{
	struct conn *c = arg;
	// CHECK: roundtrip.c:[[@LINE-1]]:19: warning: callback 'conn_run' recovers its context as 'struct conn *', but it is registered with 'struct peer *' [context-type-confusion]
	// CHECK: roundtrip.c:43:24: note: 'conn_run' registered here with a context of type 'struct peer *'

	c->fd = 0;
}

static void peer_word(evq_word_t w)
{
	struct peer *p = (struct peer *)w;
	// CHECK: roundtrip.c:[[@LINE-1]]:19: warning: callback 'peer_word' recovers its context as 'struct peer *', but it is registered with 'struct conn *' [context-type-confusion]
	// CHECK: roundtrip.c:44:26: note: 'peer_word' registered here with a context of type 'struct conn *'

	p->id = 0;
}

static void slot_word(evq_word_t w)
{
	struct peer *p = (struct peer *)w;
	// CHECK: roundtrip.c:[[@LINE-1]]:19: warning: callback 'slot_word' turns its context into 'struct peer *', but it is registered with a number [context-integer-as-pointer]
	// CHECK: roundtrip.c:45:26: note: number registered here as the context of 'slot_word'

	p->id = 1;
}

void start(struct conn *c, struct peer *p)
{
	evq_post(1, conn_run, p);
	evq_defer(3, peer_word, (evq_word_t)c);
	evq_defer(3, slot_word, 42);
}
// A pointer through the integer word is no migration note: no typed API is known to move to.
