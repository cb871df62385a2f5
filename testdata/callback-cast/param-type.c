// Other parameter types that differ (long vs unsigned long, int vs double):
// a warning. Top-level qualifiers on parameters do not matter.
// RUN: not %timercheck %s -- | %check %s

enum color { RED, GREEN };
void takes_long(long v);
void takes_double(double d);
void takes_const_int(const int v);
void takes_color(enum color c);

void (*ul_cb)(unsigned long);
void (*int_cb)(int);

void setup(void)
{
	ul_cb = (void (*)(unsigned long))takes_long;
	// CHECK: param-type.c:[[@LINE-1]]:10: warning: function 'takes_long' of type 'void (long)' cast to incompatible type 'void (*)(unsigned long)': parameter 1 is 'long', the cast passes 'unsigned long' [callback-cast-param-type]
	// CHECK: note: 'takes_long' declared here
	int_cb = (void (*)(int))takes_double;
	// CHECK: param-type.c:[[@LINE-1]]:11: warning: {{.*}}parameter 1 is 'double', the cast passes 'int' [callback-cast-param-type]
	// CHECK: note: 'takes_double' declared here

	/* Clean: top-level const is not part of the function type. */
	int_cb = (void (*)(int))takes_const_int;
	int_cb = (void (*)(const int))takes_const_int;
	/* Clean: an enum is compatible with its underlying type (unsigned int here). */
	void (*uint_cb)(unsigned int) = (void (*)(unsigned int))takes_color;
	(void)uint_cb;
}
