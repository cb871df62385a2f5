/* A pointer-integer cast (error). */
#include "common.h"
void on_a(struct conn *c);
tick_fn a_cb = (tick_fn)on_a;
