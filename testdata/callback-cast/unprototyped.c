// A function declared without a prototype, 'void f()', is compatible with a
// prototype whose parameters survive the default argument promotions and
// which is not variadic (C11 6.7.6.3p15). Otherwise: a warning, naming the
// parameter that promotion changes, or the arity for '...'.
// RUN: not %timercheck %s -- | %check %s

void knr();
void knr_ptr();

void (*ul_cb)(unsigned long);
void (*int_cb)(int, double);
void (*ptr_cb)(void *);
void (*short_cb)(short);
void (*float_cb)(int, float);
void (*char_cb)(char);
void (*var_cb)(int, ...);

void wire(void)
{
	/* Clean: unsigned long, int, double and pointers are left alone by promotion. */
	ul_cb = (void (*)(unsigned long))knr;
	int_cb = (void (*)(int, double))knr;
	ptr_cb = (void (*)(void *))knr_ptr;

	short_cb = (void (*)(short))knr;
	// CHECK: unprototyped.c:[[@LINE-1]]:13: warning: function 'knr' of type 'void ()' cast to incompatible type 'void (*)(short)': it has no prototype, so argument 1 arrives promoted to 'int', the cast passes 'short' [callback-cast-param-type]
	// CHECK: note: 'knr' declared here
	float_cb = (void (*)(int, float))knr;
	// CHECK: unprototyped.c:[[@LINE-1]]:13: warning: function 'knr' of type 'void ()' cast to incompatible type 'void (*)(int, float)': it has no prototype, so argument 2 arrives promoted to 'double', the cast passes 'float' [callback-cast-param-type]
	// CHECK: note: 'knr' declared here
	char_cb = (void (*)(char))knr;
	// CHECK: unprototyped.c:[[@LINE-1]]:12: warning: {{.*}}'knr'{{.*}}[callback-cast-param-type]
	// CHECK: note: 'knr' declared here
	var_cb = (void (*)(int, ...))knr;
	// CHECK: unprototyped.c:[[@LINE-1]]:11: warning: function 'knr' of type 'void ()' cast to incompatible type 'void (*)(int, ...)': it takes unspecified parameters, the cast passes 1 parameter and '...' [callback-cast-arity]
	// CHECK: note: 'knr' declared here
}
