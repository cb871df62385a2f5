#include "api.h"

#include "legacy.h"

void use_globals(struct timer *t, struct sess *s, struct tasklet_struct *tl)
{
	timer_arm(t, g_conn, s);
	timer_arm(t, g_late, s);
	timer_arm(t, g_sess, s);		/* clean: the slot holds the right function */
	timer_arm(t, g_tagged, s);		/* clean: a tagged slot, sess_cb fits */
	tasklet_init(tl, g_tick, (unsigned long)s);	/* the linux pack's API */
	timer_arm(t, g_pair, s);		/* neither function fits: both reported */
	timer_arm(t, g_either, s);		/* clean: tagged, sess_cb fits */
}
