// Casts inside a header's macro: reported once per use, at the expansion, with
// a note at the macro. The typed-setup idiom (the macro also checks fn(ptr))
// verifies the casts it makes: reported only with --profile=cfi.
// RUN: not %timercheck --api=none %s -- -I%S/Inputs | %check %s
// RUN: not %timercheck --api=none --profile=cfi %s -- -I%S/Inputs | FileCheck %s --check-prefix=CFI
#include "timer_api.h"

struct foo { int x; };
void on_foo(struct foo *f);
void on_void(void *p);

void setup(struct timer_list *t, struct foo *f)
{
	SETUP_TYPED(t, on_foo, f);
	// CFI: macros.c:[[@LINE-1]]:2: error: function 'on_foo'{{.*}}(the call is checked by the macro, but CFI traps it) [callback-cast-pointee]
	// CFI: timer_api.h:{{[0-9]+}}:{{[0-9]+}}: note: expanded from macro 'SETUP_TYPED'
	SETUP_TYPED(t, on_void, f);

	SETUP_UNCHECKED(t, on_foo);
	// CHECK: macros.c:[[@LINE-1]]:2: error: function 'on_foo' of type 'void (struct foo *)' cast to incompatible type 'void (*)(unsigned long)'{{.*}}[callback-cast-pointer-integer]
	// CHECK-NEXT: {{^}}	SETUP_UNCHECKED(t, on_foo);
	// CHECK-NEXT: {{^}}	^
	// CHECK-NEXT: timer_api.h:{{[0-9]+}}:{{[0-9]+}}: note: expanded from macro 'SETUP_UNCHECKED'
	// CHECK: note: 'on_foo' declared here
	// CFI: macros.c:[[@LINE-6]]:2: error: {{.*}}[callback-cast-pointer-integer]
	SETUP_UNCHECKED(t, on_void);
	// CHECK: macros.c:[[@LINE-1]]:2: error: function 'on_void'{{.*}}[callback-cast-pointer-integer]
	// CHECK: note: expanded from macro 'SETUP_UNCHECKED'
	// CHECK: note: 'on_void' declared here

	/* The 2006 SETUP_TIMER: the macro checks fn(ptr), so both of its casts (the
	 * pointee one and the transitional one on to the legacy integer type) are
	 * the idiom's design: silent by default, reported under --profile=cfi. */
	SETUP_TIMER(t, on_foo, f);
	// CFI: macros.c:[[@LINE-1]]:2: error: {{.*}}'void (*)(void *)'{{.*}}[callback-cast-pointee]
	// CFI: macros.c:[[@LINE-2]]:2: error: {{.*}}'void (*)(unsigned long)'{{.*}}(the call is checked by the macro, but CFI traps it) [callback-cast-pointer-integer]
}
