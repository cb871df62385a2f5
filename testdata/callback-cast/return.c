// Different return types: a warning.
// RUN: not %timercheck %s -- | %check %s

int handler_int(unsigned long data);
struct foo *make_foo(void);

void (*void_cb)(unsigned long);
void *(*alloc_cb)(void);

void setup(void)
{
	void_cb = (void (*)(unsigned long))handler_int;
	// CHECK: return.c:[[@LINE-1]]:12: warning: function 'handler_int' of type 'int (unsigned long)' cast to incompatible type 'void (*)(unsigned long)': it returns 'int', the cast expects 'void' [callback-cast-return]
	// CHECK: note: 'handler_int' declared here
	alloc_cb = (void *(*)(void))make_foo;
	// CHECK: return.c:[[@LINE-1]]:13: warning: {{.*}}it returns 'struct foo *', the cast expects 'void *' [callback-cast-return]
	// CHECK: note: 'make_foo' declared here
}
