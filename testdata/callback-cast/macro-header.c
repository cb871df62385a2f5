// A cast written inside a header's macro is reported once per use in this
// file, at the expansion, with a note at the macro definition in the header.
// RUN: not %timercheck --no-infer %s -- -I%S/../Inputs | %check %s
#include "cb_api.h"

struct conn { int fd; };
void on_conn(struct conn *c);
void on_data(unsigned long data);

void wire(struct conn *c)
{
	REGISTER(on_conn, c);
	// CHECK: macro-header.c:[[@LINE-1]]:2: error: function 'on_conn' of type 'void (struct conn *)' cast to incompatible type 'cb_t': parameter 1 is 'struct conn *', the cast passes 'unsigned long' [callback-cast-pointer-integer]
	// CHECK-NEXT: {{^}}	REGISTER(on_conn, c);
	// CHECK-NEXT: {{^}}	^
	// CHECK-NEXT: cb_api.h:{{[0-9]+}}:{{[0-9]+}}: note: expanded from macro 'REGISTER'
	// CHECK-NEXT: {{^}}#define REGISTER(fn, p) register_cb((cb_t)(fn), (unsigned long)(p))
	// CHECK-NEXT: {{^}}                                    ^
	// CHECK-NEXT: macro-header.c:7:6: note: 'on_conn' declared here
	REGISTER(on_conn, c);
	// CHECK: macro-header.c:[[@LINE-1]]:2: error: {{.*}}[callback-cast-pointer-integer]
	// CHECK: cb_api.h:{{[0-9]+}}:{{[0-9]+}}: note: expanded from macro 'REGISTER'
	// CHECK: note: 'on_conn' declared here
	register_cb(AS_CB(on_conn), 0);
	// CHECK: macro-header.c:[[@LINE-1]]:14: error: {{.*}}[callback-cast-pointer-integer]
	// CHECK: cb_api.h:{{[0-9]+}}:{{[0-9]+}}: note: expanded from macro 'AS_CB'
	// CHECK: note: 'on_conn' declared here

	/* Clean. */
	REGISTER(on_data, c);
	register_cb(AS_CB(on_data), 0);
}
