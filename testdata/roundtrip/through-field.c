// A context that travels through a struct field (priv->data) is followed to
// what the program stores there, when every store into that field stores a
// pointer of one type; otherwise it stays unknown and is never reported.
// RUN: not %timercheck %s -- -I%inputs/linux | %check %s
#include "legacy.h"

struct dev { int id; };
struct other { long y; };
struct priv {
	unsigned long data;
	unsigned long cookie;
	struct tasklet_struct bh;
	struct tasklet_struct bh2;
};

static void priv_bh(unsigned long d)
{
	struct other *o = (struct other *)d;
	// CHECK: through-field.c:[[@LINE-1]]:20: error: callback 'priv_bh' recovers its context as 'struct other *', but it is registered with 'struct dev *' [context-type-confusion]
	// CHECK: through-field.c:37:35: note: 'priv_bh' registered here with a context of type 'struct dev *'
	// CHECK: through-field.c:36:12: note: stored into field 'priv.data' here as 'unsigned long'

	o->y = 0;
}

/* 'cookie' receives two different pointer types: unknown, not reported. */
static void cookie_bh(unsigned long d)
{
	struct other *o = (struct other *)d;

	o->y = 1;
}

void priv_init(struct priv *p, struct dev *dv, struct other *ot)
{
	p->data = (unsigned long)dv;
	tasklet_init(&p->bh, priv_bh, p->data);
	// CHECK: through-field.c:[[@LINE-1]]:35: warning: pointer of type 'struct dev *' passed through integer type 'unsigned long' as the context of callback 'priv_bh' registered with 'tasklet_init' [migration-integer-context]
	// CHECK: through-field.c:[[@LINE-3]]:12: note: stored into field 'priv.data' here as 'unsigned long'
	// CHECK: note: a typed API keeps the pointer's type
	p->cookie = (unsigned long)dv;
	p->cookie = (unsigned long)ot;
	tasklet_init(&p->bh2, cookie_bh, p->cookie);
}
