#include "glib.h"

struct conn { int fd; };

static gboolean conn_tick(struct conn *c)
{
	return c->fd > 0;
}

/* A GLib wrapper fixing a typed callback, cast to GSourceFunc; the context is the caller's. */
guint conn_watch(void *arg)
{
	return g_timeout_add(10, (GSourceFunc)conn_tick, arg);
}
