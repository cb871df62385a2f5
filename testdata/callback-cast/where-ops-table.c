// Casts inside arrays of ops structures are found, one finding per element,
// with designated or positional initializers.
// RUN: not %timercheck %s -- | %check %s

struct conn { int fd; };
typedef void (*cb_t)(unsigned long);
struct ops { const char *name; cb_t cb; };

void on_conn(struct conn *c);
int on_count(unsigned long n);
void on_data(unsigned long data);

static const struct ops tbl[] = {
	{ .name = "conn", .cb = (cb_t)on_conn },
	// CHECK: where-ops-table.c:[[@LINE-1]]:26: error: function 'on_conn' of type 'void (struct conn *)' cast to incompatible type 'cb_t': parameter 1 is 'struct conn *', the cast passes 'unsigned long' [callback-cast-pointer-integer]
	// CHECK: note: 'on_conn' declared here
	{ .name = "data", .cb = on_data },
	{ "count", (cb_t)on_count },
	// CHECK: where-ops-table.c:[[@LINE-1]]:13: warning: function 'on_count' of type 'int (unsigned long)' cast to incompatible type 'cb_t': it returns 'int', the cast expects 'void' [callback-cast-return]
	// CHECK: note: 'on_count' declared here
	{ "data2", (cb_t)on_data },
};

const struct ops *get_ops(void)
{
	return tbl;
}
