#include "api.h"

void use_fields(struct timer *t, struct sess *s, struct holder *h, struct good_holder *g,
		struct event *e)
{
	timer_arm(t, h->fn, s);
	timer_arm(t, holder.fn, s);
	timer_arm(t, g->fn, s);			/* clean: the field holds the right function */
	timer_arm(t, e->fn, s);			/* clean: a tagged field, sess_cb fits */
}
