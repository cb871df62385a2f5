#include "arm.h"
/* on_conn takes a struct conn *, armed through the macro of arm.h. */
struct conn;
void on_conn(struct conn *c);
int t;
void start(void)
{
	ARM(&t, on_conn);
}
