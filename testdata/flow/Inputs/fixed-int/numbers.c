#include "arm.h"

#define POLL_ID 7
enum { SLOT_A = 1, SLOT_B };

void numbers(struct timer_list *t, struct tasklet_struct *tl)
{
	start_poll(t, 5);
	start_poll3(t, POLL_ID);
	defer_poll2(tl, SLOT_B);
}
