/* Its own finding, through the shared header's macro, and the header's one. */
#include "shared.h"

void b_timeout(struct widget *w);

void b_start(struct widget *w)
{
	WIDGET_ARM(w, b_timeout);
	widget_arm(w);
}
