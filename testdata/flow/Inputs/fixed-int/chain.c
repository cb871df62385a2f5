#include "arm.h"

struct other { long x; };

void chain(struct timer_list *t, struct tasklet_struct *tl, struct other *o)
{
	start_poll2(t, (unsigned long)o);
	start_poll3(t, (unsigned long)o);
	defer_poll2(tl, (unsigned long)o);
}
