// A block opened and never closed is reported and suppresses nothing, as in
// clang-tidy; so is a block end that was never opened. Begin and end pair up
// by their rule lists. (The CHECK lines spell the markers with a regex break,
// NOLINT{{...}}, which the scan reads as a plain marker for its own line.)
// RUN: not %timercheck %s -- | %check %s

typedef void (*timer_fn)(unsigned long);
void no_args(void);

// NOLINTEND(callback-cast-arity)
// CHECK: unclosed.c:[[@LINE-1]]:4: warning: NOLINT{{END}}(callback-cast-arity) has no matching NOLINT{{BEGIN}} [timercheck-unmatched-suppression]

// NOLINTBEGIN(callback-cast-arity)
timer_fn a = (timer_fn)no_args;
// NOLINTEND(callback-cast-pointer-integer)
// CHECK: unclosed.c:[[@LINE-3]]:4: warning: NOLINT{{BEGIN}}(callback-cast-arity) is never closed with NOLINT{{END}}: it suppresses nothing [timercheck-unmatched-suppression]
// CHECK: unclosed.c:[[@LINE-3]]:14: warning: {{.*}}[callback-cast-arity]
// CHECK: note: 'no_args' declared here
// CHECK: unclosed.c:[[@LINE-4]]:4: warning: NOLINT{{END}}(callback-cast-pointer-integer) has no matching NOLINT{{BEGIN}} [timercheck-unmatched-suppression]

// A bare block covers every rule.
// NOLINTBEGIN
timer_fn b = (timer_fn)no_args;
// NOLINTEND
