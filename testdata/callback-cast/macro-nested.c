// A cast inside nested macros names both ends of the expansion chain: the
// macro whose body spells the cast ('INNER') and the macro written in the
// code ('OUTER', noted at its definition; libclang does not expose the
// steps in between).
// libclang 14 reports no spelling locations inside macro bodies, so there
// only the macro written in the code can be named (macros.c covers that).
// UNSUPPORTED: libclang-14
// RUN: not %timercheck %s -- | %check %s

struct conn { int fd; };
typedef void (*cb_t)(unsigned long);
void register_cb(cb_t cb);
void on_conn(struct conn *c);

#define INNER(fn) register_cb((cb_t)(fn))
#define OUTER(fn) INNER(fn)

void wire(void)
{
	OUTER(on_conn);
	// CHECK: macro-nested.c:[[@LINE-1]]:2: error: {{.*}}[callback-cast-pointer-integer]
	// CHECK: macro-nested.c:{{[0-9]+}}:{{[0-9]+}}: note: expanded from macro 'INNER'
	// CHECK: macro-nested.c:{{[0-9]+}}:{{[0-9]+}}: note: expanded from macro 'OUTER'
	// CHECK: note: 'on_conn' declared here
}
