// Code that gcc 12 compiles but clang 16+ rejects by default (implicit
// function declarations, int-conversion) is analysed completely: no
// clang-diagnostic-error, and the casts in it are still found.
// RUN: not %timercheck --no-cache %s -- | %check %s
struct foo { int a; };
void take(void (*fn)(unsigned long));
static void cb(struct foo *f) { (void)f; }

void init(void)
{
	int *p = 4096;
	(void)p;
	undeclared_helper(3);
	take((void (*)(unsigned long))cb);
	// CHECK: gcc-only-errors.c:[[@LINE-1]]:7: error: function 'cb' of type 'void (struct foo *)' cast to incompatible type 'void (*)(unsigned long)': parameter 1 is 'struct foo *', the cast passes 'unsigned long' [callback-cast-pointer-integer]
	// CHECK: gcc-only-errors.c:7:13: note: 'cb' declared here
}
