#include "keys.h"

void key_timeout(struct work_struct *work)
{
	struct key_deferred *k = container_of(work, struct key_deferred, work.work);

	k->key.enabled--;
}

void key_rate_limit(struct key_deferred *k, unsigned long rl)
{
	k->timeout = rl;
	INIT_DELAYED_WORK(&k->work, key_timeout);
}
