/* A finding of one file alone (shard 1 of 2: index 2). */
#include "kernel.h"

struct port {
	int n;
};

static void port_tick(struct port *p)
{
	p->n++;
}

void (*port_cb)(unsigned long) = (void (*)(unsigned long))port_tick;
