#include "legacy.h"
struct conn { int fd; };
struct port { unsigned int id; unsigned long ctx; unsigned long owner; struct timer_list t; };
void arm_wrapped(struct timer_list *t, void *pfunc, void *cntx);
