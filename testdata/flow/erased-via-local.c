// A generic local between the erasure and the slot: void *v = (void *)fn
// (or v = tbl[i], a slot holding such functions) and then tasklet_init(t,
// v, d) or t->function = v. The local certainly holds what it was given
// where it is read, so the implicit conversion converts that function, as
// if it were written there, with a note where its type was erased.
// Stored into an array element (queued[2] = v), the element holds it.
// Clean twins: the erased function has the slot's type.
// RUN: not %timercheck --no-cache %s -- -I%inputs/linux 2>&1 | grep -v '^\s' | %check %s
#include "legacy.h"

struct accel { struct tasklet_struct bh; struct timer_list timer; };

static void pf2vf_bh(void *arg) { (void)arg; }
static void right_type(unsigned long data) { (void)data; }

static void *handlers[4];

void setup(struct accel *a, int i)
{
	void *bh = (void *)pf2vf_bh;
	void *good = (void *)right_type;
	void *held;

	tasklet_init(&a->bh, bh, 0);
	// CHECK: erased-via-local.c:[[@LINE-1]]:23: error: function 'pf2vf_bh' of type 'void (void *)' converted implicitly to incompatible type 'void (*)(unsigned long)': parameter 1 is 'void *', the conversion passes 'unsigned long' [callback-cast-pointer-integer]
	// CHECK: erased-via-local.c:20:13: note: its type is erased here: cast to 'void *'
	// CHECK: note: 'pf2vf_bh' declared here
	tasklet_init(&a->bh, good, 0);

	handlers[1] = (void *)pf2vf_bh;
	held = handlers[i];
	a->timer.function = held;
	// CHECK: erased-via-local.c:[[@LINE-1]]:22: error: function 'pf2vf_bh' of type 'void (void *)', stored in global 'handlers', converted implicitly to incompatible type 'void (*)(unsigned long)'{{.*}}[callback-cast-pointer-integer]
	// CHECK: erased-via-local.c:30:16: note: 'pf2vf_bh' stored into global 'handlers' here
	// CHECK: note: 'pf2vf_bh' declared here
	}

static void *queued[4];

/* The same local stored into an array element: the element holds the function. */
void queue(struct accel *a, int i)
{
	void *bh = (void *)pf2vf_bh;

	queued[2] = bh;
	a->timer.function = queued[i];
	// CHECK: erased-via-local.c:[[@LINE-1]]:22: error: function 'pf2vf_bh' of type 'void (void *)', stored in global 'queued', converted implicitly to incompatible type 'void (*)(unsigned long)'{{.*}}[callback-cast-pointer-integer]
	// CHECK: erased-via-local.c:[[@LINE-3]]:14: note: 'pf2vf_bh' stored into global 'queued' here
	// CHECK: erased-via-local.c:[[@LINE-6]]:13: note: 'pf2vf_bh' assigned to local variable 'bh' here
	// CHECK: note: 'pf2vf_bh' declared here
	// CHECK: 3 findings in 1 file
}
