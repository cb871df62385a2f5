/* A parameter-type cast (warning). */
#include "common.h"
#include "only_b.h"
long on_b(long v);
count_fn b_cb = (count_fn)on_b;
