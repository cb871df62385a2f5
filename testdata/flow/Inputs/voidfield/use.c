#include "api.h"
static void conn_cb(void *p) { struct conn *c = p; c->fd = 0; }
static void mixed_cb(void *p) { struct conn *c = p; c->fd = 1; }
static void own_cb(void *p) { struct conn *c = p; c->fd = 2; }
void owner_start(struct owner *o)
{
	timer_arm(&o->t, conn_cb, o->ctx);
	timer_arm(&o->t, mixed_cb, o->mixed);
	timer_arm(&o->t, own_cb, o->own);
}
