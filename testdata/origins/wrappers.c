// Conversions inside the project's own wrappers, through generic
// parameters: _init_timer(t, dev, void *pfunc, void *cntx) storing
// t->function = pfunc and t->data = (unsigned long)cntx. The caller's
// function is compared with the field it lands in (at the caller's
// argument, a note at the conversion), and the context keeps its
// conversion. A callback that hands its context on to a helper that
// recovers it recovers it too. Clean twins: a function of the field's
// type, a helper given a context of its type.
// RUN: not %timercheck --no-cache %s -- -I%inputs/linux 2>&1 | grep -E '^[^ ]+:[0-9]+:[0-9]+: |finding' | %check %s
#include "legacy.h"

struct dev { int id; };
struct conn { int fd; };

static void _init_timer(struct timer_list *t, struct dev *dev, void *pfunc, void *cntx)
{
	(void)dev;
	init_timer(t);
	t->function = pfunc;
	t->data = (unsigned long)cntx;
}

static void conn_timeout(struct conn *c)
{
	c->fd = 0;
}

static void good_timeout(unsigned long data)
{
	struct conn *c = (struct conn *)data;

	c->fd = 1;
}

void arm(struct timer_list *t, struct dev *d, struct conn *c)
{
	_init_timer(t, d, conn_timeout, c);
	_init_timer(t, d, good_timeout, c);
}

static void helper(unsigned long data)
{
	struct conn *c = (struct conn *)data;

	c->fd = 3;
}

static void passes_on(unsigned long data)
{
	helper(data);
}

/* Through the wrapper with another type: the callback recovers a struct conn *. */
void arm3(struct timer_list *t, struct dev *d)
{
	_init_timer(t, d, good_timeout, d);
}

void arm2(struct timer_list *t, struct dev *d, struct conn *c)
{
	setup_timer(t, passes_on, (unsigned long)d);
	setup_timer(t, passes_on, (unsigned long)c);
}
// CHECK: wrappers.c:20:12: warning: pointer of type 'void *' passed through integer type 'unsigned long' as the context of callback 'conn_timeout' registered with 'timer_list.function' [migration-integer-context]
// CHECK: wrappers.c:19:16: note: a typed API keeps the pointer's type: use timer_setup() and from_timer()
// CHECK: wrappers.c:30:19: error: callback 'good_timeout' recovers its context as 'struct conn *', but it is registered with 'struct dev *' [context-type-confusion]
// CHECK: wrappers.c:56:34: note: 'good_timeout' registered here with a context of type 'struct dev *'
// CHECK: wrappers.c:19:16: note: '_init_timer' stores its callback into 'timer_list.function' here
// CHECK: wrappers.c:37:20: error: function 'conn_timeout' of type 'void (struct conn *)', passed as parameter 3 of '_init_timer', converted implicitly to incompatible type 'void (*)(unsigned long)': parameter 1 is 'struct conn *', the conversion passes 'unsigned long' [callback-cast-pointer-integer]
// CHECK: wrappers.c:19:16: note: '_init_timer' converts it to 'void (*)(unsigned long)' here
// CHECK: wrappers.c:23:13: note: 'conn_timeout' declared here
// CHECK: wrappers.c:43:19: error: callback 'passes_on' recovers its context as 'struct conn *', but it is registered with 'struct dev *' [context-type-confusion]
// CHECK: wrappers.c:50:9: note: 'passes_on' passes its parameter on to 'helper' here
// CHECK: wrappers.c:61:28: note: 'passes_on' registered here with a context of type 'struct dev *'
// CHECK: wrappers.c:61:28: warning: pointer of type 'struct dev *' passed through integer type 'unsigned long' as the context of callback 'passes_on' registered with 'timer_list.function' [migration-integer-context]
// CHECK: wrappers.c:61:17: note: a typed API keeps the pointer's type: use timer_setup() and from_timer()
// CHECK: wrappers.c:62:28: warning: pointer of type 'struct conn *' passed through integer type 'unsigned long' as the context of callback 'passes_on' registered with 'timer_list.function' [migration-integer-context]
// CHECK: wrappers.c:62:17: note: a typed API keeps the pointer's type: use timer_setup() and from_timer()
// CHECK: 6 findings in
