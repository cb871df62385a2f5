// void (*)(void) is sound for storage only: a function cast to it must be
// cast back to its own type before it is called (C11 6.3.2.3p8), and kCFI
// traps a call through it. A call through the generic type, written as a
// cast or through a global or field that holds the function, is checked
// like a cast. Cast back first: silent.
// RUN: not %timercheck %s -- | %check %s
typedef void (*generic_fn)(void);

struct entry { generic_fn fn; };

void on_int(int v);
void on_void(void);

generic_fn g_saved = (generic_fn)on_int;
generic_fn g_plain = on_void;

void run(struct entry *e)
{
	((generic_fn)on_int)();
	// CHECK: call-through-generic.c:[[@LINE-1]]:3: error: function 'on_int' of type 'void (int)' called through incompatible type 'generic_fn' without a cast back to its own type: it takes 1 parameter, the call passes 0 parameters [callback-cast-arity]
	// CHECK: call-through-generic.c:[[@LINE-2]]:3: note: called here through 'generic_fn': kCFI traps the call
	// CHECK: note: 'on_int' declared here
	g_saved();
	// CHECK: call-through-generic.c:[[@LINE-1]]:2: error: function 'on_int' of type 'void (int)', stored in global 'g_saved', called through incompatible type 'generic_fn': it takes 1 parameter, the call passes 0 [callback-cast-arity]
	// CHECK: call-through-generic.c:[[@LINE-2]]:2: note: called here through 'generic_fn': kCFI traps the call
	// CHECK: call-through-generic.c:14:22: note: 'on_int' stored into global 'g_saved' here
	// CHECK: note: 'on_int' declared here

	/* Clean: cast back to the function's own type; a real void (void) function. */
	((void (*)(int))g_saved)(1);
	g_plain();
	((generic_fn)on_void)();
	e->fn = (generic_fn)on_int;
	((void (*)(int))e->fn)(2);
}
