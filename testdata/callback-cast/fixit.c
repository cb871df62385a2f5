// Mechanical fix-its (clang's -fdiagnostics-parseable-fixits format): a
// parameter mismatch declares the parameter with the type the cast passes;
// an arity mismatch adds the parameters the function lacks. None when the
// function also has a prototype elsewhere, where changing the definition
// alone would not compile.
// RUN: not %timercheck --parseable-fixits %s -- | %check %s
struct conn { int fd; };
struct timer_list { void (*function)(unsigned long); };
void proto(struct conn *c);

static void on_tick(struct conn *c)
{
	(void)c;
}

void proto(struct conn *c)
{
	(void)c;
}

void arm(struct timer_list *t)
{
	t->function = (void (*)(unsigned long))on_tick;
	// CHECK: fixit.c:[[@LINE-1]]:16: error: function 'on_tick'{{.*}}[callback-cast-pointer-integer]
	// CHECK: note: 'on_tick' declared here
	// CHECK: fix-it:"{{.*}}fixit.c":{11:21-11:35}:"unsigned long c"
	t->function = (void (*)(unsigned long))proto;
	// CHECK: fixit.c:[[@LINE-1]]:16: error: function 'proto'{{.*}}[callback-cast-pointer-integer]
	// CHECK: note: 'proto' declared here
	// CHECK-NOT: fix-it
}

static void tick0(void)
{
}

typedef void (*two_fn)(void *, int);
static void one(void *p)
{
	(void)p;
}

void arm_arity(struct timer_list *t, two_fn *slot)
{
	t->function = (void (*)(unsigned long))tick0;
	// CHECK: fixit.c:[[@LINE-1]]:16: warning: function 'tick0'{{.*}}[callback-cast-arity]
	// CHECK: note: 'tick0' declared here
	// CHECK: fix-it:"{{.*}}fixit.c":{33:19-33:23}:"unsigned long unused1"
	*slot = (two_fn)one;
	// CHECK: fixit.c:[[@LINE-1]]:10: warning: function 'one'{{.*}}[callback-cast-arity]
	// CHECK: note: 'one' declared here
	// CHECK: fix-it:"{{.*}}fixit.c":{38:24-38:24}:", int unused1"
}
