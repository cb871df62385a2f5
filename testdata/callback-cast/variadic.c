// Variadic functions: '...' on one side only is an arity mismatch; the fixed
// parameters are compared as usual; the same variadic type is clean.
// RUN: not %timercheck %s -- | %check %s

typedef void (*cb_t)(unsigned long);
int log_msg(const char *fmt, ...);
void on_data(unsigned long data);

void wire(void)
{
	cb_t a = (cb_t)log_msg;
	// CHECK: variadic.c:[[@LINE-1]]:11: error: function 'log_msg' of type 'int (const char *, ...)' cast to incompatible type 'cb_t': parameter 1 is 'const char *', the cast passes 'unsigned long' [callback-cast-pointer-integer]
	// CHECK: note: 'log_msg' declared here
	int (*b)(const char *) = (int (*)(const char *))log_msg;
	// CHECK: variadic.c:[[@LINE-1]]:27: warning: function 'log_msg' of type 'int (const char *, ...)' cast to incompatible type 'int (*)(const char *)': it takes 1 parameter and '...', the cast passes 1 parameter [callback-cast-arity]
	// CHECK: note: 'log_msg' declared here
	void (*c)(unsigned long, ...) = (void (*)(unsigned long, ...))on_data;
	// CHECK: variadic.c:[[@LINE-1]]:34: warning: function 'on_data' of type 'void (unsigned long)' cast to incompatible type 'void (*)(unsigned long, ...)': it takes 1 parameter, the cast passes 1 parameter and '...' [callback-cast-arity]
	// CHECK: note: 'on_data' declared here
	int (*d)(char *, ...) = (int (*)(char *, ...))log_msg;
	// CHECK: variadic.c:[[@LINE-1]]:26: warning: {{.*}}parameter 1 is 'const char *', the cast passes 'char *' [callback-cast-pointee]
	// CHECK: note: 'log_msg' declared here

	/* Clean. */
	int (*e)(const char *, ...) = (int (*)(const char *, ...))log_msg;
	(void)a; (void)b; (void)c; (void)d; (void)e;
}
