/* Registrations; the callback is in rec.c. */
#include "nuttx.h"
#include "types.h"

void other_start(struct other *o, struct priv *priv)
{
	wd_start(&o->wd, 10, other_timeout, (wdparm_t)o);
	priv->n = 0;
}
