// A call through a pointer declared without a prototype: the conversion
// (fp = strchr) is compatible in C, but the call is undefined when the
// promoted arguments do not fit the prototype of the function the pointer
// holds (C11 6.5.2.2p6; CERT EXP37-C). A global or field pointer is
// compared, in the join, with every function stored into it; a local with
// the one function it certainly holds at the call. The standard's two
// exceptions (int for unsigned int, char * for void *) are compatible.
// RUN: not %timercheck %s -- | %check %s
#include <stddef.h>

char *find_char(const char *s, int c);
int twice(int x);
int sum(int n, ...);
void release(void *p);
long widen(unsigned long v);

/* A global: the join compares the call with what is stored there (here, or in another file). */
char *(*finder)();

const char *cert_example(void)
{
	finder = find_char;
	return finder('e', "Hello");
	// CHECK: unprototyped-call-args.c:[[@LINE-1]]:9: error: function 'find_char' of type 'char * (const char *, int)', stored in global 'finder', called through 'char *(*)()', which has no prototype, with arguments it does not take: parameter 1 is 'const char *', the call passes 'int' [callback-cast-pointer-integer]
	// CHECK: note: called here through 'char *(*)()' with arguments it does not take: undefined on any target
	// CHECK: note: 'find_char' stored into global 'finder' here
	// CHECK: note: 'find_char' declared here
}

const char *cert_fixed(void)
{
	finder = find_char;
	return finder("Hello", 'e');
}

/* A field, filled in one function and called in another. */
struct ops { int (*op)(); };

void ops_init(struct ops *o) { o->op = twice; }

int ops_run(struct ops *o)
{
	int ok = o->op(21);
	return ok + o->op(1.5);
	// CHECK: unprototyped-call-args.c:[[@LINE-1]]:14: error: function 'twice' of type 'int (int)', stored in field 'ops.op', called through 'int (*)()', which has no prototype, with arguments it does not take: parameter 1 is 'int', the call passes 'double' [callback-cast-param-type]
	// CHECK: note: called here through 'int (*)()' with arguments it does not take: undefined on any target
	// CHECK: note: 'twice' stored into field 'ops.op' here
	// CHECK: note: 'twice' declared here
}

void locals(char *buf)
{
	int (*g)() = twice;
	void (*free_fn)() = release;
	long (*w)() = widen;

	g(1);
	g(1, 2);
	// CHECK: unprototyped-call-args.c:[[@LINE-1]]:2: error: function 'twice' of type 'int (int)' called through 'int (*)()', which has no prototype, with arguments it does not take: it takes 1 parameter, the call passes 2 arguments [callback-cast-arity]
	// CHECK: note: called here through '{{.*}}' with arguments it does not take: undefined on any target
	// CHECK: note: 'twice' declared here
	g();
	// CHECK: unprototyped-call-args.c:[[@LINE-1]]:2: error: {{.*}}it takes 1 parameter, the call passes 0 arguments [callback-cast-arity]
	// CHECK: note: called here through '{{.*}}' with arguments it does not take: undefined on any target
	// CHECK: note: 'twice' declared here
	g(buf);
	// CHECK: unprototyped-call-args.c:[[@LINE-1]]:2: error: function 'twice' {{.*}}parameter 1 is 'int', the call passes 'char *' [callback-cast-pointer-integer]
	// CHECK: note: called here through 'int (*)()' with arguments it does not take: undefined on any target
	// CHECK: note: 'twice' declared here
	g(3u);			/* unsigned int for int: the exception */
	free_fn(buf);		/* char * for void *: the other exception */
	w(7ul);
	w((short)7);
	// CHECK: unprototyped-call-args.c:[[@LINE-1]]:2: error: {{.*}}parameter 1 is 'unsigned long', the call passes 'int' [callback-cast-param-type]
	// CHECK: note: called here through '{{.*}}' with arguments it does not take: undefined on any target
	// CHECK: note: 'widen' declared here
}

/* A prototype ending in '...' called without a prototype is undefined whatever the arguments. */
int variadic(void)
{
	int (*s)() = (int (*)())sum;
	// CHECK: unprototyped-call-args.c:[[@LINE-1]]:15: warning: function 'sum' of type 'int (int, ...)' cast to incompatible type 'int (*)()'{{.*}}[callback-cast-arity]
	// CHECK: note: 'sum' declared here
	return s(2, 1);
	// CHECK: unprototyped-call-args.c:[[@LINE-1]]:9: error: function 'sum' {{.*}}which has no prototype, with arguments it does not take: it takes 1 parameter and '...', the call passes 2 arguments [callback-cast-arity]
	// CHECK: note: called here through '{{.*}}' with arguments it does not take: undefined on any target
	// CHECK: note: 'sum' declared here
}

/* A local given another value later (a loop's next turn): not judged. */
void loop(int n)
{
	int (*g)() = twice;

	while (n--) {
		g(1.5);
		g = (int (*)())release;
	}
}
// CHECK: unprototyped-call-args.c:[[@LINE-3]]:7: warning: function 'release'{{.*}}[callback-cast-return]
// CHECK: note: 'release' declared here
// CHECK-NOT: warning:
// CHECK-NOT: error:
