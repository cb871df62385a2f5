// A callback read from a slot that holds several functions may be any of
// them: registering it proves no container mismatch for one of them (the
// shape of io_uring/poll.c:548, `io_init_poll_iocb(poll, ..., first->wait.func)`,
// where the field holds every wait queue function of the kernel).
// RUN: %timercheck %s -- -I%inputs/linux 2>&1 | %check %s
// CHECK: no findings (1 file analysed)
#include "kernel.h"

struct a_dev { int n; struct tasklet_struct bh; };
struct b_dev { long m; struct tasklet_struct bh; };
struct poller { short k; struct tasklet_struct bh; };

static void a_bh(struct tasklet_struct *t)
{
	struct a_dev *a = from_tasklet(a, t, bh);

	a->n++;
}

static void b_bh(struct tasklet_struct *t)
{
	struct b_dev *b = from_tasklet(b, t, bh);

	b->m++;
}

void devs_init(struct a_dev *a, struct b_dev *b)
{
	a->bh.callback = a_bh;
	b->bh.callback = b_bh;
	tasklet_setup(&a->bh, a_bh);
	tasklet_setup(&b->bh, b_bh);
}

/* Arms the poller with whatever function the first tasklet holds. */
void poller_copy(struct poller *p, struct tasklet_struct *first)
{
	tasklet_setup(&p->bh, first->callback);
}
