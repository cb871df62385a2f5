#include "slots.h"

static void bad_handler(struct conn *c, long events) { (void)c; (void)events; }
static void good_handler(struct conn *c, int events) { (void)c; (void)events; }
static void bad_probe(struct conn *c) { (void)c; }
static void saved_fn(struct conn *c) { (void)c; }
static void on_read(struct conn *c, int n) { (void)c; (void)n; }
static void on_close(struct conn *c) { (void)c; }

void setup(struct driver *bad, struct good_driver *good, struct event *e1, struct event *e2)
{
	bad->handler = (void *)bad_handler;
	bad->generic = (void (*)(void))bad_probe;
	good->handler = (void *)good_handler;
	saved_callback = (void *)saved_fn;
	/* A tagged slot: each kind is converted to its own type. */
	e1->kind = 1;
	e1->fn = (void *)on_read;
	e2->kind = 2;
	e2->fn = (void *)on_close;
}
