// A local of the generic type void (*)(void) that holds a function cast to
// it, called without a cast back: the function is called through the
// generic type (UB, and kCFI traps it), as for a global or field
// (call-through-generic.c). The value followed is the one the local holds
// where it is called; a value the call may see on a loop's next turn
// leaves the call unjudged.
// RUN: not %timercheck %s -- | %check %s
// RUN: not %timercheck --profile=cfi %s -- | FileCheck --check-prefix=CFI %s
typedef void (*generic_fn)(void);

long *make_list(int n);
void on_event(int code);
void tick(void);
int run_hooks(void);

void direct(void)
{
	generic_fn fp;

	fp = (generic_fn)make_list;
	fp();
	// CHECK: call-through-generic-local.c:[[@LINE-1]]:2: error: function 'make_list' of type 'long *(int)' called through incompatible type 'generic_fn' without a cast back to its own type: it takes 1 parameter, the call passes 0 parameters [callback-cast-arity]
	// CHECK: call-through-generic-local.c:[[@LINE-2]]:2: note: called here through 'generic_fn': kCFI traps the call
	// CHECK: note: 'make_list' declared here
}

void initialised(void)
{
	void (*handler)(void) = (void (*)(void))on_event;

	handler();
	// CHECK: call-through-generic-local.c:[[@LINE-1]]:2: error: function 'on_event' of type 'void (int)' called through incompatible type 'void (*)(void)' without a cast back to its own type: it takes 1 parameter, the call passes 0 parameters [callback-cast-arity]
	// CHECK: call-through-generic-local.c:[[@LINE-2]]:2: note: called here through 'void (*)(void)': kCFI traps the call
	// CHECK: note: 'on_event' declared here
}

void last_value_reaches(void)
{
	generic_fn fp = (generic_fn)on_event;

	((void (*)(int))fp)(3);		/* cast back: fine */
	fp = (generic_fn)run_hooks;
	fp();
	// CHECK: call-through-generic-local.c:[[@LINE-1]]:2: error: function 'run_hooks' of type 'int (void)' called through incompatible type 'generic_fn' without a cast back to its own type: it returns 'int', the call expects 'void' [callback-cast-return]
	// CHECK: call-through-generic-local.c:[[@LINE-2]]:2: note: called here through 'generic_fn': kCFI traps the call
	// CHECK: note: 'run_hooks' declared here
}

/* Clean twins. */
void same_type(void)
{
	generic_fn fp = (generic_fn)tick;	/* a real void (void) function */

	fp();
	fp = tick;
	fp();
}

void cast_back(void)
{
	generic_fn fp = (generic_fn)on_event;

	((void (*)(int))fp)(1);
}

void loop_may_see_a_later_value(int n)
{
	generic_fn fp = tick;

	while (n--) {
		fp();
		fp = (generic_fn)on_event;
	}
}
// CHECK-NOT: call-through-generic-local.c:{{.*}}: {{warning|error}}
// CFI-COUNT-3: called through incompatible type
// CFI-NOT: called through
