// Typedefs never hide a mismatch: typedef'd function types, typedef'd
// function-pointer types and typedef'd parameter types are compared by what
// they stand for. Equal types under different names are clean.
// RUN: not %timercheck %s -- | %check %s
#include <stdint.h>

struct conn { int fd; };
typedef struct conn conn_t;
typedef unsigned long ulong_t;
typedef void timer_fn_t(unsigned long);		/* a function type */
typedef void (*timer_cb_t)(ulong_t);		/* a function-pointer type */
typedef timer_fn_t *timer_fnp_t;

void on_conn(conn_t *c);
void on_uptr(uintptr_t v);
void on_ulong(unsigned long v);
void on_long(long v);

timer_cb_t cb;

void wire(void)
{
	cb = (timer_fn_t *)on_conn;
	// CHECK: typedefs.c:[[@LINE-1]]:7: error: function 'on_conn' of type 'void (struct conn *)' cast to incompatible type 'timer_fn_t *': parameter 1 is 'struct conn *', the cast passes 'unsigned long' [callback-cast-pointer-integer]
	// CHECK: note: 'on_conn' declared here
	cb = (timer_cb_t)on_conn;
	// CHECK: typedefs.c:[[@LINE-1]]:7: error: {{.*}}'on_conn'{{.*}}'timer_cb_t'{{.*}}[callback-cast-pointer-integer]
	// CHECK: note: 'on_conn' declared here
	cb = (timer_fnp_t)on_long;
	// CHECK: typedefs.c:[[@LINE-1]]:7: warning: function 'on_long' of type 'void (long)' cast to incompatible type 'timer_fnp_t': parameter 1 is 'long', the cast passes 'unsigned long' [callback-cast-param-type]
	// CHECK: note: 'on_long' declared here
	void (*ptr_cb)(void *) = (void (*)(void *))on_uptr;
	// CHECK: typedefs.c:[[@LINE-1]]:27: error: function 'on_uptr' of type 'void (unsigned long)' cast to incompatible type 'void (*)(void *)': parameter 1 is 'unsigned long', the cast passes 'void *' [callback-cast-pointer-integer]
	// CHECK: note: 'on_uptr' declared here
	(void)ptr_cb;

	/* Clean: the same type under other names (uintptr_t is unsigned long here). */
	cb = (timer_cb_t)on_ulong;
	cb = (timer_fn_t *)on_ulong;
	cb = (timer_fnp_t)on_uptr;
	cb = (void (*)(uintptr_t))on_ulong;
	void (*conn_cb)(struct conn *) = (void (*)(conn_t *))on_conn;
	(void)conn_cb;
}
