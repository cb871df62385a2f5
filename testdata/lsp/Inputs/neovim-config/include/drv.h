/* A header with a finding of its own: it shows when the header is open. */
#include "kernel.h"

struct drv {
	int count;
};

void drv_kick(struct drv *d);

static inline void drv_hook_set(void (**hook)(unsigned long))
{
	*hook = (void (*)(unsigned long))drv_kick;
}
