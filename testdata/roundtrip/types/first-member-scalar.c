// A pointer to a struct is a pointer to its first member (C11 6.7.2.1p15),
// a scalar as much as a struct: qsort()'s comparator reading the key of a
// 'struct item { int key; ... }' array through 'const int *' is correct.
// RUN: %timercheck --no-cache %s -- | %check --allow-empty %s
// The buggy twin: a first member of another type ('long' for 'int') is read
// through the wrong type, and reported.
// RUN: not %timercheck --no-cache %s -- -DBUG | %check %s --check-prefix=BUG
#include <stdlib.h>

struct item { int key; char *name; };
struct wrapped { struct item item; int extra; };

static int cmp_items(const void *a, const void *b)
{
#ifdef BUG
	return (int)(*(const long *)a - *(const long *)b);
	// BUG: first-member-scalar.c:[[@LINE-1]]:16: error: callback 'cmp_items' recovers its context as 'const long *', but it is registered with 'struct item *' [context-type-confusion]
	// BUG: first-member-scalar.c:32:8: note: 'cmp_items' registered here with a context of type 'struct item *'
#else
	return *(const int *)a - *(const int *)b;
#endif
}

/* Through two first members: struct wrapped starts with struct item, which starts with int. */
static int cmp_wrapped(const void *a, const void *b)
{
	return *(const int *)a - *(const int *)b;
}

void sort(struct item *v, struct wrapped *w, size_t n)
{
	qsort(v, n, sizeof *v, cmp_items);
	qsort(w, n, sizeof *w, cmp_wrapped);
}
// CHECK-NOT: {{.}}
