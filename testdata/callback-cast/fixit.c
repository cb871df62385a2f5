// Mechanical fix-its (clang's -fdiagnostics-parseable-fixits format), only
// where the fix compiles: an arity mismatch adds the parameters a static
// function lacks, named unusedN, with "(void)unusedN;" as its first
// statement; a parameter of another type is declared with the slot's type
// and recovered under its old name, and the cast goes (a static function
// named only in the cast), or the cast names an adapter of the slot's type
// (a function with a prototype elsewhere; testdata/migrate/cast-fix.c).
// No arity fix when the function has a prototype elsewhere, is not
// static, is called directly or used in any other way than these casts, or
// is written by a macro. testdata/fix/verify-fixit.test applies them and
// compiles the result.
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
	// CHECK: fix-it:"{{.*}}fixit.c":{17:21-17:35}:"unsigned long c_arg"
	// CHECK: fix-it:"{{.*}}fixit.c":{18:2-18:2}:"\n\tstruct conn *c = (struct conn *)c_arg;"
	// CHECK: fix-it:"{{.*}}fixit.c":{[[@LINE-5]]:16-[[@LINE-5]]:41}:""
	t->function = (void (*)(unsigned long))proto;
	// CHECK: fixit.c:[[@LINE-1]]:16: error: function 'proto'{{.*}}[callback-cast-pointer-integer]
	// CHECK: note: 'proto' declared here
	// CHECK: fix-it:"{{.*}}fixit.c":{27:1-27:1}:"static void proto_as_slot(unsigned long arg1)\n{\n\tproto((struct conn *)arg1);\n}\n\n"
	// CHECK: fix-it:"{{.*}}fixit.c":{[[@LINE-4]]:16-[[@LINE-4]]:46}:"proto_as_slot"
}

static void tick0(void)
{
}

typedef void (*two_fn)(void *, int);
static void one(void *p)
{
	(void)p;
}

void tick_extern(void)
{
}

static void tick_called(void)
{
}

static void tick_kept(void)
{
}

#define DEFINE_TICK(name) static void name(void) { }
DEFINE_TICK(tick_macro)

void arm_arity(struct timer_list *t, two_fn *slot, void (**plain)(void))
{
	t->function = (void (*)(unsigned long))tick0;
	// CHECK: fixit.c:[[@LINE-1]]:16: warning: function 'tick0'{{.*}}[callback-cast-arity]
	// CHECK: note: 'tick0' declared here
	// CHECK: fix-it:"{{.*}}fixit.c":{42:19-42:23}:"unsigned long unused1"
	// CHECK-NEXT: fix-it:"{{.*}}fixit.c":{43:2-43:2}:"\n\t(void)unused1;"
	*slot = (two_fn)one;
	// CHECK: fixit.c:[[@LINE-1]]:10: warning: function 'one'{{.*}}[callback-cast-arity]
	// CHECK: note: 'one' declared here
	// CHECK: fix-it:"{{.*}}fixit.c":{47:24-47:24}:", int unused1"
	// CHECK-NEXT: fix-it:"{{.*}}fixit.c":{48:2-48:2}:"\n\t(void)unused1;"
	t->function = (void (*)(unsigned long))tick_extern;
	// CHECK: fixit.c:[[@LINE-1]]:16: warning: function 'tick_extern'{{.*}}[callback-cast-arity]
	// CHECK: note: 'tick_extern' declared here
	// CHECK-NOT: fix-it
	t->function = (void (*)(unsigned long))tick_called;
	// CHECK: fixit.c:[[@LINE-1]]:16: warning: function 'tick_called'{{.*}}[callback-cast-arity]
	// CHECK: note: 'tick_called' declared here
	// CHECK-NOT: fix-it
	tick_called();
	t->function = (void (*)(unsigned long))tick_kept;
	// CHECK: fixit.c:[[@LINE-1]]:16: warning: function 'tick_kept'{{.*}}[callback-cast-arity]
	// CHECK: note: 'tick_kept' declared here
	// CHECK-NOT: fix-it
	*plain = tick_kept;
	t->function = (void (*)(unsigned long))tick_macro;
	// CHECK: fixit.c:[[@LINE-1]]:16: warning: function 'tick_macro'{{.*}}[callback-cast-arity]
	// CHECK: note: 'tick_macro' declared here
	// CHECK-NOT: fix-it
}
