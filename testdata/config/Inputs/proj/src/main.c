#include "api.h"
#include "hidden.h"
timer_fn a = (timer_fn)no_args;
timer_fn b = (timer_fn)ret_int;
/* The headers' static functions are walked where the TU uses them. */
void use_headers(void) { hdr_arm(); hidden_arm(); }
