#include "shared_cb.h"

void tu_one(void)
{
	shared_init();
}
