// Inference takes a function for a context API only when the callback is its
// only function-pointer parameter: with two (a lookup passing its key to a
// hash and a compare function, an unregistration naming a callback and a
// release), the value is not a context that a callback recovers as a
// registered object. On Linux 6.1 both shapes gave false
// context-type-confusion errors (docs/realworld/linux-6.1.md). The
// one-callback hook_register() beside them is still inferred and checked
// (a warning: a prototype alone).
// RUN: not %timercheck --no-cache --api none %s -- -I%S/Inputs/multi | %check %s
// RUN: %timercheck --no-cache --api none --dump-apis %s -- -I%S/Inputs/multi | FileCheck %s --check-prefix=APIS
// APIS: pack inferred
// APIS-NOT: table_lookup
// APIS-NOT: hook_unregister
// APIS: hook_register
// APIS-NOT: table_lookup
// APIS-NOT: hook_unregister
#include "multi.h"

struct in_addr6 { unsigned words[4]; };
struct session { int id; };
struct conn { int fd; };

static unsigned hash_words(const void *key)
{
	const unsigned *w = key;

	return w[0] ^ w[3];
}

static int equal_words(const void *key, const void *entry)
{
	const unsigned *w = key;

	return w[1] == *(const unsigned *)entry;
}

void *find(struct table *t, const struct in_addr6 *addr)
{
	return table_lookup(t, hash_words, equal_words, addr);
}

static void session_hook(void *priv)
{
	struct session *s = priv;
	// CHECK: two-callbacks.c:[[@LINE-1]]:22: warning: callback 'session_hook' recovers its context as 'struct session *', but it is registered with 'struct conn *' [context-type-confusion]

	s->id = 0;
}

static void conn_release(void *priv)
{
	struct conn *c = priv;

	c->fd = -1;
}

void stop(struct session *s)
{
	hook_unregister(session_hook, s, conn_release);
}

void start(struct conn *c)
{
	hook_register(session_hook, c);
	// CHECK: two-callbacks.c:[[@LINE-1]]:30: note: 'session_hook' registered here with a context of type 'struct conn *'
}
