// The clean twin of linux-tasklet-union.c: tasklets whose callback, in
// tasklet_struct's anonymous union, is stored by assignment and by nested
// designated initialisers, each recovering the container it is embedded in.
// RUN: %timercheck --no-cache --api linux %s -- -I%inputs/linux 2>&1 | %check --allow-empty %s
#include "kernel.h"

struct port {
	long id;
	struct tasklet_struct rx;
	struct tasklet_struct tx;
};
struct board {
	int n;
	struct port ports[1];
	struct port main;
};

static void port_rx(struct tasklet_struct *t)
{
	struct port *p = from_tasklet(p, t, rx);

	p->id++;
}

static void port_tx(struct tasklet_struct *t)
{
	struct port *p = from_tasklet(p, t, tx);

	p->id--;
}

void port_init(struct port *p)
{
	p->rx.callback = port_rx;
	p->rx.use_callback = 1;
	p->tx.callback = port_tx;
	p->tx.use_callback = 1;
}

struct port the_port = {
	.rx = { .callback = port_rx, .use_callback = 1 },
	.tx = { .use_callback = 1, .callback = port_tx },
};

/* Two levels down: the tasklet is still a 'struct port' member. */
struct board the_board = {
	.main = { .rx = { .callback = port_rx }, .tx = { .callback = port_tx } },
};

/* A nested designator (.p.tx) is not followed: never taken for the first field, p. */
struct pair {
	struct port p;
	struct tasklet_struct spare;
};
struct pair the_pair = { .p.tx = { .callback = port_tx } };
