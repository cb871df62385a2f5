// The same header included with -I instead of -isystem is the user's code:
// its inline function and its header-only macro are reported, once each.
// RUN: not %timercheck %s -- -I%S/../Inputs/sys | %check %s
#include <sys_cb.h>

void use(void)
{
	sys_init();
}
// CHECK: sys_cb.h:22:15: error: function 'sys_handler'{{.*}}[callback-cast-pointer-integer]
// CHECK: note: 'sys_handler' declared here
// CHECK: sys_cb.h:23:2: error: function 'sys_handler'{{.*}}[callback-cast-pointer-integer]
// CHECK: sys_cb.h:{{[0-9]+}}:{{[0-9]+}}: note: expanded from macro 'SYS_REGISTER_OWN'
// CHECK: note: 'sys_handler' declared here
