#include "shared.h"
void c_init(struct hdr_dev *d)
{
	hdr_init(d);
}
