// A callback that takes its own object ('struct port', inferred: its
// member 'config' takes a 'struct port *') and recovers another object
// from a pointer stored in one of the port's fields: container_of() of
// 'p->dev' says where 'p->dev' points, nothing about where the port is
// embedded, so it is no container mismatch. Recovering the port's own
// container wrongly is still one.
// RUN: not %timercheck --no-cache --api none %s -- | %check %s
#include <stddef.h>

#define container_of(ptr, type, member) \
	((type *)((char *)(ptr) - offsetof(type, member)))

struct device { int id; };
struct board { int irq; struct device dev; };

struct port {
	struct device *dev;
	int (*config)(struct port *p, int mode);
};

struct serial { int line; struct port port; };
struct other { long flags; struct port port; };

static int board_config(struct port *p, int mode)
{
	struct board *b = container_of(p->dev, struct board, dev);

	return b->irq + mode;
}

static int wrong_config(struct port *p, int mode)
{
	struct other *o = container_of(p, struct other, port);
	// CHECK: container-through-field.c:[[@LINE-1]]:20: error: callback 'wrong_config' recovers 'struct other' member 'port' from its parameter, but it is registered with a different container or member [container-mismatch]
	// CHECK: container-through-field.c:[[@LINE+10]]:19: note: 'wrong_config' registered here for 'struct serial' member 'port'

	return (int)o->flags + mode;
}

void serial_setup(struct serial *s, struct serial *t, struct device *d)
{
	s->port.dev = d;
	s->port.config = board_config;
	t->port.dev = d;
	t->port.config = wrong_config;
}
