// A pack's 'stub' line names a function any function type may take: the
// linux pack's __static_call_return0, the static-call "return 0" stub that
// static_call_update() patches inline, is never called through the slot's
// type (arch/x86/events/core.c, kernel/sched/core.c in Linux 6.1). Its
// casts are sanctioned (said under --verbose); another function in the
// same slots is still reported.
// RUN: not %timercheck --no-cache --api linux --verbose %s -- -I%inputs/linux 2>&1 | grep -v '^\s' | %check %s
// Without the pack the stub's casts are reported as any other.
// RUN: not %timercheck --no-cache --api none --no-infer %s -- -I%inputs/linux | grep -v '^\s' | FileCheck %s --check-prefix=NONE
#include "kernel.h"

struct perf_guest_switch_msr { unsigned msr; };
long __static_call_return0(void);
long other_return0(void);

struct x86_pmu {
	struct perf_guest_switch_msr *(*guest_get_msrs)(int *nr, void *data);
	int (*cond_resched)(void);
};

void pmu_init(struct x86_pmu *pmu)
{
	pmu->guest_get_msrs = (void *)&__static_call_return0;
	// CHECK: linux-stub.c:[[@LINE-1]]:{{[0-9]+}}: cast of stub '__static_call_return0' sanctioned by API pack 'linux'
	// NONE: linux-stub.c:[[@LINE-2]]:{{[0-9]+}}: error: function '__static_call_return0' {{.*}}[callback-cast-pointer-integer]
	pmu->cond_resched = (int (*)(void))__static_call_return0;
	// CHECK: linux-stub.c:[[@LINE-1]]:{{[0-9]+}}: cast of stub '__static_call_return0' sanctioned by API pack 'linux'
	// NONE: linux-stub.c:[[@LINE-2]]:{{[0-9]+}}: warning: function '__static_call_return0' {{.*}}[callback-cast-return]
	pmu->cond_resched = (int (*)(void))other_return0;
	// CHECK: linux-stub.c:[[@LINE-1]]:{{[0-9]+}}: warning: function 'other_return0' {{.*}}[callback-cast-return]
	// CHECK: note: 'other_return0' declared here
	// NONE: linux-stub.c:[[@LINE-3]]:{{[0-9]+}}: warning: function 'other_return0' {{.*}}[callback-cast-return]
}
