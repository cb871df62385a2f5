#include "api.h"
void owner_init(struct owner *o, struct sess *s, struct conn *c)
{
	o->ctx = s;
	o->mixed = s;
	o->mixed = c;
	o->own = c;
	owner_start(o);
}
