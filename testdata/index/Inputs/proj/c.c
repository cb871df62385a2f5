/* A file with nothing to say, for file lists. */
#include "dev.h"

int dev_count(const struct dev *d)
{
	return d->id;
}
