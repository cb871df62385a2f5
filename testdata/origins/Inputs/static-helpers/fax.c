/* The same static helper name as card.c, on this file's own type. */
#include "kernel_more.h"

struct fax_hw { int irqcnt; long base; };

static int read_status(void *p)
{
	struct fax_hw *hw = p;

	return (int)hw->base;
}

static irqreturn_t fax_irq(int irq, void *dev_id)
{
	struct fax_hw *hw = dev_id;

	(void)irq;
	hw->irqcnt++;
	return read_status(hw) ? IRQ_HANDLED : IRQ_NONE;
}

int fax_probe(struct fax_hw *hw, int irq)
{
	return request_irq(irq, fax_irq, 0, "fax", hw);
}
