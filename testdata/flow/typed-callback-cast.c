// A callback whose parameter is already a typed pointer, cast to the API's
// generic type: its context must be of that type. (GSourceFunc)conn_tick
// with a struct session * context is type confusion, reported at the
// registration beside the cast warning; the right context (or a struct that
// starts with struct conn) is only the cast warning.
// RUN: not %timercheck --no-cache %s -- -I%inputs/glib 2>&1 | grep -v '^\s' | %check %s
#include "glib.h"

struct conn { int fd; };
struct session { long id; };
struct tls_conn { struct conn base; int cipher; };

static gboolean conn_tick(struct conn *c)
{
	return c->fd > 0;
}

void start(struct conn *c, struct session *s, struct tls_conn *t)
{
	g_timeout_add(10, (GSourceFunc)conn_tick, s);
	// CHECK: typed-callback-cast.c:[[@LINE-1]]:20: error: function 'conn_tick' of type 'int (struct conn *)' cast to incompatible type 'GSourceFunc'{{.*}}[callback-cast-pointee]
	// CHECK: typed-callback-cast.c:[[@LINE-2]]:2: note: called here through 'GSourceFunc' with 'struct session *' by 'g_timeout_add': not the object parameter 1 points to
	// CHECK: typed-callback-cast.c:13:17: note: 'conn_tick' declared here
	// CHECK: typed-callback-cast.c:[[@LINE-4]]:44: error: callback 'conn_tick' takes 'struct conn *' as parameter 1, but it is registered with a context of type 'struct session *' [context-type-confusion]
	// CHECK: typed-callback-cast.c:13:17: note: 'conn_tick' declared here
	g_timeout_add(10, (GSourceFunc)conn_tick, c);
	// CHECK: typed-callback-cast.c:[[@LINE-1]]:20: error: {{.*}}[callback-cast-pointee]
	// CHECK: typed-callback-cast.c:[[@LINE-2]]:2: note: called here through 'GSourceFunc' with 'struct conn *' by 'g_timeout_add': kCFI traps the call
	// CHECK: note: 'conn_tick' declared here
	g_timeout_add(10, (GSourceFunc)conn_tick, t);
	// CHECK: typed-callback-cast.c:[[@LINE-1]]:20: error: {{.*}}[callback-cast-pointee]
	// CHECK: typed-callback-cast.c:[[@LINE-2]]:2: note: called here through 'GSourceFunc' with 'struct tls_conn *' by 'g_timeout_add': kCFI traps the call
	// CHECK: note: 'conn_tick' declared here
}
