// Under --profile=cfi every incompatible conversion of a function is an
// error, whether written, implicit (through void *, or with no cast) or a
// function read back from a generic slot: CFI traps the call through it.
// The default profile keeps each rule's own severity. Conversions to the
// function's own type (the clean twins) stay silent in both.
// RUN: not %timercheck --no-cache --profile=cfi %s -- 2>&1 | grep -v '^\s' | %check --check-prefix=CFI %s
// RUN: not %timercheck --no-cache %s -- 2>&1 | grep -v '^\s' | %check --check-prefix=DEF %s

struct conn { int fd; };
static void conn_timeout(struct conn *c) { c->fd = 0; }
struct ops { void (*fire)(unsigned long); void (*hook)(void *); void (*own)(struct conn *); };
void *saved;

void wire(struct ops *o)
{
	o->fire = (void *)conn_timeout;
	// CFI: cfi-implicit.c:[[@LINE-1]]:12: error: function 'conn_timeout' of type 'void (struct conn *)' converted implicitly to incompatible type 'void (*)(unsigned long)'{{.*}}[callback-cast-pointer-integer]
	// CFI: note: its type is erased here: cast to 'void *'
	// CFI: note: 'conn_timeout' declared here
	// DEF: cfi-implicit.c:[[@LINE-4]]:12: error: {{.*}}[callback-cast-pointer-integer]
	// DEF: note: its type is erased here: cast to 'void *'
	// DEF: note: 'conn_timeout' declared here
	o->hook = conn_timeout;
	// CFI: cfi-implicit.c:[[@LINE-1]]:12: error: function 'conn_timeout' of type 'void (struct conn *)' converted implicitly to incompatible type 'void (*)(void *)'{{.*}}[callback-cast-pointee]
	// CFI: note: 'conn_timeout' declared here
	// DEF: cfi-implicit.c:[[@LINE-3]]:12: warning: {{.*}}[callback-cast-pointee]
	// DEF: note: 'conn_timeout' declared here
	o->own = (void *)conn_timeout;
	saved = (void *)conn_timeout;
	o->hook = saved;
	// CFI: cfi-implicit.c:[[@LINE-1]]:12: error: function 'conn_timeout' of type 'void (struct conn *)', stored in global 'saved', converted implicitly to incompatible type 'void (*)(void *)'{{.*}}[callback-cast-pointee]
	// CFI: note: 'conn_timeout' stored into global 'saved' here
	// CFI: note: 'conn_timeout' declared here
	// DEF: cfi-implicit.c:[[@LINE-4]]:12: warning: {{.*}}stored in global 'saved'{{.*}}[callback-cast-pointee]
	// DEF: note: 'conn_timeout' stored into global 'saved' here
	// DEF: note: 'conn_timeout' declared here
	o->own = saved;
	// CFI: 3 findings in 1 file
	// DEF: 3 findings in 1 file
}
