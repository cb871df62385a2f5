/* A legacy driver port: timers held by value and through pointers. */
#include <linux/timer.h>

struct chan {
	unsigned long drops;
	struct timer_list t;
};

struct board {
	int rx_count, tx_count, kicks;
	struct timer_list rx;
	struct timer_list tx;
	struct timer_list kick;
	struct chan ch[2];
};

static void rx_timeout(unsigned long data)
{
	struct board *b = (struct board *)data;

	b->rx_count++;
	mod_timer(&b->rx, 10);
}

static void tx_timeout(unsigned long data)
{
	struct board *b = (struct board *)data;

	b->tx_count++;
}

static void board_kick(unsigned long data)
{
	struct board *b = (struct board *)data;

	b->kicks++;
}

static void chan_drop(unsigned long data)
{
	struct chan *c = (struct chan *)data;

	c->drops++;
}

static struct board spare;

void board_start(struct board *p, int i)
{
	struct board b;
	struct board *x = p;

	setup_timer(&b.rx, rx_timeout, (unsigned long)&b);
	setup_timer(&p->tx, tx_timeout, (unsigned long)p);
	init_timer(&x->kick);
	x->kick.function = board_kick;
	x->kick.data = (unsigned long)x;
	setup_timer(&spare.kick, board_kick, (unsigned long)&spare);
	init_timer(&spare.tx);
	spare.tx.data = (unsigned long)&spare;
	spare.tx.function = tx_timeout;
	setup_timer(&p->ch[i].t, chan_drop, (unsigned long)&p->ch[i]);
	add_timer(&b.rx);
	del_timer(&b.rx);
}
