#include "shared.h"
void b_init(struct hdr_dev *d)
{
	hdr_init(d);
}
