// Array initialisers store like element assignments: a designated element
// ('[OP_B] = fn') is element OP_B, as 'tbl[OP_B] = fn' is, and positional
// elements after it go on from there; a GNU range ('[0 ... 3] = fn') and
// every element of an array of arrays is the whole array, as 't[i][j] = fn'
// is; an array nested in a struct initialiser ('{ .fns = { a, b } }',
// '{ .fns = { [OP_C] = fn } }', '.fns[OP_C] = fn') stores into the field's
// elements. The clean twins read only the elements that hold a function of
// the converted type, or slots of their own.
// RUN: not %timercheck --no-cache %s -- -I%inputs/linux 2>&1 | grep -v '^\s' | %check %s
// (The expected output is at the end: every finding names line 15's 'declared here'.)
#include "legacy.h"

struct conn { int fd; };

static void conn_fn(struct conn *c) { c->fd = 0; }
static void good_fn(unsigned long d) { (void)d; }
enum { OP_A, OP_B, OP_C, OP_MAX };

/* Designated elements of a global array. */
static void *tbl[OP_MAX] = { [OP_B] = (void *)good_fn, (void *)conn_fn };
static void *range[8] = { [0 ... 3] = (void *)conn_fn };
static void *good_range[8] = { [0 ... 3] = (void *)good_fn };

/* Arrays nested in a struct initialiser. */
struct ops { int n; void *fns[OP_MAX]; };
struct ops2 { int n; void *fns[OP_MAX]; };	/* a slot of its own: see returns-arrays.c */
struct ops positional = { 1, { (void *)good_fn, (void *)conn_fn } };
struct ops2 designated = { .fns = { [OP_B] = (void *)good_fn }, .fns[OP_C] = (void *)conn_fn };

/* An array of arrays: every element is the whole array's. */
static void *grid[2][2] = { { 0, (void *)conn_fn } };
static void *good_grid[2][2] = { [1] = { [1] = (void *)good_fn } };

/* An ops table whose entries hold an array. */
struct table_entry { const char *name; void (*handlers[2])(void); };
static const struct table_entry table[] = { { "conn", { 0, (void (*)(void))conn_fn } } };

void use(struct timer_list *t, int i, int j)
{
	t->function = tbl[OP_B];	/* good_fn: clean */
	t->function = tbl[OP_C];
	t->function = range[i];
	t->function = good_range[i];
	t->function = positional.fns[0];	/* good_fn: clean */
	t->function = positional.fns[1];
	t->function = designated.fns[OP_B];	/* good_fn: clean */
	t->function = designated.fns[OP_C];
	t->function = grid[i][j];
	t->function = good_grid[i][j];
	t->function = (void (*)(unsigned long))table[i].handlers[j];
}

// CHECK: arrays.c:41:16: error: function 'conn_fn' of type 'void (struct conn *)', stored in global 'tbl[2]', converted implicitly to incompatible type 'void (*)(unsigned long)': parameter 1 is 'struct conn *', the conversion passes 'unsigned long' [callback-cast-pointer-integer]
// CHECK: arrays.c:20:56: note: 'conn_fn' stored into global 'tbl[2]' here
// CHECK: arrays.c:15:13: note: 'conn_fn' declared here
// CHECK: arrays.c:42:16: error: function 'conn_fn' of type 'void (struct conn *)', stored in global 'range', converted implicitly{{.*}}[callback-cast-pointer-integer]
// CHECK: arrays.c:21:39: note: 'conn_fn' stored into global 'range' here
// CHECK: arrays.c:15:13: note: 'conn_fn' declared here
// CHECK: arrays.c:45:16: error: function 'conn_fn' of type 'void (struct conn *)', stored in field 'ops.fns[1]', converted implicitly{{.*}}[callback-cast-pointer-integer]
// CHECK: arrays.c:27:49: note: 'conn_fn' stored into field 'ops.fns[1]' here
// CHECK: arrays.c:15:13: note: 'conn_fn' declared here
// CHECK: arrays.c:47:16: error: function 'conn_fn' of type 'void (struct conn *)', stored in field 'ops2.fns[2]', converted implicitly{{.*}}[callback-cast-pointer-integer]
// CHECK: arrays.c:28:78: note: 'conn_fn' stored into field 'ops2.fns[2]' here
// CHECK: arrays.c:15:13: note: 'conn_fn' declared here
// CHECK: arrays.c:48:16: error: function 'conn_fn' of type 'void (struct conn *)', stored in global 'grid', converted implicitly{{.*}}[callback-cast-pointer-integer]
// CHECK: arrays.c:31:34: note: 'conn_fn' stored into global 'grid' here
// CHECK: arrays.c:15:13: note: 'conn_fn' declared here
// CHECK: arrays.c:50:16: error: function 'conn_fn' of type 'void (struct conn *)', stored in field 'table_entry.handlers', cast to incompatible type{{.*}}[callback-cast-pointer-integer]
// CHECK: arrays.c:36:60: note: 'conn_fn' stored into field 'table_entry.handlers' here
// CHECK: arrays.c:15:13: note: 'conn_fn' declared here
// CHECK: 6 findings in 1 file
