/* Its own static read_status(), and one real confusion through it. */
#include "kernel_more.h"

struct card_hw { char *name; long base; };
struct card_port { short id; };

static int read_status(void *p)
{
	struct card_hw *hw = p;

	return (int)hw->base;
}

static irqreturn_t card_irq(int irq, void *dev_id)
{
	struct card_port *port = dev_id;

	(void)irq;
	return read_status(port) ? IRQ_HANDLED : IRQ_NONE;
}

int card_probe(struct card_port *port, int irq)
{
	return request_irq(irq, card_irq, 0, "card", port);
}
