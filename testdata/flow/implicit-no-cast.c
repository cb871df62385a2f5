// Incompatible function pointers converted with no cast at all: gcc accepts
// them with a warning, clang 16+ makes them errors. The TU is analysed as
// gcc would compile it (no clang-diagnostic-error), and each conversion is a
// finding of the cast rules, at the severity of the matching cast: in a
// file-scope ops table, in an assignment, and as a call argument.
// RUN: not %timercheck --no-cache %s -- | %check %s
struct file_ops {
	int (*read)(char *buf, unsigned long n);
	void (*release)(void *priv);
};
void register_release(void (*release)(void *priv));

static void bad_read(char *buf, unsigned long n) { (void)buf; (void)n; }
static void bad_release(long priv) { (void)priv; }
static int good_read(char *buf, unsigned long n) { (void)buf; return (int)n; }
static void good_release(void *priv) { (void)priv; }

struct file_ops table = {
	.read = bad_read,
	// CHECK: implicit-no-cast.c:[[@LINE-1]]:10: warning: function 'bad_read' of type 'void (char *, unsigned long)' converted implicitly to incompatible type 'int (*)(char *, unsigned long)': it returns 'void', the conversion expects 'int' [callback-cast-return]
	// CHECK: implicit-no-cast.c:13:13: note: 'bad_read' declared here
	.release = good_release,
};

struct file_ops clean_table = { good_read, good_release };

void init(struct file_ops *ops)
{
	ops->release = bad_release;
	// CHECK: implicit-no-cast.c:[[@LINE-1]]:17: error: function 'bad_release' of type 'void (long)' converted implicitly to incompatible type 'void (*)(void *)': parameter 1 is 'long', the conversion passes 'void *' [callback-cast-pointer-integer]
	// CHECK: implicit-no-cast.c:14:13: note: 'bad_release' declared here
	register_release(bad_release);
	// CHECK: implicit-no-cast.c:[[@LINE-1]]:19: error: function 'bad_release' of type 'void (long)' converted implicitly to incompatible type 'void (*)(void *)': parameter 1 is 'long', the conversion passes 'void *' [callback-cast-pointer-integer]
	// CHECK: implicit-no-cast.c:14:13: note: 'bad_release' declared here
	ops->read = good_read;
	register_release(good_release);
}
