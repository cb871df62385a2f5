// The 2006 SETUP_TIMER idiom with the function read from a variable or a
// field (SETUP_TIMER(t, ops->cb, p)): the macro's (fn)(p) is a call through
// the same variable, so it checks what the variable holds, and the casts it
// makes are its design, as with the function itself (macros.c): silent
// by default, reported under --profile=cfi. Without the check, the cast of
// what the variable holds is reported.
// RUN: not %timercheck --no-cache --api=none %s -- -I%S/Inputs 2>&1 | grep -v '^\s' | %check %s
// RUN: not %timercheck --no-cache --api=none --profile=cfi %s -- -I%S/Inputs 2>&1 | FileCheck %s --check-prefix=CFI
#include "timer_api.h"

struct foo { int x; };
struct ops { void (*cb)(struct foo *); };
void on_foo(struct foo *f);

static void (*saved_cb)(struct foo *);

void setup(struct timer_list *t, struct foo *f, struct ops *ops)
{
	ops->cb = on_foo;
	SETUP_TIMER(t, ops->cb, f);
	// CFI: typed-setup-through-slot.c:[[@LINE-1]]:2: error: function pointer 'cb' {{.*}}(the call is checked by the macro, but CFI traps it) [callback-cast-pointee]
	// CFI: typed-setup-through-slot.c:[[@LINE-2]]:2: error: function 'on_foo' of type 'void (struct foo *)', stored in field 'ops.cb', cast to incompatible type 'void (*)(unsigned long)'{{.*}}[callback-cast-pointer-integer]
	saved_cb = on_foo;
	SETUP_TIMER(t, saved_cb, f);
	// CFI: typed-setup-through-slot.c:[[@LINE-1]]:2: error: function pointer 'saved_cb' {{.*}}(the call is checked by the macro, but CFI traps it) [callback-cast-pointee]
	// CFI: typed-setup-through-slot.c:[[@LINE-2]]:2: error: function 'on_foo' of type 'void (struct foo *)', stored in global 'saved_cb'{{.*}}[callback-cast-pointer-integer]
	SETUP_UNCHECKED(t, saved_cb);
	// CHECK: typed-setup-through-slot.c:[[@LINE-1]]:2: error: function pointer 'saved_cb' of type 'void (*)(struct foo *)' cast to incompatible type 'void (*)(unsigned long)'{{.*}}[callback-cast-pointer-integer]
	// CHECK: note: expanded from macro 'SETUP_UNCHECKED'
	// CHECK: note: 'saved_cb' declared here
	// CHECK: 1 finding in 1 file
}
