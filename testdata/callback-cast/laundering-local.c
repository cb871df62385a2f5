// Laundering through a local of a generic type: void *v = (void *)f, or
// uintptr_t u = (uintptr_t)f, then (T)v. The local certainly holds f where
// it is cast back, so the cast converts f: back to f's own type is clean,
// to another type is reported as if written (T)(void *)f (laundering.c).
// RUN: not %timercheck %s -- | %check %s
#include <stdint.h>

struct conn;
typedef void (*conn_fn)(struct conn *c);
typedef void (*word_fn)(unsigned long w);

void on_conn(struct conn *c);
void on_word(unsigned long w);

void through_object_pointer(unsigned long w)
{
	void *v = (void *)on_conn;
	word_fn cb = (word_fn)v;
	// CHECK: laundering-local.c:[[@LINE-1]]:15: error: function 'on_conn' of type 'void (struct conn *)' cast to incompatible type 'word_fn': parameter 1 is 'struct conn *', the cast passes 'unsigned long' [callback-cast-pointer-integer]
	// CHECK: note: 'on_conn' declared here

	cb(w);
}

void through_integer(struct conn *c)
{
	uintptr_t u;

	u = (uintptr_t)on_word;
	((conn_fn)u)(c);
	// CHECK: laundering-local.c:[[@LINE-1]]:3: error: function 'on_word' of type 'void (unsigned long)' cast to incompatible type 'conn_fn': parameter 1 is 'unsigned long', the cast passes 'struct conn *' [callback-cast-pointer-integer]
	// CHECK: note: 'on_word' declared here
}

/* Clean twins: back to the function's own type; a value the cast may not see. */
void round_trip(struct conn *c)
{
	void *v = (void *)on_conn;
	uintptr_t u = (uintptr_t)on_word;

	((conn_fn)v)(c);
	((word_fn)u)(1);
}

void later_value(struct conn *c, int n)
{
	void *v = (void *)on_conn;

	while (n--) {
		((conn_fn)v)(c);
		v = (void *)on_word;
	}
}
// CHECK-NOT: laundering-local.c:{{.*}}: {{warning|error}}
