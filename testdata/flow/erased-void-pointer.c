// A function cast to void * and converted implicitly (GNU C) into a slot of
// another function type: the cast hides the function's type from every
// compiler warning. Reported where the types meet, with a note where the
// type was erased. The shape of Linux 6.1's adf_vf_isr.c:118 and
// mISDNinfineon.c:912.
// RUN: not %timercheck --no-cache %s -- -I%inputs/linux | %check %s
#include "legacy.h"

struct accel { struct tasklet_struct bh; };
struct isac_hw;
struct isac_hw { int (*ctrl)(struct isac_hw *, unsigned int, unsigned long); };
struct card { struct isac_hw isac; };

static void pf2vf_bh(void *arg) { (void)arg; }
static int card_ctrl(struct card *c, unsigned int cmd, unsigned long arg)
{
	(void)c; (void)cmd; (void)arg;
	return 0;
}
static void right_type(unsigned long data) { (void)data; }
static int right_ctrl(struct isac_hw *h, unsigned int cmd, unsigned long arg)
{
	(void)h; (void)cmd; (void)arg;
	return 0;
}

void setup(struct accel *a, struct card *c)
{
	tasklet_init(&a->bh, (void *)pf2vf_bh, 0);
	// CHECK: erased-void-pointer.c:[[@LINE-1]]:23: error: function 'pf2vf_bh' of type 'void (void *)' converted implicitly to incompatible type 'void (*)(unsigned long)': parameter 1 is 'void *', the conversion passes 'unsigned long' [callback-cast-pointer-integer]
	// CHECK: erased-void-pointer.c:[[@LINE-2]]:2: note: called here through 'void (*)(unsigned long)' by 'tasklet_init': kCFI traps the call
	// CHECK: erased-void-pointer.c:[[@LINE-3]]:23: note: its type is erased here: cast to 'void *'
	// CHECK: erased-void-pointer.c:14:13: note: 'pf2vf_bh' declared here
	c->isac.ctrl = (void *)&card_ctrl;
	// CHECK: erased-void-pointer.c:[[@LINE-1]]:17: warning: function 'card_ctrl' of type 'int (struct card *, unsigned int, unsigned long)' converted implicitly to incompatible type 'int (*)(struct isac_hw *, unsigned int, unsigned long)': parameter 1 is 'struct card *', the conversion passes 'struct isac_hw *' [callback-cast-pointee]
	// CHECK: erased-void-pointer.c:[[@LINE-2]]:17: note: its type is erased here: cast to 'void *'
	// CHECK: erased-void-pointer.c:15:12: note: 'card_ctrl' declared here

	/* Clean twins: the erased function has the slot's type. */
	tasklet_init(&a->bh, (void *)right_type, 0);
	c->isac.ctrl = (void *)right_ctrl;
}
