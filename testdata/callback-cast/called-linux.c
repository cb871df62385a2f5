// Casts whose function an API really calls through the cast's type stand
// out from casts only stored: reductions of Linux 6.1's shapes (written
// for this test). A handler given another object than it takes is a bug on
// every target; a work function the workqueue calls through work_func_t
// traps under kCFI (bnad.c's tx and rx cleanup). Both are errors, with a
// note at the registration; a cast only stored stays a warning
// (called-state-machine.c).
// RUN: not %timercheck --no-cache --api linux %s -- -I%inputs/linux | grep -v '^\s' | %check %s
// The JSON gives each call: where, through which type, with what.
// RUN: not %timercheck --no-cache --api linux --format=json %s -- -I%inputs/linux | FileCheck %s --check-prefix=JSON
// SARIF carries the same in the result's properties.calledBy.
// RUN: not %timercheck --no-cache --api linux --format=sarif %s -- -I%inputs/linux | FileCheck %s --check-prefix=SARIF
// Without the pack nothing says the functions are called: warnings, as before.
// RUN: not %timercheck --no-cache --api none --no-infer %s -- -I%inputs/linux | grep -v '^\s' | FileCheck %s --check-prefix=NONE
// NONE-NOT: error:
// NONE-NOT: called here
#include "kernel.h"

struct qat_dev { int id; };
struct qat_bank { long ring; };
struct nic { struct delayed_work tx_cleanup; struct work_struct rx_cleanup; struct work_struct reset; };
struct log { long lines; };

static int bank_thread(struct qat_bank *bank) { return (int)bank->ring; }
static void tx_cleanup(struct delayed_work *dw) { (void)dw; }
static void rx_cleanup(void *nic) { (void)nic; }
static void log_flush(struct log *l) { l->lines = 0; }

void probe(struct qat_dev *dev, struct qat_bank *bank, struct nic *n)
{
	/* The handler is given the device, not the bank it takes. */
	kthread_create((int (*)(void *))bank_thread, dev, "qat");
	// CHECK: called-linux.c:[[@LINE-1]]:17: error: function 'bank_thread' of type 'int (struct qat_bank *)' cast to incompatible type 'int (*)(void *)': parameter 1 is 'struct qat_bank *', the cast passes 'void *' [callback-cast-pointee]
	// CHECK: called-linux.c:[[@LINE-2]]:2: note: called here through 'int (*)(void *)' with 'struct qat_dev *' by 'kthread_create_on_node': not the object parameter 1 points to
	// CHECK: note: 'bank_thread' declared here
	// CHECK: called-linux.c:[[@LINE-4]]:47: error: callback 'bank_thread' takes 'struct qat_bank *' as parameter 1, but it is registered with a context of type 'struct qat_dev *' [context-type-confusion]
	// CHECK: note: 'bank_thread' declared here
	// NONE: called-linux.c:[[@LINE-6]]:17: warning: {{.*}}'bank_thread'{{.*}}[callback-cast-pointee]

	/* The right object, through the wrong type: kCFI traps it. */
	kthread_create((int (*)(void *))bank_thread, bank, "qat");
	// CHECK: called-linux.c:[[@LINE-1]]:17: error: function 'bank_thread' {{.*}}[callback-cast-pointee]
	// CHECK: called-linux.c:[[@LINE-2]]:2: note: called here through 'int (*)(void *)' with 'struct qat_bank *' by 'kthread_create_on_node': kCFI traps the call
	// CHECK: note: 'bank_thread' declared here

	/* bnad.c:1997: the delayed work's first member is the work: only kCFI cares. */
	INIT_DELAYED_WORK(&n->tx_cleanup, (work_func_t)tx_cleanup);
	// CHECK: called-linux.c:[[@LINE-1]]:36: error: function 'tx_cleanup' {{.*}}[callback-cast-pointee]
	// CHECK: called-linux.c:[[@LINE-2]]:36: note: called here through 'work_func_t' with 'struct work_struct *' by 'work_struct.func': kCFI traps the call
	// CHECK: note: 'tx_cleanup' declared here

	/* bnad.c:2254: a void * parameter. */
	INIT_WORK(&n->rx_cleanup, (work_func_t)rx_cleanup);
	// CHECK: called-linux.c:[[@LINE-1]]:28: error: function 'rx_cleanup' {{.*}}[callback-cast-pointee]
	// CHECK: called-linux.c:[[@LINE-2]]:28: note: called here through 'work_func_t' with 'struct work_struct *' by 'work_struct.func': kCFI traps the call
	// CHECK: note: 'rx_cleanup' declared here

	/* A work function for an object the work item is not embedded in. */
	INIT_WORK(&n->reset, (work_func_t)log_flush);
	// CHECK: called-linux.c:[[@LINE-1]]:23: error: function 'log_flush' {{.*}}[callback-cast-pointee]
	// CHECK: called-linux.c:[[@LINE-2]]:23: note: called here through 'work_func_t' with 'struct work_struct *' by 'work_struct.func': not the object parameter 1 points to
	// CHECK: note: 'log_flush' declared here
}

// JSON: "rule": "callback-cast-pointee"
// JSON: "line": 32,
// JSON: "called_by": [
// JSON-NEXT: {
// JSON-NEXT: "file": "{{.*}}called-linux.c",
// JSON-NEXT: "line": 32,
// JSON-NEXT: "column": 2,
// JSON-NEXT: "through": "int (*)(void *)",
// JSON-NEXT: "passed": "struct qat_dev *",
// JSON-NEXT: "other_object": true
// JSON: "rule": "callback-cast-pointee"
// JSON: "called_by": [
// JSON: "passed": "struct qat_bank *",
// JSON-NEXT: "other_object": false
// SARIF: "ruleId": "callback-cast-pointee"
// SARIF: "calledBy": [
// SARIF: "startLine": 32,
// SARIF-NEXT: "startColumn": 2
// SARIF: "through": "int (*)(void *)",
// SARIF-NEXT: "passed": "struct qat_dev *",
// SARIF-NEXT: "otherObject": true
