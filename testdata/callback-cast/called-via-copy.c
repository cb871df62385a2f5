// A cast function stored into one slot and copied into another (g2 = g1,
// o->op = g, a local copied into a local) before it is registered is
// called through the cast's type just as one registered from the first
// slot (called-via-slot.c): the cast, where it was first written, is
// linked to the registration that reads the copy, through up to four copies.
// RUN: not %timercheck --no-cache --api linux %s -- -I%inputs/linux | grep -v '^\s' | %check %s
#include "kernel.h"

struct qat_dev { int id; };
struct qat_bank { long ring; };
struct ops { int (*start)(void *); int (*stop)(void *); };

static int bank_thread(struct qat_bank *bank) { return (int)bank->ring; }
static int dev_thread(struct qat_dev *dev) { return dev->id; }
static int log_thread(struct qat_bank *bank) { return (int)bank->ring; }
static int good_thread(void *arg) { return arg != 0; }

static int (*boot_thread)(void *) = (int (*)(void *))dev_thread;
// CHECK: called-via-copy.c:[[@LINE-1]]:37: error: function 'dev_thread' {{.*}}[callback-cast-pointee]
// CHECK: called-via-copy.c:[[@LINE+28]]:2: note: called here through 'int (*)(void *)' with 'struct qat_dev *' by 'kthread_create_on_node': kCFI traps the call
// CHECK: note: 'dev_thread' declared here

static int (*worker)(void *), (*copy1)(void *), (*copy2)(void *), (*boot)(void *), (*start)(void *);
static int (*fine)(void *) = good_thread;

/* A global copied into a global, and that one into a third. */
void bank_probe(struct qat_dev *dev)
{
	worker = (int (*)(void *))bank_thread;
	// CHECK: called-via-copy.c:[[@LINE-1]]:11: error: function 'bank_thread' {{.*}}[callback-cast-pointee]
	// CHECK: called-via-copy.c:[[@LINE+10]]:2: note: called here through 'int (*)(void *)' with 'struct qat_dev *' by 'kthread_create_on_node': not the object parameter 1 points to
	// CHECK: note: 'bank_thread' declared here
	copy1 = worker;
	copy2 = copy1;
	// The context rule follows the copies as well.
	// CHECK: called-via-copy.c:[[@LINE+5]]:24: error: callback 'bank_thread' takes 'struct qat_bank *' {{.*}}[context-type-confusion]
	// CHECK: note: 'bank_thread' declared here
	// CHECK: called-via-copy.c:[[@LINE-4]]:10: note: 'bank_thread' stored into global 'copy2' here
	// CHECK: called-via-copy.c:[[@LINE-6]]:10: note: 'bank_thread' stored into global 'copy1' here
	// CHECK: called-via-copy.c:[[@LINE-11]]:11: note: 'bank_thread' stored into global 'worker' here
	kthread_create(copy2, dev, "qat");
}

/* A global given the cast at its initialiser, copied into another. */
void boot_probe(struct qat_dev *dev)
{
	boot = boot_thread;
	kthread_create(boot, dev, "boot");
}

/* A global copied into a field. */
void log_probe(struct qat_bank *bank, struct ops *o)
{
	start = (int (*)(void *))log_thread;
	// CHECK: called-via-copy.c:[[@LINE-1]]:10: error: function 'log_thread' {{.*}}[callback-cast-pointee]
	// CHECK: called-via-copy.c:[[@LINE+3]]:2: note: called here through 'int (*)(void *)' with 'struct qat_bank *' by 'kthread_create_on_node': kCFI traps the call
	// CHECK: note: 'log_thread' declared here
	o->start = start;
	kthread_create(o->start, bank, "log");
}

/* A local copied into a local, then stored into a field. */
void stop_probe(struct qat_bank *bank, struct ops *o)
{
	int (*first)(void *) = (int (*)(void *))log_thread;
	// CHECK: called-via-copy.c:[[@LINE-1]]:25: error: function 'log_thread' {{.*}}[callback-cast-pointee]
	// CHECK: called-via-copy.c:[[@LINE+5]]:2: note: called here through 'int (*)(void *)' with 'struct qat_bank *' by 'kthread_create_on_node': kCFI traps the call
	// CHECK: note: 'log_thread' declared here
	int (*second)(void *) = first;
	int (*third)(void *) = second;
	o->stop = third;
	kthread_create(o->stop, bank, "stop");
}

/* Clean twin: a function of the right type, copied the same ways, is silent. */
struct good_ops { int (*run)(void *); int (*halt)(void *); };
static int (*fine_copy)(void *);

void good_probe(struct qat_bank *bank, struct good_ops *o)
{
	fine_copy = fine;
	o->run = fine_copy;
	int (*a)(void *) = fine;
	int (*b)(void *) = a;
	o->halt = b;
	kthread_create(o->run, bank, "good");
	kthread_create(o->halt, bank, "good");
}
