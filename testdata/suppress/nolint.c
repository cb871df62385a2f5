// Suppression comments, with clang-tidy's meaning: the bare marker suppresses
// every rule on its line, a (glob, ...) list only the named ones; the
// NEXTLINE form acts on the next line, BEGIN and END on a block. A glob in
// timercheck's namespace that names no rule is itself reported, where it is
// written (other tools' names are ignored: see foreign-names.c). (This comment
// spells no marker: the scan reads every line, comments included.)
// RUN: not %timercheck %s -- | %check %s

typedef void (*timer_fn)(unsigned long);
struct conn;
void on_conn(struct conn *c);
void no_args(void);

timer_fn a = (timer_fn)on_conn; // NOLINT
timer_fn b = (timer_fn)on_conn; // NOLINT(callback-cast-pointer-integer)
timer_fn c = (timer_fn)on_conn; // NOLINT(callback-cast-*)
timer_fn d = (timer_fn)on_conn; /* NOLINT(callback-cast-arity, callback-cast-pointer-integer) */
// A NOLINT for another rule does not hide this one.
timer_fn e = (timer_fn)on_conn; // NOLINT(callback-cast-arity)
// CHECK: nolint.c:[[@LINE-1]]:14: error: {{.*}}[callback-cast-pointer-integer]
// CHECK: note: 'on_conn' declared here

// NOLINTNEXTLINE(callback-cast-pointer-integer)
timer_fn f = (timer_fn)on_conn;
// NOLINTNEXTLINE
timer_fn g = (timer_fn)on_conn;
// NOLINTNEXTLINE(callback-cast-arity)
timer_fn h = (timer_fn)on_conn;
// CHECK: nolint.c:[[@LINE-1]]:14: error: {{.*}}[callback-cast-pointer-integer]
// CHECK: note: 'on_conn' declared here

// NOLINTBEGIN(callback-cast-*)
timer_fn i = (timer_fn)on_conn;
timer_fn j = (timer_fn)no_args;
// NOLINTEND(callback-cast-*)
timer_fn k = (timer_fn)no_args;
// CHECK: nolint.c:[[@LINE-1]]:14: warning: {{.*}}[callback-cast-arity]
// CHECK: note: 'no_args' declared here

// Unknown names are reported at the comment (and suppress nothing).
timer_fn l = (timer_fn)no_args; // NOLINT(callback-cats-arity)
// CHECK: nolint.c:[[@LINE-1]]:14: warning: {{.*}}[callback-cast-arity]
// CHECK: note: 'no_args' declared here
// CHECK: nolint.c:[[@LINE-3]]:36: warning: suppression names unknown rule 'callback-cats-arity' (see --list-rules) [timercheck-unknown-suppression]
int m; // NOLINT(context-nosuch-*, callback-cast-arity)
// CHECK: nolint.c:[[@LINE-1]]:11: warning: suppression names unknown rule 'context-nosuch-*' (see --list-rules) [timercheck-unknown-suppression]

// Words that merely contain the marker are not markers.
int NOLINTED_value; // XNOLINT(bogus)
