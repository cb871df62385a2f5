// Casts are examined where code runs or data is initialised, and not inside
// a type declared at file scope (an array bound, a bit-field width, an
// enumerator value): such a cast is never executed, and skipping those
// declarations halves the walk. A struct, enum or typedef declared inside a
// function is still walked.
// RUN: not %timercheck %s -- | %check %s

struct conn { int fd; };
typedef void (*cb_t)(unsigned long);
void on_conn(struct conn *c);

typedef char bound_t[sizeof((cb_t)on_conn)];
struct widths { unsigned w : sizeof((cb_t)on_conn); };
enum sizes { CB_SIZE = sizeof((cb_t)on_conn) };
void proto(char (*a)[sizeof((cb_t)on_conn)]);

cb_t global = (cb_t)on_conn;
// CHECK: file-scope-types.c:[[@LINE-1]]:15: error: function 'on_conn'{{.*}}[callback-cast-pointer-integer]
// CHECK: note: 'on_conn' declared here

void use(void)
{
	typedef char local_t[sizeof((cb_t)on_conn)];
	// CHECK: file-scope-types.c:[[@LINE-1]]:30: error: function 'on_conn'{{.*}}[callback-cast-pointer-integer]
	// CHECK: note: 'on_conn' declared here
	local_t x;
	(void)x;
}
