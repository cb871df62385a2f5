// --fix applies the fix-its of the findings shown, reports each file it
// changed on stderr and exits as if the findings were only reported (1:
// they were found); the edited file is what the fix-its say.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/apply.c && cd %t
// RUN: not %timercheck --no-cache --fix apply.c -- > %t/out 2> %t/err
// RUN: FileCheck %s --check-prefix=ERR < %t/err
// RUN: %check %s < %t/out
// RUN: FileCheck %s --check-prefix=FIXED --match-full-lines --strict-whitespace < %t/apply.c
// ERR: timercheck: fixed 4 edits in apply.c
// ERR-NOT: not fixing
// A second run has nothing left to fix: the file stays as it is.
// RUN: cp %t/apply.c %t/once.c
// RUN: %timercheck --no-cache --fix apply.c -- 2>&1 | FileCheck %s --check-prefix=AGAIN --allow-empty
// RUN: cmp %t/apply.c %t/once.c
// AGAIN-NOT: fixed
struct timer_list { void (*function)(unsigned long); };
typedef void (*two_fn)(void *, int);

static void tick0(void)
{
}
// FIXED:static void tick0(unsigned long unused1)
// FIXED-NEXT:{
// FIXED-NEXT:	(void)unused1;
// FIXED-NEXT:}

static void one(void *p)
{
	  (void)p;
}
// FIXED:static void one(void *p, int unused1)
// FIXED-NEXT:{
// FIXED-NEXT:	  (void)unused1;
// FIXED-NEXT:	  (void)p;
// FIXED-NEXT:}

void arm(struct timer_list *t, two_fn *slot)
{
	t->function = (void (*)(unsigned long))tick0;
	// CHECK: apply.c:[[@LINE-1]]:16: warning: function 'tick0'{{.*}}[callback-cast-arity]
	// CHECK: note: 'tick0' declared here
	*slot = (two_fn)one;
	// CHECK: apply.c:[[@LINE-1]]:10: warning: function 'one'{{.*}}[callback-cast-arity]
	// CHECK: note: 'one' declared here
}
