// A local that holds a member's address (struct tasklet_struct *b =
// &u->bh) stands for it: where the registered object is embedded is
// known, so a callback that recovers another container is found, and a
// callback shared by two containers is reported at the registration that
// disagrees, as when the address is written at the registration; so does a
// local copied from such a local (struct tasklet_struct *c = b). A local
// holding an array element's address (&q->rqs[i]) says its type only.
// RUN: not %timercheck %s -- -I%inputs/linux 2>&1 | grep -v '^\s' | %check %s
#include "kernel.h"

struct usb_port { int n; struct tasklet_struct bh; };
struct pci_port { long m; struct tasklet_struct bh; };

static void usb_bh(struct tasklet_struct *t)
{
	struct usb_port *p = from_tasklet(p, t, bh);
	// CHECK: embedded-via-local.c:[[@LINE-1]]:23: error: callback 'usb_bh' recovers 'struct usb_port' member 'bh' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: embedded-via-local.c:32:16: note: 'usb_bh' registered here for 'struct pci_port' member 'bh'
	// CHECK: embedded-via-local.c:39:16: note: 'usb_bh' registered here for 'struct pci_port' member 'bh'
	p->n++;
}

static void port_bh(struct tasklet_struct *t)
{
	struct usb_port *p = from_tasklet(p, t, bh);
	p->n++;
}

void wrong_port(struct pci_port *p)
{
	struct tasklet_struct *b = &p->bh;
	tasklet_setup(b, usb_bh);
}

void wrong_copy(struct pci_port *p)
{
	struct tasklet_struct *b = &p->bh;
	struct tasklet_struct *c = b;
	tasklet_setup(c, usb_bh);
}

void ports_init(struct usb_port *u, struct pci_port *p)
{
	struct tasklet_struct *ub = &u->bh;
	struct tasklet_struct *const pb = &p->bh;

	tasklet_setup(ub, port_bh);
	tasklet_setup(pb, port_bh);
	// CHECK: embedded-via-local.c:[[@LINE-1]]:16: error: callback 'port_bh' is registered here for 'struct pci_port' member 'bh', but it recovers 'struct usb_port' member 'bh' [container-shared-callback]
	// CHECK: note: 'port_bh' recovers 'struct usb_port' member 'bh' here
	// CHECK: 2 findings in 1 file
}
