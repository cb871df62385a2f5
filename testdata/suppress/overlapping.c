// Regions that overlap, cross and nest, and findings of different rules on
// one line: the suppression pass decides each finding with a sweep over the
// file's lines (report/suppress.c, decide_file), which must give what
// testing every marker against every finding gives.
// RUN: not %timercheck %s -- | %check %s

typedef void (*timer_fn)(unsigned long);
struct conn;
void on_conn(struct conn *c);
void no_args(void);

// Crossing: BEGIN(a) BEGIN(b) END(a) END(b).
// NOLINTBEGIN(callback-cast-arity)
timer_fn a1 = (timer_fn)no_args;
// NOLINTBEGIN(callback-cast-pointer-integer)
timer_fn a2 = (timer_fn)no_args;
timer_fn a3 = (timer_fn)on_conn;
// NOLINTEND(callback-cast-arity)
timer_fn a4 = (timer_fn)no_args;
// CHECK: overlapping.c:[[@LINE-1]]:15: warning: {{.*}}[callback-cast-arity]
// CHECK: note: 'no_args' declared here
timer_fn a5 = (timer_fn)on_conn;
// NOLINTEND(callback-cast-pointer-integer)
timer_fn a6 = (timer_fn)on_conn;
// CHECK: overlapping.c:[[@LINE-1]]:15: error: {{.*}}[callback-cast-pointer-integer]
// CHECK: note: 'on_conn' declared here

// Nested with the same list: the inner END closes the inner BEGIN.
// NOLINTBEGIN(callback-cast-*)
// NOLINTBEGIN(callback-cast-*)
timer_fn b1 = (timer_fn)on_conn;
// NOLINTEND(callback-cast-*)
timer_fn b2 = (timer_fn)no_args;
// NOLINTEND(callback-cast-*)
timer_fn b3 = (timer_fn)no_args;
// CHECK: overlapping.c:[[@LINE-1]]:15: warning: {{.*}}[callback-cast-arity]
// CHECK: note: 'no_args' declared here

// Two rules on one line, one of them named.
timer_fn c1 = (timer_fn)on_conn, c2 = (timer_fn)no_args; // NOLINT(callback-cast-arity)
// CHECK: overlapping.c:[[@LINE-1]]:15: error: {{.*}}[callback-cast-pointer-integer]
// CHECK: note: 'on_conn' declared here
// Two markers for one line, each naming one rule.
// NOLINTNEXTLINE(callback-cast-arity)
timer_fn d1 = (timer_fn)on_conn, d2 = (timer_fn)no_args; // NOLINT(callback-cast-pointer-integer)
// A marker for the line before does not reach this one.
timer_fn e1 = (timer_fn)on_conn; // NOLINT
timer_fn e2 = (timer_fn)on_conn;
// CHECK: overlapping.c:[[@LINE-1]]:15: error: {{.*}}[callback-cast-pointer-integer]
// CHECK: note: 'on_conn' declared here
