/* Clean (shard 2 of 2: index 3). */
#include "dev.h"

static struct dev the_dev;

int main(void)
{
	dev_start(&the_dev);
	return 0;
}
