/* The callbacks; they are registered in reg.c. */
#include "nuttx.h"
#include "types.h"

void other_timeout(wdparm_t arg)
{
	struct other *o = (struct other *)arg;

	o->x++;
}
