// --fix applies only the fixes of the findings shown: a rule turned off with
// --checks, a finding under NOLINT, one in the baseline or off the --diff
// lines is not fixed.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/f.c && cd %t
// RUN: %timercheck --no-cache --checks=-callback-cast-arity --fix f.c -- 2>&1 | FileCheck %s --allow-empty --check-prefix=OFF
// OFF-NOT: timercheck:
// RUN: cmp %s f.c

// NOLINT keeps tick1 as it is; tick0 is fixed.
// RUN: not %timercheck --no-cache --fix f.c -- 2> err | %check %s
// RUN: FileCheck %s --check-prefix=ONE --input-file=err
// ONE: timercheck: fixed 2 edits in f.c
// RUN: grep -c 'static void tick0(unsigned long unused1)' f.c
// RUN: grep -c 'static void tick1(void)' f.c

// A baseline holding tick0's finding: nothing left to fix.
// RUN: cp %s g.c
// RUN: %timercheck --no-cache --write-baseline=base.json g.c -- 2>/dev/null
// RUN: %timercheck --no-cache --baseline=base.json --fix g.c -- 2>&1 | FileCheck %s --allow-empty --check-prefix=OFF
// RUN: cmp %s g.c
struct timer_list { void (*function)(unsigned long); };

static void tick0(void)
{
}

static void tick1(void)
{
}

void arm(struct timer_list *t)
{
	t->function = (void (*)(unsigned long))tick0;
	// CHECK: f.c:[[@LINE-1]]:16: warning: function 'tick0'{{.*}}[callback-cast-arity]
	// CHECK: note: 'tick0' declared here
	t->function = (void (*)(unsigned long))tick1; // NOLINT(callback-cast-arity)
}
