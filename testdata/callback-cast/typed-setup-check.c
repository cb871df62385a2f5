// The typed-setup idiom only excuses a pointee-only cast when the same macro
// expansion calls the same function: a check of another function, or a check
// in a separate macro use, does not count.
// RUN: not %timercheck %s -- | %check %s

struct conn { int fd; };
void on_conn(struct conn *c);
void other(struct conn *c);
void (*typed_cb)(void *);

#define SETUP(fn, p) do { (void)(0 && ((fn)(p), 0)); typed_cb = (void (*)(void *))(fn); } while (0)
#define SETUP_WRONG(fn, p) do { (void)(0 && (other(p), 0)); typed_cb = (void (*)(void *))(fn); } while (0)
#define CHECK_ONLY(fn, p) (void)(0 && ((fn)(p), 0))
#define CAST_ONLY(fn) (typed_cb = (void (*)(void *))(fn))

void wire(struct conn *c)
{
	SETUP(on_conn, c);
	SETUP_WRONG(on_conn, c);
	// CHECK: typed-setup-check.c:[[@LINE-1]]:2: warning: function 'on_conn'{{.*}}[callback-cast-pointee]
	// CHECK: typed-setup-check.c:{{[0-9]+}}:{{[0-9]+}}: note: expanded from macro 'SETUP_WRONG'
	// CHECK: note: 'on_conn' declared here
	CHECK_ONLY(on_conn, c); CAST_ONLY(on_conn);
	// CHECK: typed-setup-check.c:[[@LINE-1]]:26: warning: function 'on_conn'{{.*}}[callback-cast-pointee]
	// CHECK: typed-setup-check.c:{{[0-9]+}}:{{[0-9]+}}: note: expanded from macro 'CAST_ONLY'
	// CHECK: note: 'on_conn' declared here
}
