// Findings whose spelling and expansion both lie in a system header are not
// reported (the inline function and the header-only macro in sys_cb.h). A
// system header's macro expanded in the user's code is reported at the
// user's line.
// RUN: not %timercheck %s -- -isystem %S/../Inputs/sys | %check %s
#include <sys_cb.h>

struct conn { int fd; };
void on_conn(struct conn *c);
void on_data(unsigned long data);

void wire(void)
{
	SYS_REGISTER(on_conn);
	// CHECK: system-header.c:[[@LINE-1]]:2: error: function 'on_conn' of type 'void (struct conn *)' cast to incompatible type 'sys_cb_t': parameter 1 is 'struct conn *', the cast passes 'unsigned long' [callback-cast-pointer-integer]
	// CHECK: sys_cb.h:{{[0-9]+}}:{{[0-9]+}}: note: expanded from macro 'SYS_REGISTER'
	// CHECK: note: 'on_conn' declared here
	SYS_REGISTER(on_data);
	sys_init();
}
