/* Copied here into the second. */
#include "hooks.h"

int (*copy1)(void *);

void copy_init(void)
{
	copy1 = worker;
}
