// A NOLINT name in timercheck's namespace (callback-, context-, container-,
// migration-, timercheck-) or within two edits of a rule id is reported
// when it names no rule: a typo would otherwise silently hide nothing.
// RUN: not %timercheck %s -- | %check %s

int b; // NOLINT(calback-cast-arity)
// CHECK: misspelt-names.c:[[@LINE-1]]:11: warning: suppression names unknown rule 'calback-cast-arity' (see --list-rules) [timercheck-unknown-suppression]
int c; // NOLINT(clang-diagnostic-eror)
// CHECK: misspelt-names.c:[[@LINE-1]]:11: warning: suppression names unknown rule 'clang-diagnostic-eror' (see --list-rules) [timercheck-unknown-suppression]
int d; // NOLINT(migration-*)
int e; // NOLINT(container-nosuch)
// CHECK: misspelt-names.c:[[@LINE-1]]:11: warning: suppression names unknown rule 'container-nosuch' (see --list-rules) [timercheck-unknown-suppression]
// Close to no rule and outside the namespace: another tool's.
int f; // NOLINT(readability-callback-cast)
