/* The cast is written here, into the first global. */
#include "hooks.h"

int (*worker)(void *);

static int dev_thread(struct qat_dev *dev) { return dev->id; }

void cast_init(void)
{
	worker = (int (*)(void *))dev_thread;
}
