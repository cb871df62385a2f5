#include "shared_cb.h"

void tu_two(void)
{
	shared_init();
}
