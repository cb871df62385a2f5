// A callback registered through an array element: a file-scope table of
// function pointers, and an element assigned in a function. An element at
// a constant index holds what is stored there (and at an unknown index);
// an element at any other index holds everything stored into the array,
// so table[i] is a tagged slot (sess_cb fits) and stays silent. Clean
// twins: table[1] holds the right function, table[i] is tagged.
// RUN: not %timercheck --no-cache %s -- 2>&1 | grep -E '^[^ ]+:[0-9]+:[0-9]+: |finding' | %check %s
struct conn { int fd; };
struct sess { int id; };
struct timer { void (*fn)(void *); void *data; };
void timer_arm(struct timer *t, void (*fn)(void *), void *data);

static void conn_cb(void *p)
{
	struct conn *c = p;
	// CHECK: callback-slot-array.c:[[@LINE-1]]:19: warning: callback 'conn_cb' recovers its context as 'struct conn *', but it is registered with 'struct sess *' [context-type-confusion]
	c->fd = 0;
}

static void sess_cb(void *p)
{
	struct sess *s = p;
	s->id = 0;
}

static void (*table[4])(void *) = { conn_cb, sess_cb };
void (*handlers[4])(void *);

void go(struct timer *t, struct sess *s, int i)
{
	timer_arm(t, table[0], s);
	// CHECK: callback-slot-array.c:[[@LINE-1]]:25: note: 'conn_cb' registered here with a context of type 'struct sess *'
	// CHECK: callback-slot-array.c:26:37: note: 'conn_cb' stored into global 'table[0]' here
	timer_arm(t, table[1], s);
	timer_arm(t, table[i], s);
	handlers[2] = conn_cb;
	timer_arm(t, handlers[2], s);
	// CHECK: callback-slot-array.c:[[@LINE-1]]:28: note: 'conn_cb' registered here with a context of type 'struct sess *'
	// CHECK: callback-slot-array.c:[[@LINE-3]]:16: note: 'conn_cb' stored into global 'handlers[2]' here
	timer_arm(t, handlers[i], s);
	// CHECK: callback-slot-array.c:[[@LINE-1]]:28: note: 'conn_cb' registered here with a context of type 'struct sess *'
}
// CHECK: 1 finding in 1 file (1 analysed)
