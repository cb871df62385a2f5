// A function-pointer global cast where it is registered (api((T)g, ctx)):
// the cast of the variable is what the API calls through, so when g holds
// a function stored as it is, the call passes it what T says and kCFI traps
// it: an error with the call, as for a function cast at the registration.
// When g was given a function through a cast of its own, the registration
// may convert it back to its real type: no call is claimed, the warning
// stays. A global of the API's own type needs no cast: nothing to report.
// RUN: not %timercheck --no-cache --api linux %s -- -I%inputs/linux | grep -v '^\s' | %check %s
#include "kernel.h"

struct qat_dev { int id; };

static int dev_thread(struct qat_dev *dev) { return dev->id; }
static int void_thread(void *p) { return p != 0; }

static int (*typed)(struct qat_dev *) = dev_thread;
static int (*typed_back)(struct qat_dev *) = (int (*)(struct qat_dev *))void_thread;
// CHECK: called-via-var-cast.c:[[@LINE-1]]:46: warning: function 'void_thread' {{.*}}[callback-cast-pointee]
// CHECK: note: 'void_thread' declared here
static int (*untyped)(void *) = void_thread;

void probe(struct qat_dev *dev)
{
	kthread_create((int (*)(void *))typed, dev, "qat");
	// CHECK: called-via-var-cast.c:[[@LINE-1]]:17: error: function pointer 'typed' of type 'int (*)(struct qat_dev *)' cast to incompatible type 'int (*)(void *)'{{.*}}[callback-cast-pointee]
	// CHECK: called-via-var-cast.c:[[@LINE-2]]:2: note: called here through 'int (*)(void *)' with 'struct qat_dev *' by 'kthread_create_on_node': kCFI traps the call
	// CHECK: note: 'typed' declared here
	kthread_create((int (*)(void *))typed_back, dev, "back");
	// CHECK: called-via-var-cast.c:[[@LINE-1]]:17: warning: function pointer 'typed_back' {{.*}}[callback-cast-pointee]
	// CHECK: note: 'typed_back' declared here
	kthread_create(untyped, dev, "fine");
}
