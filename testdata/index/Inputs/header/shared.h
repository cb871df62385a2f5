/* A shared header: its macro and its inline function carry the bugs. */
#include "kernel.h"

struct widget {
	struct timer_list t;
};

void widget_expired(struct widget *w);

/* A finding in the header itself: every file that includes it sees it. */
static inline void widget_arm(struct widget *w)
{
	w->t.function = (void (*)(struct timer_list *))widget_expired;
}

#define WIDGET_ARM(w, fn) ((w)->t.function = (void (*)(struct timer_list *))(fn))
