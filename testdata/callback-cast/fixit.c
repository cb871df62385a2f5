// Parameter mismatches come with a mechanical fix-it: declare the parameter
// with the type the cast passes (clang's -fdiagnostics-parseable-fixits
// format). None when the function also has a prototype elsewhere, where
// changing the definition alone would not compile.
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
	// CHECK: fix-it:"{{.*}}fixit.c":{10:21-10:35}:"unsigned long c"
	t->function = (void (*)(unsigned long))proto;
	// CHECK: fixit.c:[[@LINE-1]]:16: error: function 'proto'{{.*}}[callback-cast-pointer-integer]
	// CHECK: note: 'proto' declared here
	// CHECK-NOT: fix-it
}
