#include "arm.h"

struct dev { int n; };
enum { SLOT_A = 1, SLOT_B };

/* The right context, no context (0), and numbers for a callback that counts. */
void numbers_clean(struct timer_list *t, struct tasklet_struct *tl, struct dev *d)
{
	start_poll(t, (unsigned long)d);
	start_poll3(t, (unsigned long)d);
	defer_poll2(tl, (unsigned long)d);
	start_poll(t, 0);
	start_tick(t, 5);
	start_tick(t, SLOT_B);
}
