// A table of erased handlers, each judged on its own: one handler of the
// type the table is called through does not silence another that is not.
// Clean twin: a tagged slot, each handler converted to its own type.
// RUN: not %timercheck --no-cache %s -- 2>&1 | grep -E '^[^ ]+:[0-9]+:[0-9]+: |finding' | %check %s
struct conn { int fd; };

static void on_open(unsigned long data)
{
	(void)data;
}

static void on_close(struct conn *c)
{
	c->fd = -1;
}

static void *handlers[] = { (void *)on_open, (void *)on_close };

void dispatch(int i, unsigned long data)
{
	((void (*)(unsigned long))handlers[i])(data);
}

struct event { int kind; void *fn; };

static void ev_num(unsigned long data)
{
	(void)data;
}

static void ev_conn(struct conn *c)
{
	c->fd = 0;
}

struct event events[] = { { 0, (void *)ev_num }, { 1, (void *)ev_conn } };

void fire(struct event *e, unsigned long data, struct conn *c)
{
	if (e->kind == 0)
		((void (*)(unsigned long))e->fn)(data);
	else
		((void (*)(struct conn *))e->fn)(c);
}
// CHECK: handler-table.c:21:3: error: function 'on_close' of type 'void (struct conn *)', stored in global 'handlers', cast to incompatible type 'void (*)(unsigned long)': parameter 1 is 'struct conn *', the cast passes 'unsigned long' [callback-cast-pointer-integer]
// CHECK: handler-table.c:17:46: note: 'on_close' stored into global 'handlers' here
// CHECK: handler-table.c:12:13: note: 'on_close' declared here
// CHECK: 1 finding in
