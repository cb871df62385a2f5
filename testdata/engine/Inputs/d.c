/* An arity cast (warning). */
#include "common.h"
void on_d(void);
tick_fn d_cb = (tick_fn)on_d;
