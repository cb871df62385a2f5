// A callback with a typed parameter, kept in a global of its own type and
// cast to the API's generic type at the registration: the function the
// global holds relies on the context's type without a recovery, so a
// context of another type is confusion at the registration, with a note at
// the store. The cast itself is callback-cast-pointee. Clean twin: the
// same registration with a context of the parameter's type.
// RUN: not %timercheck --no-cache %s -- 2>&1 | grep -E '^[^ ]+:[0-9]+:[0-9]+: |finding' | %check %s
struct conn { int fd; };
struct sess { int id; };
struct timer { void (*fn)(void *); void *data; };
void timer_arm(struct timer *t, void (*fn)(void *), void *data);

static void conn_typed(struct conn *c)
{
	c->fd = 0;
}

static void (*g_typed)(struct conn *) = conn_typed;

void go(struct timer *t, struct sess *s, struct conn *c)
{
	timer_arm(t, (void (*)(void *))g_typed, s);
	// CHECK: callback-slot-typed-param.c:[[@LINE-1]]:15: warning: function pointer 'g_typed' of type 'void (*)(struct conn *)' cast to incompatible type 'void (*)(void *)': parameter 1 is 'struct conn *', the cast passes 'void *' [callback-cast-pointee]
	// CHECK: callback-slot-typed-param.c:18:15: note: 'g_typed' declared here
	// CHECK: callback-slot-typed-param.c:[[@LINE-3]]:42: warning: callback 'conn_typed' takes 'struct conn *' as parameter 1, but it is registered with a context of type 'struct sess *' [context-type-confusion]
	// CHECK: callback-slot-typed-param.c:13:13: note: 'conn_typed' declared here
	// CHECK: callback-slot-typed-param.c:18:41: note: 'conn_typed' stored into global 'g_typed' here
	timer_arm(t, (void (*)(void *))g_typed, c);
	// CHECK: callback-slot-typed-param.c:[[@LINE-1]]:15: warning: function pointer 'g_typed' of type 'void (*)(struct conn *)' cast to incompatible type 'void (*)(void *)': parameter 1 is 'struct conn *', the cast passes 'void *' [callback-cast-pointee]
	// CHECK: callback-slot-typed-param.c:18:15: note: 'g_typed' declared here
}
// CHECK: 3 findings in 1 file (1 analysed)
