// Different parameter counts: a warning (gcc's -Wcast-function-type lets the
// void (*)(void) case through; CFI traps it).
// RUN: not %timercheck %s -- | %check %s

typedef void (*timer_fn)(unsigned long);
void no_args(void);
void two_args(void *a, int b);
int logf_(const char *fmt, ...);
void knr();

timer_fn fns[] = {
	(timer_fn)no_args,
	// CHECK: arity.c:[[@LINE-1]]:2: warning: function 'no_args' of type 'void (void)' cast to incompatible type 'timer_fn': it takes 0 parameters, the cast passes 1 parameter [callback-cast-arity]
	// CHECK: note: 'no_args' declared here
	(timer_fn)knr,
};

void use(void)
{
	int (*p)(const char *) = (int (*)(const char *))logf_;
	// CHECK: arity.c:[[@LINE-1]]:27: warning: function 'logf_' of type 'int (const char *, ...)' cast to incompatible type 'int (*)(const char *)': it takes 1 parameter and '...', the cast passes 1 parameter [callback-cast-arity]
	// CHECK: note: 'logf_' declared here
	void (*q)(void *) = (void (*)(void *))two_args;
	// CHECK: arity.c:[[@LINE-1]]:22: warning: function 'two_args' of type 'void (void *, int)' cast to incompatible type 'void (*)(void *)': it takes 2 parameters, the cast passes 1 parameter [callback-cast-arity]
	// CHECK: note: 'two_args' declared here
	(void)p;
	(void)q;
}
