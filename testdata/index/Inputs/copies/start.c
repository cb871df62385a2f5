/* Registered here from the second: the cast is called through its type. */
#include "hooks.h"

void start(struct qat_dev *dev)
{
	kthread_create(copy1, dev, "qat");
}
