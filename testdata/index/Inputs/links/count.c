/* Shares nothing with the wrappers: a per-file check of users.c never reads it. */
#include "conn.h"

int conn_count(const struct conn *c)
{
	return c->fd >= 0;
}
