// Functions through return values and arrays of a generic type: a getter
// returning a handler as void *, an element stored into a global array, a
// file-scope table of void * initialised with functions, an array field.
// Each is compared with what the callers convert the slot to; the clean
// twins store or return a function of the converted type (a slot that
// holds one is a tagged slot, see value-flow.md) or nothing is converted.
// RUN: not %timercheck --no-cache %s -- -I%inputs/linux 2>&1 | grep -v '^\s' | %check %s
// (The expected output is at the end: every finding names line 14's 'declared here'.)
#include "legacy.h"

struct conn { int fd; };
struct ops { void *handlers[2]; };

static void conn_timeout(struct conn *c) { c->fd = 0; }
static void good_timeout(unsigned long d) { (void)d; }

static void *get_handler(void)
{
	return (void *)conn_timeout;
}

static void *get_good(void)
{
	return (void *)good_timeout;
}

void *handlers[4];
void *good_handlers[4];
static void *table[] = { (void *)conn_timeout, 0 };
static void *good_table[] = { (void *)good_timeout };

void arm(struct timer_list *t, struct ops *o, int i)
{
	t->function = (void (*)(unsigned long))get_handler();
	t->function = (void (*)(unsigned long))get_good();
	handlers[i] = (void *)conn_timeout;
	t->function = (void (*)(unsigned long))handlers[i];
	good_handlers[i] = (void *)good_timeout;
	t->function = (void (*)(unsigned long))good_handlers[i];
	t->function = table[i];
	t->function = good_table[i];
	o->handlers[1] = (void *)conn_timeout;
	t->function = o->handlers[i];
}

/*
 * An ops table: an array of structs whose void * field holds functions.
 * (A field is one slot for every object of its record: the clean twin has
 * a record of its own, else conn_timeout's slot would be a tagged one.)
 */
struct table_ops { const char *name; void *fn; };
static const struct table_ops ops_tbl[] = { { "conn", (void *)conn_timeout } };
struct good_ops { const char *name; void *fn; };
static const struct good_ops good_tbl[] = { { .name = "good", .fn = (void *)good_timeout } };

void arm_ops(struct timer_list *t, int i)
{
	t->function = ops_tbl[i].fn;
	t->function = good_tbl[i].fn;
}

// CHECK: returns-arrays.c:34:16: error: function 'conn_timeout' of type 'void (struct conn *)', returned by 'get_handler', cast to incompatible type 'void (*)(unsigned long)': parameter 1 is 'struct conn *', the cast passes 'unsigned long' [callback-cast-pointer-integer]
// CHECK-NEXT: returns-arrays.c:19:9: note: 'conn_timeout' returned by 'get_handler' here
// CHECK-NEXT: returns-arrays.c:14:13: note: 'conn_timeout' declared here
// CHECK: returns-arrays.c:37:16: error: function 'conn_timeout' of type 'void (struct conn *)', stored in global 'handlers', cast to incompatible type 'void (*)(unsigned long)'{{.*}}[callback-cast-pointer-integer]
// CHECK-NEXT: returns-arrays.c:36:16: note: 'conn_timeout' stored into global 'handlers' here
// CHECK-NEXT: returns-arrays.c:14:13: note: 'conn_timeout' declared here
// CHECK: returns-arrays.c:40:16: error: function 'conn_timeout' of type 'void (struct conn *)', stored in global 'table', converted implicitly to incompatible type 'void (*)(unsigned long)'{{.*}}[callback-cast-pointer-integer]
// CHECK-NEXT: returns-arrays.c:29:26: note: 'conn_timeout' stored into global 'table' here
// CHECK: returns-arrays.c:14:13: note: 'conn_timeout' declared here
// CHECK: returns-arrays.c:43:16: error: function 'conn_timeout' of type 'void (struct conn *)', stored in field 'ops.handlers', converted implicitly to incompatible type 'void (*)(unsigned long)'{{.*}}[callback-cast-pointer-integer]
// CHECK-NEXT: returns-arrays.c:42:19: note: 'conn_timeout' stored into field 'ops.handlers' here
// CHECK-NEXT: returns-arrays.c:14:13: note: 'conn_timeout' declared here
// CHECK: returns-arrays.c:58:27: error: function 'conn_timeout' of type 'void (struct conn *)', stored in field 'table_ops.fn', converted implicitly to incompatible type 'void (*)(unsigned long)'{{.*}}[callback-cast-pointer-integer]
// CHECK-NEXT: returns-arrays.c:52:55: note: 'conn_timeout' stored into field 'table_ops.fn' here
// CHECK: returns-arrays.c:14:13: note: 'conn_timeout' declared here
// CHECK: 5 findings in 1 file
