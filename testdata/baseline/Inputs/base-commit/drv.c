/* priv starts with a struct other: other_timeout may read it as one. */
#include "nuttx.h"

struct other { long x; };
struct priv {
	struct other common;
	struct wdog_s wd;
};

static void other_timeout(wdparm_t arg)
{
	struct other *o = (struct other *)arg;

	o->x++;
}

void priv_start(struct priv *priv)
{
	wd_start(&priv->wd, 20, other_timeout, (wdparm_t)priv);
}
