// A function-pointer global copied into another slot through a cast
// (g2 = (T)g1; api(g2, ...)) is called through T: a function g1 was given
// through a cast of its own is not called through that first cast's type
// (here T is its real type again), so that cast stays a warning and no
// call is claimed. A copy without a cast is called as the first store says.
// RUN: not %timercheck --no-cache --api linux %s -- -I%inputs/linux 2>&1 | grep -v '^\s' | %check %s
// RUN: not %timercheck --no-cache --api linux %s -- -I%inputs/linux | FileCheck --check-prefix=NOCALL %s
#include "kernel.h"

struct qat_dev { int id; };

struct ops { int (*run)(void *); };

static int void_thread(void *p) { return p != 0; }

static int (*typed_back)(struct qat_dev *) = (int (*)(struct qat_dev *))void_thread;
// CHECK: called-via-copy-cast.c:[[@LINE-1]]:46: warning: function 'void_thread' {{.*}}[callback-cast-pointee]
// CHECK: note: 'void_thread' declared here
static int (*copy)(void *);
static struct ops ops;

void probe(struct qat_dev *dev)
{
	copy = (int (*)(void *))typed_back;
	// CHECK: called-via-copy-cast.c:[[@LINE-1]]:9: warning: function pointer 'typed_back' {{.*}}[callback-cast-pointee]
	// CHECK: note: 'typed_back' declared here
	kthread_create(copy, dev, "back");
	ops.run = (int (*)(void *))typed_back;
	// CHECK: called-via-copy-cast.c:[[@LINE-1]]:12: warning: function pointer 'typed_back' {{.*}}[callback-cast-pointee]
	// CHECK: note: 'typed_back' declared here
	kthread_create(ops.run, dev, "field");
	// CHECK: 3 findings in 1 file
}
// NOCALL-NOT: called here through
