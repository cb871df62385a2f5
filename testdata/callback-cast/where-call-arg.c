// Casts written as call arguments are found, in any argument position and in
// nested calls.
// RUN: not %timercheck --no-infer %s -- | %check %s

struct conn { int fd; };
typedef void (*cb_t)(unsigned long);

void register_cb(cb_t cb, unsigned long data);
void register_two(unsigned long data, cb_t first, cb_t second);
int wrap(int x);
int register_ret(cb_t cb);
void on_conn(struct conn *c);
void on_data(unsigned long data);

void wire(struct conn *c)
{
	register_cb((cb_t)on_conn, (unsigned long)c);
	// CHECK: where-call-arg.c:[[@LINE-1]]:14: error: function 'on_conn' of type 'void (struct conn *)' cast to incompatible type 'cb_t': parameter 1 is 'struct conn *', the cast passes 'unsigned long' [callback-cast-pointer-integer]
	// CHECK: note: 'on_conn' declared here
	register_two(0, on_data, (cb_t)on_conn);
	// CHECK: where-call-arg.c:[[@LINE-1]]:27: error: function 'on_conn'{{.*}}[callback-cast-pointer-integer]
	// CHECK: note: 'on_conn' declared here
	(void)wrap(register_ret((cb_t)on_conn));
	// CHECK: where-call-arg.c:[[@LINE-1]]:26: error: function 'on_conn'{{.*}}[callback-cast-pointer-integer]
	// CHECK: note: 'on_conn' declared here

	/* Clean. */
	register_cb(on_data, 0);
	register_cb((cb_t)on_data, (unsigned long)c);
}
