/* Its own finding, through the shared header's macro, and the header's one. */
#include "shared.h"

void a_timeout(struct widget *w);

void a_start(struct widget *w)
{
	WIDGET_ARM(w, a_timeout);
	widget_arm(w);
}
