// The arity fix-it is offered only where the fixed code is sure to compile
// (docs/rules/callback-cast-arity.md): not for a function with a separate
// prototype (the prototype would keep the old type), nor for one defined in
// a header (other files may use it), nor when one cast passes another type
// than a second cast of the same function (the two fixes would differ).
// The one twin that qualifies gets its fix-its.
// RUN: not %timercheck --no-cache --parseable-fixits %s -- -I%S/Inputs | %check %s
#include "tick-header.h"
typedef void (*fn_ul)(unsigned long);
typedef void (*fn_int)(int);

static void tick_proto(void);
static void tick_proto(void)
{
}

static void tick_two_types(void)
{
}

static void tick_ok(void)
{
}

void arm(fn_ul *a, fn_int *b)
{
	*a = (fn_ul)tick_proto;
	// CHECK: arity-safety.c:[[@LINE-1]]:7: warning: function 'tick_proto'{{.*}}[callback-cast-arity]
	// CHECK: note: 'tick_proto' declared here
	// CHECK-NOT: fix-it
	*a = (fn_ul)tick_in_header;
	// CHECK: arity-safety.c:[[@LINE-1]]:7: warning: function 'tick_in_header'{{.*}}[callback-cast-arity]
	// CHECK: note: 'tick_in_header' declared here
	// CHECK-NOT: fix-it
	*a = (fn_ul)tick_two_types;
	// CHECK: arity-safety.c:[[@LINE-1]]:7: warning: function 'tick_two_types'{{.*}}[callback-cast-arity]
	// CHECK: note: 'tick_two_types' declared here
	// CHECK-NOT: fix-it
	*b = (fn_int)tick_two_types;
	// CHECK: arity-safety.c:[[@LINE-1]]:7: warning: function 'tick_two_types'{{.*}}[callback-cast-arity]
	// CHECK: note: 'tick_two_types' declared here
	// CHECK-NOT: fix-it
	*a = (fn_ul)tick_ok;
	// CHECK: arity-safety.c:[[@LINE-1]]:7: warning: function 'tick_ok'{{.*}}[callback-cast-arity]
	// CHECK: note: 'tick_ok' declared here
	// CHECK: fix-it:"{{.*}}arity-safety.c":{21:21-21:25}:"unsigned long unused1"
	// CHECK: fix-it:"{{.*}}arity-safety.c":{22:2-22:2}:"\n\t(void)unused1;"
	*a = (fn_ul)tick_ok;
	// CHECK: arity-safety.c:[[@LINE-1]]:7: warning: function 'tick_ok'{{.*}}[callback-cast-arity]
	// CHECK: note: 'tick_ok' declared here
	// CHECK: fix-it:"{{.*}}arity-safety.c":{21:21-21:25}:"unsigned long unused1"
	// CHECK: fix-it:"{{.*}}arity-safety.c":{22:2-22:2}:"\n\t(void)unused1;"
}
// RUN: %verify_fixes --expect-fixed 2 %s -- -I%S/Inputs | FileCheck %s --check-prefix=VERIFY
// VERIFY: check-fixes: arity-safety.c: 2 findings fixed, the result compiles, 4 left as before
