// The clean twin of called-linux.c: a state machine's handlers cast to a
// generic state type, stored in a table and a field but never registered
// with an API that calls them. Legal but untyped: warnings, no note of a
// call, with or without the pack.
// RUN: not %timercheck --no-cache --api linux %s -- -I%inputs/linux | grep -v '^\s' | %check %s
// RUN: not %timercheck --no-cache --api linux --format=json %s -- -I%inputs/linux | FileCheck %s --check-prefix=JSON
// JSON-NOT: called_by
#include "kernel.h"

typedef void (*fsm_t)(void *fsm, int event);
struct port { fsm_t fsm; struct work_struct work; };

static void port_sm_idle(struct port *p, int event) { (void)p; (void)event; }
static void port_sm_up(struct port *p, int event) { (void)p; (void)event; }
static void port_work(struct work_struct *w) { (void)w; }

static const fsm_t port_states[] = { (fsm_t)port_sm_idle, (fsm_t)port_sm_up };
// CHECK: called-state-machine.c:[[@LINE-1]]:38: warning: function 'port_sm_idle' {{.*}}[callback-cast-pointee]
// CHECK: note: 'port_sm_idle' declared here
// CHECK: called-state-machine.c:[[@LINE-3]]:59: warning: function 'port_sm_up' {{.*}}[callback-cast-pointee]
// CHECK: note: 'port_sm_up' declared here

void port_start(struct port *p)
{
	p->fsm = (fsm_t)port_sm_idle;
	// CHECK: called-state-machine.c:[[@LINE-1]]:11: warning: function 'port_sm_idle' {{.*}}[callback-cast-pointee]
	// CHECK: note: 'port_sm_idle' declared here
	/* A typed registration beside it: no cast, no finding. */
	INIT_WORK(&p->work, port_work);
}
