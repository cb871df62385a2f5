// Casts in designated initializers are found, at file scope and in a block.
// RUN: not %timercheck %s -- | %check %s

struct conn { int fd; };
struct timer_list { void (*function)(unsigned long); unsigned long data; };

void on_conn(struct conn *c);
void on_data(unsigned long data);

struct timer_list global_timer = { .function = (void (*)(unsigned long))on_conn };
// CHECK: where-designated-init.c:[[@LINE-1]]:48: error: function 'on_conn' of type 'void (struct conn *)' cast to incompatible type 'void (*)(unsigned long)': parameter 1 is 'struct conn *', the cast passes 'unsigned long' [callback-cast-pointer-integer]
// CHECK: where-designated-init.c:7:6: note: 'on_conn' declared here

/* Clean: the callback already has the field's type, with or without a cast. */
struct timer_list ok_timer = { .function = on_data, .data = 0 };
struct timer_list ok_timer2 = { .function = (void (*)(unsigned long))on_data };

void arm(struct conn *c)
{
	struct timer_list t = { .data = (unsigned long)c, .function = (void (*)(unsigned long))on_conn };
	// Initialisers store like assignments: this is a registration with an integer context.
	// CHECK: where-designated-init.c:[[@LINE-2]]:34: warning: pointer of type 'struct conn *' passed through integer type 'unsigned long' as the context of callback 'on_conn' registered with 'timer_list.function' [migration-integer-context]
	// CHECK: where-designated-init.c:[[@LINE-3]]:64: note: a typed API keeps the pointer's type
	// CHECK: where-designated-init.c:[[@LINE-4]]:64: error: function 'on_conn'{{.*}}[callback-cast-pointer-integer]
	// CHECK: where-designated-init.c:[[@LINE-5]]:64: note: called here through 'void (*)(unsigned long)' with 'struct conn *' by 'timer_list.function': kCFI traps the call
	// CHECK: note: 'on_conn' declared here
	(void)t;
}
