// A callback registered through a local pointer to an inner struct
// (b = &h->bdev; b->dev.release = cb) and recovering in two container_of()
// steps (a getter for the inner struct, then the outer one): the composed
// recovery names 'struct heci_dev' member 'bdev.dev', and its container
// chain must name 'struct bus_dev' for the 'dev' step, as a one-step
// container_of(dev, struct heci_dev, bdev.dev) does. Linux 6.1's
// intel_gsc.c shape gave a false container-mismatch error. The buggy twin's
// first step recovers another inner struct than the one registered.
// RUN: %timercheck --no-cache %s -- -I%inputs/linux | %check --allow-empty %s
// RUN: not %timercheck --no-cache %s -- -I%inputs/linux -DBUG | %check %s --check-prefix=BUG
#include "kernel.h"

struct device { struct device *parent; void (*release)(struct device *dev); };
int device_register(struct device *dev);
void kfree(const void *p);

struct bus_dev { struct device dev; const char *name; u32 id; };
struct class_dev { long flags; struct device dev; };

static inline struct bus_dev *to_bus_dev(struct device *dev)
{
	return container_of(dev, struct bus_dev, dev);
}

static inline struct class_dev *to_class_dev(struct device *dev)
{
	return container_of(dev, struct class_dev, dev);
}

struct heci_dev { struct bus_dev bdev; struct class_dev cdev; int irq; };
#define bus_dev_to_heci(b) container_of(b, struct heci_dev, bdev)
#define class_dev_to_heci(c) container_of(c, struct heci_dev, cdev)

static void heci_release(struct device *dev)
{
#ifdef BUG
	struct class_dev *c = to_class_dev(dev);
	struct heci_dev *h = class_dev_to_heci(c);
	// BUG: two-step-recovery.c:[[@LINE-1]]:23: error: callback 'heci_release' recovers 'struct heci_dev' member 'cdev.dev' from its parameter, but it is registered with a different container or member [container-mismatch]
	// BUG: two-step-recovery.c:57:19: note: 'heci_release' registered here for 'struct heci_dev' member 'bdev.dev'
#else
	struct bus_dev *b = to_bus_dev(dev);
	struct heci_dev *h = bus_dev_to_heci(b);
#endif

	kfree(h);
}

int heci_add(struct heci_dev *h)
{
	struct bus_dev *b;

	b = &h->bdev;
	b->name = "heci";
	b->id = 1;
	b->dev.parent = NULL;
	b->dev.release = heci_release;
	return device_register(&b->dev);
}
