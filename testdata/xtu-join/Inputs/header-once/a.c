#include "shared.h"
void hdr_timeout(struct timer_list *t)
{
	struct hdr_dev *d = from_timer(d, t, other);

	d->id++;
}
void a_init(struct hdr_dev *d)
{
	hdr_init(d);
}
