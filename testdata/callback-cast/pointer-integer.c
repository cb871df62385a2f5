// A pointer on one side and an integer on the other: the ABI hazard, an error.
// RUN: not %timercheck %s -- | %check %s

struct conn { int fd; };
struct timer_list { void (*function)(unsigned long); unsigned long data; };
typedef unsigned long ulong_t;

void on_tick(struct conn *c);
void *make_ctx(unsigned long n);
long get_long(void *p);
void ok_tick(unsigned long data);

void arm(struct timer_list *t)
{
	t->function = (void (*)(unsigned long))on_tick;
	// CHECK: pointer-integer.c:[[@LINE-1]]:16: error: function 'on_tick' of type 'void (struct conn *)' cast to incompatible type 'void (*)(unsigned long)': parameter 1 is 'struct conn *', the cast passes 'unsigned long' [callback-cast-pointer-integer]
	// CHECK-NEXT: {{^}}	t->function = (void (*)(unsigned long))on_tick;
	// CHECK-NEXT: {{^}}	              ^
	// CHECK-NEXT: pointer-integer.c:8:6: note: 'on_tick' declared here

	/* Typedefs do not hide it. */
	t->function = (void (*)(ulong_t))on_tick;
	// CHECK: pointer-integer.c:[[@LINE-1]]:16: error: {{.*}}'on_tick'{{.*}}[callback-cast-pointer-integer]
	// CHECK: note: 'on_tick' declared here

	/* Return values count too. */
	void *(*maker)(void *) = (void *(*)(void *))get_long;
	// CHECK: pointer-integer.c:[[@LINE-1]]:27: error: function 'get_long' of type 'long (void *)' cast to incompatible type 'void *(*)(void *)': it returns 'long', the cast expects 'void *' [callback-cast-pointer-integer]
	// CHECK: note: 'get_long' declared here
	(void)maker;

	/* Clean: the callback already has the API's type. */
	t->function = ok_tick;
	t->function = (void (*)(unsigned long))ok_tick;
}
