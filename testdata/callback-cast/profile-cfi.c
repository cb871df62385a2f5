// --profile=cfi: Clang CFI (-fsanitize=cfi-icall) and the kernel's kCFI trap
// every call through a mismatched type, so every incompatible cast is an
// error, and pointee-only mismatches that a typed-setup macro checked with
// (void)(0 && (fn(p), 0)) are reported too. --profile=default is the default.
// RUN: not %timercheck %s -- | %check %s --check-prefix=DEF
// RUN: not %timercheck --profile=default %s -- | %check %s --check-prefix=DEF
// RUN: not %timercheck --profile=cfi %s -- | %check %s --check-prefix=CFI
// RUN: not %timercheck --profile cfi %s -- | %check %s --check-prefix=CFI

struct conn { int fd; };
void on_conn(struct conn *c);
void two_args(unsigned long a, int b);
void on_long(long v);
int on_int(unsigned long v);

void (*typed_cb)(void *);
void (*ul_cb)(unsigned long);

/* A typed setup: the compiler checks fn(p), then the cast drops the type. */
#define SETUP_TYPED(fn, p)                            \
	do {                                          \
		(void)(0 && ((fn)(p), 0));            \
		typed_cb = (void (*)(void *))(fn);    \
	} while (0)

void wire(struct conn *c)
{
	ul_cb = (void (*)(unsigned long))on_conn;
	// DEF: profile-cfi.c:[[@LINE-1]]:10: error: {{.*}}[callback-cast-pointer-integer]
	// DEF: note: 'on_conn' declared here
	// CFI: profile-cfi.c:[[@LINE-3]]:10: error: {{.*}}[callback-cast-pointer-integer]
	// CFI: note: 'on_conn' declared here
	ul_cb = (void (*)(unsigned long))two_args;
	// DEF: profile-cfi.c:[[@LINE-1]]:10: warning: {{.*}}[callback-cast-arity]
	// DEF: note: 'two_args' declared here
	// CFI: profile-cfi.c:[[@LINE-3]]:10: error: {{.*}}[callback-cast-arity]
	// CFI: note: 'two_args' declared here
	ul_cb = (void (*)(unsigned long))on_long;
	// DEF: profile-cfi.c:[[@LINE-1]]:10: warning: {{.*}}[callback-cast-param-type]
	// DEF: note: 'on_long' declared here
	// CFI: profile-cfi.c:[[@LINE-3]]:10: error: {{.*}}[callback-cast-param-type]
	// CFI: note: 'on_long' declared here
	ul_cb = (void (*)(unsigned long))on_int;
	// DEF: profile-cfi.c:[[@LINE-1]]:10: warning: {{.*}}[callback-cast-return]
	// DEF: note: 'on_int' declared here
	// CFI: profile-cfi.c:[[@LINE-3]]:10: error: {{.*}}[callback-cast-return]
	// CFI: note: 'on_int' declared here
	typed_cb = (void (*)(void *))on_conn;
	// DEF: profile-cfi.c:[[@LINE-1]]:13: warning: {{.*}}[callback-cast-pointee]
	// DEF: note: 'on_conn' declared here
	// CFI: profile-cfi.c:[[@LINE-3]]:13: error: {{.*}}[callback-cast-pointee]
	// CFI: note: 'on_conn' declared here

	/* Checked by the macro: safe on real ABIs, a trap under CFI. */
	SETUP_TYPED(on_conn, c);
	// CFI: profile-cfi.c:[[@LINE-1]]:2: error: function 'on_conn' of type 'void (struct conn *)' cast to incompatible type 'void (*)(void *)': parameter 1 is 'struct conn *', the cast passes 'void *' (the call is checked by the macro, but CFI traps it) [callback-cast-pointee]
	// CFI: profile-cfi.c:{{[0-9]+}}:{{[0-9]+}}: note: expanded from macro 'SETUP_TYPED'
	// CFI: note: 'on_conn' declared here
}
