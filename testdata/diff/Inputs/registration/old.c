/* Two watchdogs, each registered with its own context. */
#include "nuttx.h"

struct priv { struct wdog_s wd; int n; };
struct other { struct wdog_s wd; long x; };

static void other_timeout(wdparm_t arg)
{
	struct other *o = (struct other *)arg;

	o->x++;
}

static void priv_timeout(wdparm_t arg)
{
	struct priv *p = (struct priv *)arg;

	p->n++;
}

void other_start(struct other *o)
{
	wd_start(&o->wd, 10, other_timeout, (wdparm_t)o);
}

void priv_start(struct priv *priv)
{
	wd_start(&priv->wd, 10, priv_timeout, (wdparm_t)priv);
}
