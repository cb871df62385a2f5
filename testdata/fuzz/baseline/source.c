/* A known finding: other_timeout registered with a struct priv *. */
/*
 * Edits that change nothing the finding is made of: lines above it, other
 * spacing inside its lines, a comment at the end of a line.
 */
#include "nuttx.h"

struct priv { struct wdog_s wd; int n; };
struct other { struct wdog_s wd; long x; };

static void other_timeout(wdparm_t arg)
{
	struct other *o = ( struct other * ) arg; /* wdparm_t back to a pointer; see {priv} */

	o->x++;
}

void other_start(struct other *o)
{
	wd_start(&o->wd, 10, other_timeout, (wdparm_t)o);
}

void priv_start(struct priv *priv)
{
	wd_start( &priv->wd, 20, /* not an other; { */
	         other_timeout, (wdparm_t) priv ); // still wrong; "{" too
}
