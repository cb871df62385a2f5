// A static function defined in a header is walked in the TUs that name it:
// a call, an address in a table, a call from another walked header
// function, a name before the definition. One that the TU never names is
// not in its object and is left to the TUs that use it (docs/value-flow.md,
// "Which bodies are walked"): hdr_unused and what only it calls stay
// silent. A header's function without 'static' is always walked.
// RUN: %timercheck --no-cache --no-infer --fail-on=none %s -- -I%S/Inputs/headers 2>&1 | grep -v '^\s' | %check %s
#include "static-fns.h"

// CHECK: late.h:2:41: error: function 'conn_tick' {{.*}}[callback-cast-pointer-integer]
// CHECK: note: 'conn_tick' declared here
// CHECK: static-fns.h:6:50: error: function 'conn_tick' {{.*}}[callback-cast-pointer-integer]
// CHECK: note: 'conn_tick' declared here
// CHECK: static-fns.h:7:52: error: function 'conn_tick' {{.*}}[callback-cast-pointer-integer]
// CHECK: note: 'conn_tick' declared here
// CHECK: static-fns.h:8:49: error: function 'conn_tick' {{.*}}[callback-cast-pointer-integer]
// CHECK: note: 'conn_tick' declared here
// CHECK: static-fns.h:13:40: error: function 'conn_tick' {{.*}}[callback-cast-pointer-integer]
// CHECK: note: 'conn_tick' declared here
// CHECK: 5 findings in 2 files

struct ops { timer_fn (*make)(void); };
static const struct ops table = { .make = hdr_in_table };

timer_fn pick(int which)
{
	if (which == 1)
		return hdr_called();
	if (which == 2)
		return hdr_late();
	if (which == 3)
		return table.make();
	return hdr_outer();
}

#include "late.h"
