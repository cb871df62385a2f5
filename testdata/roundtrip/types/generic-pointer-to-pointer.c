// 'void **' is the generic pointer to a pointer: a callback that frees each
// element of a list of pointers reads them as 'void *' whatever they point
// to. It asserts nothing, like a 'void *' or 'char *' recovery.
// RUN: %timercheck --no-cache %s -- | %check --allow-empty %s
// The buggy twin: a pointer to pointers of another struct type is reported.
// RUN: not %timercheck --no-cache %s -- -DBUG | %check %s --check-prefix=BUG
#include <stdlib.h>

struct item { int key; };
struct other { double d; };
typedef void (*name_fn)(void *ctx);
void with_name(name_fn fn, void *ctx) { fn(ctx); }	/* hands ctx over: evidence=call */

static void free_list(void *ctx)
{
	void **p = ctx;

	free(*p);
}

static void free_items(void *ctx)
{
	struct item **p = ctx;
	// BUG: generic-pointer-to-pointer.c:[[@LINE-1]]:20: error: callback 'free_items' recovers its context as 'struct item **', but it is registered with 'struct other **' [context-type-confusion]
	// BUG: generic-pointer-to-pointer.c:34:24: note: 'free_items' registered here with a context of type 'struct other **'

	free(*p);
}

void lists(struct item **it, struct other **ot)
{
	with_name(free_list, it);
#ifdef BUG
	with_name(free_items, ot);
#endif
	with_name(free_items, it);
	(void)ot;
}
// CHECK-NOT: {{.}}
