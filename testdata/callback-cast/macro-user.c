// A cast written in a macro of the same file is reported at each expansion,
// with a note at the cast inside the macro definition. A cast written in a
// macro argument is reported where it is written, without a note.
// RUN: not %timercheck %s -- | %check %s

struct conn { int fd; };
typedef void (*cb_t)(unsigned long);
void register_cb(cb_t cb, unsigned long data);
void on_conn(struct conn *c);
void on_data(unsigned long data);

#define MY_REGISTER(fn) register_cb((cb_t)fn, 0)
#define MY_CAST(fn) (cb_t)fn
#define PASS(x) x

void wire(void)
{
	MY_REGISTER(on_conn);
	// CHECK: macro-user.c:[[@LINE-1]]:2: error: function 'on_conn' of type 'void (struct conn *)' cast to incompatible type 'cb_t': parameter 1 is 'struct conn *', the cast passes 'unsigned long' [callback-cast-pointer-integer]
	// CHECK-NEXT: {{^}}	MY_REGISTER(on_conn);
	// CHECK-NEXT: {{^}}	^
	// CHECK-NEXT: macro-user.c:{{[0-9]+}}:{{[0-9]+}}: note: expanded from macro 'MY_REGISTER'
	// CHECK-NEXT: {{^}}#define MY_REGISTER(fn) register_cb((cb_t)fn, 0)
	// CHECK-NEXT: {{^}}                                    ^
	// CHECK-NEXT: macro-user.c:9:6: note: 'on_conn' declared here
	MY_REGISTER(on_conn);
	// CHECK: macro-user.c:[[@LINE-1]]:2: error: {{.*}}[callback-cast-pointer-integer]
	// CHECK: note: expanded from macro 'MY_REGISTER'
	// CHECK: note: 'on_conn' declared here
	register_cb(MY_CAST(on_conn), 0);
	// CHECK: macro-user.c:[[@LINE-1]]:14: error: {{.*}}[callback-cast-pointer-integer]
	// CHECK: macro-user.c:{{[0-9]+}}:{{[0-9]+}}: note: expanded from macro 'MY_CAST'
	// CHECK: note: 'on_conn' declared here
	register_cb(PASS((cb_t)on_conn), 0);
	// CHECK: macro-user.c:[[@LINE-1]]:19: error: {{.*}}[callback-cast-pointer-integer]
	// CHECK: note: 'on_conn' declared here

	/* Clean: the same macros with a callback of the right type. */
	MY_REGISTER(on_data);
	register_cb(MY_CAST(on_data), 0);
	register_cb(PASS((cb_t)on_data), 0);
}
