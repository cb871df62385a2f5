/* Deferred keys in the shape of Linux's static keys, written for the tests. */
#include "kernel.h"

struct key { int enabled; };
struct key_off { struct key key; };		/* a one-member wrapper: laid out as struct key */
struct key_pair { struct key key; int spare; };	/* not laid out as struct key */

struct key_deferred { struct key key; unsigned long timeout; struct delayed_work work; };
struct key_off_deferred { struct key_off key; unsigned long timeout; struct delayed_work work; };
struct key_pair_deferred { struct key_pair key; unsigned long timeout; struct delayed_work work; };
/* laid out alike up to work, but with a member the recovered struct lacks */
struct key_tail_deferred { struct key_off key; unsigned long timeout; struct delayed_work work; int users; };

void key_timeout(struct work_struct *work);
void key_rate_limit(struct key_deferred *k, unsigned long rl);
