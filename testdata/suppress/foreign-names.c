// NOLINT comments written for clang-tidy name checks timercheck does not
// have (readability-*, bugprone-*, clang-analyzer-*, clang-diagnostic-*):
// they are ignored, as clang-tidy ignores names it does not know, so they
// neither fail the run nor hide timercheck's findings (misspelt-names.c has
// the names that are reported).
// RUN: %timercheck %s -- -DCLEAN | %check %s --check-prefix=CLEAN --allow-empty
// RUN: not %timercheck %s -- | %check %s
// CLEAN-NOT: {{.}}

typedef void (*timer_fn)(unsigned long);
struct conn;
void on_conn(struct conn *c);

int width = 80; // NOLINT(readability-magic-numbers)
// NOLINTNEXTLINE(bugprone-macro-parentheses, clang-analyzer-core.NullDereference)
#define TWICE(x) x + x
int unused_ok; // NOLINT(clang-diagnostic-unused-variable, cppcoreguidelines-*)
// NOLINTBEGIN(bugprone-*)
int in_block;
// NOLINTEND(bugprone-*)

#ifndef CLEAN
// A foreign name suppresses nothing of timercheck's.
timer_fn a = (timer_fn)on_conn; // NOLINT(bugprone-casting-through-void)
// CHECK: foreign-names.c:[[@LINE-1]]:14: error: {{.*}}[callback-cast-pointer-integer]
// CHECK: note: 'on_conn' declared here
#endif
