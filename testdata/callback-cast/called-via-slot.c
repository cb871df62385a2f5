// A cast function stored into a global or a field and registered from
// there is called through the cast's type just as one passed directly
// (called-linux.c): the cast, where the store writes it, is linked to the
// registration that reads the slot. A registration that converts what it
// reads again calls it through that second type: the first cast is not
// shown called through its own.
// RUN: not %timercheck --no-cache --api linux %s -- -I%inputs/linux | grep -v '^\s' | %check %s
// Without the pack nothing calls them: warnings.
// RUN: not %timercheck --no-cache --api none --no-infer %s -- -I%inputs/linux | grep -v '^\s' | FileCheck %s --check-prefix=NONE
// NONE-NOT: called here
#include "kernel.h"

struct qat_dev { int id; };
struct qat_bank { long ring; };
struct ops { int (*start)(void *); int (*stop)(void *); };

static int bank_thread(struct qat_bank *bank) { return (int)bank->ring; }
static int dev_thread(struct qat_dev *dev) { return dev->id; }
static int log_thread(struct qat_bank *bank) { return (int)bank->ring; }

/* An initialiser is a store too. */
static int (*boot_thread)(void *) = (int (*)(void *))dev_thread;
// CHECK: called-via-slot.c:[[@LINE-1]]:37: error: function 'dev_thread' {{.*}}[callback-cast-pointee]
// CHECK: called-via-slot.c:[[@LINE+20]]:2: note: called here through 'int (*)(void *)' with 'struct qat_dev *' by 'kthread_create_on_node': kCFI traps the call
// CHECK: note: 'dev_thread' declared here
// NONE: called-via-slot.c:[[@LINE-4]]:37: warning: function 'dev_thread' {{.*}}[callback-cast-pointee]

static int (*worker)(void *);
static void (*legacy)(unsigned long);

void probe(struct qat_dev *dev, struct qat_bank *bank, struct ops *o)
{
	/* Through a global: the handler is given the device, not its bank. */
	worker = (int (*)(void *))bank_thread;
	// CHECK: called-via-slot.c:[[@LINE-1]]:11: error: function 'bank_thread' {{.*}}[callback-cast-pointee]
	// CHECK: called-via-slot.c:[[@LINE+7]]:2: note: called here through 'int (*)(void *)' with 'struct qat_dev *' by 'kthread_create_on_node': not the object parameter 1 points to
	// CHECK: note: 'bank_thread' declared here
	// NONE: called-via-slot.c:[[@LINE-4]]:11: warning: function 'bank_thread' {{.*}}[callback-cast-pointee]
	// The context rule sees the same: the path runs back to the store.
	// CHECK: called-via-slot.c:[[@LINE+3]]:25: error: callback 'bank_thread' takes 'struct qat_bank *' {{.*}}[context-type-confusion]
	// CHECK: note: 'bank_thread' declared here
	// CHECK: called-via-slot.c:[[@LINE-8]]:11: note: 'bank_thread' stored into global 'worker' here
	kthread_create(worker, dev, "qat");
	kthread_create(boot_thread, dev, "boot");

	/* Through a field: the right object, the wrong type. */
	o->start = (int (*)(void *))log_thread;
	// CHECK: called-via-slot.c:[[@LINE-1]]:13: error: function 'log_thread' {{.*}}[callback-cast-pointee]
	// CHECK: called-via-slot.c:[[@LINE+3]]:2: note: called here through 'int (*)(void *)' with 'struct qat_bank *' by 'kthread_create_on_node': kCFI traps the call
	// CHECK: note: 'log_thread' declared here
	// NONE: called-via-slot.c:[[@LINE-4]]:13: warning: function 'log_thread' {{.*}}[callback-cast-pointee]
	kthread_create(o->start, bank, "log");

	/* Through a local, then a field: the cast is where the local was given it. */
	int (*stop)(void *) = (int (*)(void *))log_thread;
	// CHECK: called-via-slot.c:[[@LINE-1]]:24: error: function 'log_thread' {{.*}}[callback-cast-pointee]
	// CHECK: called-via-slot.c:[[@LINE+3]]:2: note: called here through 'int (*)(void *)' with 'struct qat_bank *' by 'kthread_create_on_node': kCFI traps the call
	// CHECK: note: 'log_thread' declared here
	o->stop = stop;
	kthread_create(o->stop, bank, "log");

	/* Converted again where it is registered: called through the second type only. */
	legacy = (void (*)(unsigned long))bank_thread;
	// CHECK: called-via-slot.c:[[@LINE-1]]:11: error: function 'bank_thread' {{.*}}'void (*)(unsigned long)'{{.*}}[callback-cast-pointer-integer]
	// CHECK: note: 'bank_thread' declared here
	kthread_create((int (*)(void *))legacy, bank, "legacy");
	// CHECK: called-via-slot.c:[[@LINE-1]]:17: error: function pointer 'legacy' {{.*}}[callback-cast-pointer-integer]
	// CHECK: note: 'legacy' declared here
}
