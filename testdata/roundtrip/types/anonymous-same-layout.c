// Two anonymous structs with the same members (names and types) are two
// types in one translation unit, but compatible across translation units
// (C11 6.2.7p1): most often one header's type copied into another. Never
// an error: a finding of severity note. Anonymous structs whose members
// differ are a proven confusion.
// RUN: %timercheck --no-cache %s -- | %check %s
// RUN: not %timercheck --no-cache %s -- -DBUG | %check %s --check-prefixes=CHECK,BUG
#include <stdlib.h>

typedef struct { int n; char *text; } vString;
typedef struct { int n; char *text; } vText;
typedef struct { long n; } vNumber;
typedef void (*walk_fn)(void *ctx, int v);
void walk(walk_fn fn, void *ctx) { fn(ctx, 0); }	/* hands ctx over: evidence=call */

static void collect(void *ctx, int v)
{
	vString *s = ctx;
	// BUG: anonymous-same-layout.c:[[@LINE-1]]:15: error: callback 'collect' recovers its context as 'vString *', but it is registered with 'vNumber *' [context-type-confusion]
	// BUG: anonymous-same-layout.c:36:16: note: 'collect' registered here with a context of type 'vNumber *'
	// CHECK: anonymous-same-layout.c:[[@LINE-3]]:15: note: callback 'collect' recovers its context as 'vString *', registered with 'vText *', a distinct type with the same members [context-type-confusion]
	// CHECK: anonymous-same-layout.c:34:16: note: 'collect' registered here with a context of type 'vText *'

	s->n = v;
}

void user(void)
{
	vString *str = malloc(sizeof *str);
	vText *txt = malloc(sizeof *txt);
	vNumber *num = malloc(sizeof *num);

	walk(collect, str);
	walk(collect, txt);
#ifdef BUG
	walk(collect, num);
#endif
	free(num);
}
