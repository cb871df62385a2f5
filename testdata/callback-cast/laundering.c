// Laundering through a generic type: back to the exact type is clean; to
// another type it is reported with the function's real type.
// RUN: not %timercheck %s -- | %check %s

typedef void (*generic_fn)(void);
struct foo { int x; };
void on_foo(struct foo *f);
void on_ulong(unsigned long v);

generic_fn table[4];
void (*foo_cb)(struct foo *);
void (*ul_cb)(unsigned long);

void setup(void)
{
	/* Into the generic type: the escape hatch, never reported. */
	table[0] = (generic_fn)on_foo;
	table[1] = (void (*)(void))on_ulong;

	/* Back to the exact type: clean. */
	foo_cb = (void (*)(struct foo *))(generic_fn)on_foo;
	ul_cb = (void (*)(unsigned long))(void *)on_ulong;

	/* To a different type: reported, naming the real type. */
	ul_cb = (void (*)(unsigned long))(generic_fn)on_foo;
	// CHECK: laundering.c:[[@LINE-1]]:10: error: function 'on_foo' of type 'void (struct foo *)' cast to incompatible type 'void (*)(unsigned long)': parameter 1 is 'struct foo *', the cast passes 'unsigned long' [callback-cast-pointer-integer]
	// CHECK: note: 'on_foo' declared here
	foo_cb = (void (*)(struct foo *))(void *)on_ulong;
	// CHECK: laundering.c:[[@LINE-1]]:11: error: function 'on_ulong' of type 'void (unsigned long)'{{.*}}[callback-cast-pointer-integer]
	// CHECK: note: 'on_ulong' declared here

	/* A value read back from the table has the real type stored at that index (value-flow.md). */
	ul_cb = (void (*)(unsigned long))table[0];
	// CHECK: laundering.c:[[@LINE-1]]:10: error: function 'on_foo' of type 'void (struct foo *)', stored in global 'table[0]', cast to incompatible type 'void (*)(unsigned long)'{{.*}}[callback-cast-pointer-integer]
	// CHECK: laundering.c:17:13: note: 'on_foo' stored into global 'table[0]' here
	// CHECK: note: 'on_foo' declared here
	ul_cb = (void (*)(unsigned long))table[1];
}
