// Top-level qualifiers are not part of a value's type: a context held in a
// 'vString *const' variable and recovered as 'vString *' is the same type
// (C11 6.7.3p5; 6.3.2.1p2 drops the qualifier of an lvalue's value). A const
// or volatile on the pointee only narrows what the callback may do.
// RUN: %timercheck --no-cache %s -- | %check --allow-empty %s
// The buggy twin: another type behind the same qualifiers is reported.
// RUN: not %timercheck --no-cache %s -- -DBUG | %check %s --check-prefix=BUG
#include <stdlib.h>

typedef struct { int n; } vString;
typedef struct { long n; } vNumber;
typedef void (*walk_fn)(void *ctx, int v);
void walk(walk_fn fn, void *ctx) { fn(ctx, 0); }	/* hands ctx over: evidence=call */

static void collect(void *ctx, int v)
{
	vString *s = ctx;
	// BUG: qualified-context.c:[[@LINE-1]]:15: error: callback 'collect' recovers its context as 'vString *', but it is registered with 'vNumber *' [context-type-confusion]
	// BUG: qualified-context.c:38:16: note: 'collect' registered here with a context of type 'vNumber *'

	s->n = v;
}

static void peek(void *ctx, int v)
{
	const volatile vString *s = ctx;

	(void)s;
	(void)v;
}

void user(void)
{
	vString *const str = malloc(sizeof *str);
#ifdef BUG
	vNumber *const num = malloc(sizeof *num);

	walk(collect, num);
#endif
	walk(collect, str);
	walk(peek, str);
}
// CHECK-NOT: {{.}}
