// A function pointer stored in a variable, a struct member, an array or
// returned by a call keeps its type: a cast of it is compared against that
// type, not against whatever function it may hold.
// RUN: not %timercheck %s -- | %check %s

struct conn { int fd; };
typedef void (*cb_t)(unsigned long);
typedef void (*conn_fn)(struct conn *);
struct holder { conn_fn handler; conn_fn more[2]; };

void on_data(unsigned long data);
conn_fn get_handler(void);

void wire(struct holder *h, int which)
{
	conn_fn local = 0;
	void (*ul)(unsigned long) = on_data;

	cb_t a = (cb_t)local;
	// CHECK: fnptr-variable.c:[[@LINE-1]]:11: error: function pointer 'local' of type 'conn_fn' cast to incompatible type 'cb_t': parameter 1 is 'struct conn *', the cast passes 'unsigned long' [callback-cast-pointer-integer]
	// CHECK: fnptr-variable.c:16:10: note: 'local' declared here
	cb_t b = (cb_t)h->handler;
	// CHECK: fnptr-variable.c:[[@LINE-1]]:11: error: {{.*}}'handler'{{.*}}[callback-cast-pointer-integer]
	// CHECK: fnptr-variable.c:9:25: note: 'handler' declared here
	cb_t c = (cb_t)h->more[which];
	// CHECK: fnptr-variable.c:[[@LINE-1]]:11: error: function pointer of type 'void (struct conn *)' cast to incompatible type 'cb_t': parameter 1 is 'struct conn *', the cast passes 'unsigned long' [callback-cast-pointer-integer]
	cb_t d = (cb_t)get_handler();
	// CHECK: fnptr-variable.c:[[@LINE-1]]:11: error: function pointer of type 'void (struct conn *)'{{.*}}[callback-cast-pointer-integer]

	/* Clean: the variable already has the target type. */
	cb_t e = (cb_t)ul;
	(void)a; (void)b; (void)c; (void)d; (void)e;
}
