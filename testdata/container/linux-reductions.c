// Reduced from Linux 6.1 (docs/realworld/linux-6.1.md): recoveries that are
// correct and were once reported as container-mismatch. Each pattern is
// written here from scratch in the shape the kernel uses.
// RUN: not %timercheck --coverage %s -- -I%inputs/linux 2>%t.cov | %check %s
// RUN: FileCheck %s --check-prefix=COV < %t.cov
#include "kernel.h"

/* 1. An element of an array member: &hw->ch[0].ftimer, recovered as the element's type. */
struct channel { int n; struct timer_list ftimer; };
struct hw { long id; struct channel ch[2]; };

static void ftimer_cb(struct timer_list *t)
{
	struct channel *ch = from_timer(ch, t, ftimer);

	ch->n++;
}

void hw_init(struct hw *hw)
{
	timer_setup(&hw->ch[0].ftimer, ftimer_cb, 0);
	timer_setup(&hw->ch[1].ftimer, ftimer_cb, 0);
}

/* 2. An element of an array variable: &consoles[i].sak_work. */
struct console { int num; struct work_struct sak_work; };
static struct console consoles[8];

static void sak_cb(struct work_struct *w)
{
	struct console *c = container_of(w, struct console, sak_work);

	c->num = 0;
}

void consoles_init(int i)
{
	INIT_WORK(&consoles[i].sak_work, sak_cb);
}

/* 3. Registered through a pointer to an inner struct, recovered as the outer one. */
struct bufhead { int head; struct work_struct work; };
struct port { int open; struct bufhead buf; };

static void flush_cb(struct work_struct *w)
{
	struct port *p = container_of(w, struct port, buf.work);

	p->open = 1;
}

void buf_init(struct bufhead *buf)
{
	INIT_WORK(&buf->work, flush_cb);
}

/* 4. A callback registered through a cast gets another parameter type than the
 * API passes: the cast is reported; its recovery is not compared. */
struct txinfo { int id; struct delayed_work cleanup; };

static void tx_cleanup(struct delayed_work *dw)
{
	struct txinfo *tx = container_of(dw, struct txinfo, cleanup);

	tx->id = 0;
}

void tx_init(struct txinfo *tx)
{
	INIT_DELAYED_WORK(&tx->cleanup, (work_func_t)tx_cleanup);
	// CHECK: linux-reductions.c:[[@LINE-1]]:34: error: function 'tx_cleanup' of type 'void (struct delayed_work *)' cast to incompatible type 'work_func_t': parameter 1 is 'struct delayed_work *', the cast passes 'struct work_struct *' [callback-cast-pointee]
	// CHECK: linux-reductions.c:[[@LINE-2]]:34: note: called here through 'work_func_t' with 'struct work_struct *' by 'work_struct.func': kCFI traps the call
	// CHECK: note: 'tx_cleanup' declared here
}

// The cast of tx_cleanup is reported (callback-cast-pointee): its
// registration counts as reported, not unknown. The unknown timer is the
// delayed work's, whose callback is the kernel's.
// COV: {{^}}init_timer_key {{ *}}3 {{ *}}2 {{ *}}0 {{ *}}1 {{ *}}pack linux{{$}}
// COV: {{^}}work_struct.func {{ *}}3 {{ *}}2 {{ *}}1 {{ *}}0 {{ *}}pack linux{{$}}
