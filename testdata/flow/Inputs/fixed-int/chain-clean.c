#include "arm.h"

struct dev { int n; };

void chain_clean(struct timer_list *t, struct tasklet_struct *tl, struct dev *d)
{
	start_poll2(t, (unsigned long)d);
	start_poll3(t, (unsigned long)d);
	defer_poll2(tl, (unsigned long)d);
}
