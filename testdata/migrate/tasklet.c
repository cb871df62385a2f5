// tasklet_init(&obj->tl, fn, (unsigned long)obj) becomes
// tasklet_setup(&obj->tl, fn): the context argument goes, and the callback
// recovers its object with from_tasklet().
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/a.c
// RUN: cd %t && not %timercheck --checks=-*,migration-tasklet-setup --parseable-fixits a.c -- -I%S/Inputs > out.txt
// RUN: %check %s < out.txt
// RUN: python3 %S/Inputs/apply-fixits.py < out.txt
// RUN: clang -fsyntax-only -Wall -Wextra -Werror -I%S/Inputs a.c
// RUN: FileCheck %s --check-prefix=CONVERTED < a.c
// RUN: %timercheck --checks=-*,migration-* a.c -- -I%S/Inputs | %check --allow-empty %s --check-prefix=AFTER
// AFTER-NOT: [migration
#include <linux/timer.h>

struct nic {
	int pending;
	struct tasklet_struct rx;
};

static void nic_rx(unsigned long data)
{
	struct nic *n = (struct nic *)data;

	n->pending = 0;
}

void nic_init(struct nic *n)
{
	tasklet_init(&n->rx, nic_rx, (unsigned long)n);
}
// CHECK: a.c:[[@LINE-2]]:2: warning: callback 'nic_rx' can move from tasklet_init() to tasklet_setup(): every registration passes the 'struct nic' that holds the tasklet [migration-tasklet-setup]
// CHECK: note: 'nic_rx' becomes 'void nic_rx(struct tasklet_struct *)' and uses from_tasklet()
// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-4]]:2-[[@LINE-4]]:14}:"tasklet_setup"
// CHECK: fix-it:"{{.*}}a.c":{[[@LINE-5]]:29-[[@LINE-5]]:47}:""
// CHECK: fix-it:{{.*}}"struct tasklet_struct *t"
// CHECK: fix-it:{{.*}}"from_tasklet(n, t, rx)"
// CONVERTED: static void nic_rx(struct tasklet_struct *t)
// CONVERTED: struct nic *n = from_tasklet(n, t, rx);
// CONVERTED: tasklet_setup(&n->rx, nic_rx);
