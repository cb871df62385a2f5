// A slot copied into another holds what the first one holds: a function
// stored into a global and copied into a field (and from that field into
// another) is judged where the last one is called or converted, with the
// whole path in notes. Clean twin: a copy of a function that takes what
// the call passes.
// RUN: not %timercheck --no-cache %s -- 2>&1 | grep -v '^\s' | %check %s

int twice(int x) { return 2 * x; }
int halve(double x) { return (int)(x / 2); }

static int (*g_op)(int);
static int (*g_fop)(double);

struct ops { int (*op)(); };
struct other_ops { int (*op)(); };
struct outer { struct other_ops inner; int (*op)(); };

void ops_init(struct ops *o, struct outer *u)
{
	g_op = twice;
	g_fop = halve;
	o->op = g_op;
	u->op = o->op;
	u->inner.op = g_fop;
}

int run(struct outer *u)
{
	return u->op(1.5);
	// CHECK: slot-copy.c:[[@LINE-1]]:9: error: function 'twice' of type 'int (int)', stored in field 'outer.op', called through 'int (*)()', which has no prototype, with arguments it does not take: parameter 1 is 'int', the call passes 'double' [callback-cast-param-type]
	// CHECK: note: called here through 'int (*)()'
	// CHECK: slot-copy.c:23:13: note: 'twice' stored into field 'outer.op' here
	// CHECK: slot-copy.c:22:10: note: 'twice' stored into field 'ops.op' here
	// CHECK: slot-copy.c:20:9: note: 'twice' stored into global 'g_op' here
	// CHECK: slot-copy.c:8:5: note: 'twice' declared here
}

int run_clean(struct outer *u)
{
	return u->inner.op(1.5);
	// CHECK: 1 finding in 1 file
}
