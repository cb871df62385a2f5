// A callback shared by several containers recovers only one of them: an
// error at each registration that disagrees, with a note at the recovery.
// RUN: not %timercheck %s -- -I%inputs/linux | %check %s
#include "kernel.h"

struct usb_port { int n; struct tasklet_struct bh; };
struct pci_port { long m; struct tasklet_struct bh; };

static void port_bh(struct tasklet_struct *t)
{
	struct usb_port *p = from_tasklet(p, t, bh);
	// CHECK: shared-callback.c:[[@LINE+9]]:16: error: callback 'port_bh' is registered here for 'struct pci_port' member 'bh', but it recovers 'struct usb_port' member 'bh' [container-shared-callback]
	// CHECK: shared-callback.c:[[@LINE-2]]:23: note: 'port_bh' recovers 'struct usb_port' member 'bh' here

	p->n++;
}

void ports_init(struct usb_port *u, struct pci_port *p)
{
	tasklet_setup(&u->bh, port_bh);
	tasklet_setup(&p->bh, port_bh);
}
