#include "kernel.h"
struct hdr_dev {
	int id;
	struct timer_list timer;
	struct timer_list other;
};
void hdr_timeout(struct timer_list *t);
static inline void hdr_init(struct hdr_dev *d)
{
	timer_setup(&d->timer, hdr_timeout, 0);
}
