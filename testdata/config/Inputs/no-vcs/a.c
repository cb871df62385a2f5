#include "drv.h"
timer_fn use_hook(void) { return drv_hook; }
