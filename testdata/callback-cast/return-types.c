// Return types are compared like parameters: pointer against integer is an
// error, any other difference a warning; the same type is clean.
// RUN: not %timercheck %s -- | %check %s

struct conn { int fd; };
struct big { long a[4]; };
struct other { long a[4]; };
void *make_ctx(unsigned long n);
long count(unsigned long n);
struct big get_big(void);
const char *name_of(unsigned long n);

void wire(void)
{
	long (*a)(unsigned long) = (long (*)(unsigned long))make_ctx;
	// CHECK: return-types.c:[[@LINE-1]]:29: error: function 'make_ctx' of type 'void *(unsigned long)' cast to incompatible type 'long (*)(unsigned long)': it returns 'void *', the cast expects 'long' [callback-cast-pointer-integer]
	// CHECK: note: 'make_ctx' declared here
	int (*b)(unsigned long) = (int (*)(unsigned long))count;
	// CHECK: return-types.c:[[@LINE-1]]:28: warning: function 'count' of type 'long (unsigned long)' cast to incompatible type 'int (*)(unsigned long)': it returns 'long', the cast expects 'int' [callback-cast-return]
	// CHECK: note: 'count' declared here
	struct other (*c)(void) = (struct other (*)(void))get_big;
	// CHECK: return-types.c:[[@LINE-1]]:28: warning: {{.*}}it returns 'struct big', the cast expects 'struct other' [callback-cast-return]
	// CHECK: note: 'get_big' declared here
	char *(*d)(unsigned long) = (char *(*)(unsigned long))name_of;
	// CHECK: return-types.c:[[@LINE-1]]:30: warning: {{.*}}it returns 'const char *', the cast expects 'char *' [callback-cast-return]
	// CHECK: note: 'name_of' declared here

	/* Clean. */
	void *(*e)(unsigned long) = (void *(*)(unsigned long))make_ctx;
	struct big (*f)(void) = (struct big (*)(void))get_big;
	(void)a; (void)b; (void)c; (void)d; (void)e; (void)f;
}
