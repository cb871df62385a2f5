// Casts to the generic function type 'void (*)(void)' are the escape hatch
// (as for gcc's -Wcast-function-type): never reported. Casting back to the
// function's exact type is clean; to any other type it is reported with the
// function's real type.
// RUN: not %timercheck %s -- | %check %s

typedef void (*generic_fn)(void);
struct conn { int fd; };
void on_conn(struct conn *c);
int on_count(unsigned long n, int flags);

generic_fn slots[3];

void wire(void)
{
	slots[0] = (generic_fn)on_conn;
	slots[1] = (void (*)(void))on_count;
	slots[2] = (generic_fn)(void (*)(void))on_conn;

	/* Back to the exact original type, through one or two launderings. */
	void (*a)(struct conn *) = (void (*)(struct conn *))(generic_fn)on_conn;
	int (*b)(unsigned long, int) = (int (*)(unsigned long, int))(void *)(generic_fn)on_count;

	/* Onwards to another type. */
	void (*c)(unsigned long, int) = (void (*)(unsigned long, int))(generic_fn)on_count;
	// CHECK: generic-type.c:[[@LINE-1]]:34: warning: function 'on_count' of type 'int (unsigned long, int)' cast to incompatible type 'void (*)(unsigned long, int)': it returns 'int', the cast expects 'void' [callback-cast-return]
	// CHECK: note: 'on_count' declared here

	/*
	 * A value read back from the generic table has the real type of what
	 * was stored at that index (docs/value-flow.md, generic slots).
	 */
	void (*d)(unsigned long) = (void (*)(unsigned long))slots[0];
	// CHECK: generic-type.c:[[@LINE-1]]:29: error: function 'on_conn' of type 'void (struct conn *)', stored in global 'slots[0]', cast to incompatible type 'void (*)(unsigned long)': parameter 1 is 'struct conn *', the cast passes 'unsigned long' [callback-cast-pointer-integer]
	// CHECK: generic-type.c:16:13: note: 'on_conn' stored into global 'slots[0]' here
	// CHECK: note: 'on_conn' declared here
	(void)a; (void)b; (void)c; (void)d;
}
