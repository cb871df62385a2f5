// An array used as a context is a pointer to its first element (C11
// 6.3.2.1p3): registering 'items' (a 'struct item[4]') with a callback
// that takes 'struct item *' is right, and so is qsort() of a 'struct
// item' array with a comparator reading 'const struct item *'. '&items'
// (a 'struct item (*)[4]') starts with the same element, as a 2-D array's
// rows start with their first int: silent too.
// RUN: %timercheck --no-cache %s -- | %check --allow-empty %s
// The buggy twin: a 'long' array recovered as 'struct item *', and a
// 'double' array sorted by a comparator that reads 'int' (ptpd's
// statistics.c had this bug). Before arrays had a type, neither was seen.
// RUN: not %timercheck --no-cache %s -- -DBUG | %check %s --check-prefix=BUG
#include <stdlib.h>

typedef void (*work_fn)(void *ctx);
void queue_work(work_fn fn, void *ctx) { fn(ctx); }	/* hands ctx over: evidence=call */

struct item { int key; long value; };
static struct item items[4];
static double samples[8];
static long counts[4];
static int pairs[8][2];

static void on_item(void *ctx)
{
	struct item *it = ctx;
	// BUG: array-context.c:[[@LINE-1]]:20: error: callback 'on_item' recovers its context as 'struct item *', but it is registered with 'long *' [context-type-confusion]
	// BUG: array-context.c:59:22: note: 'on_item' registered here with a context of type 'long *'

	it->value = 0;
}

static int cmp_items(const void *a, const void *b)
{
	const struct item *x = a, *y = b;

	return x->key - y->key;
}

/* Rows of a 2-D array compared by their first int. */
static int cmp_first_int(const void *a, const void *b)
{
	return *(const int *)a - *(const int *)b;
}

static int cmp_ints(const void *a, const void *b)
{
	return *(const int *)a - *(const int *)b;
	// BUG: array-context.c:[[@LINE-1]]:10: error: callback 'cmp_ints' recovers its context as 'const int *', but it is registered with 'double *' [context-type-confusion]
	// BUG: array-context.c:60:8: note: 'cmp_ints' registered here with a context of type 'double *'
}

void start(void)
{
	queue_work(on_item, items);
	qsort(items, 4, sizeof items[0], cmp_items);
	queue_work(on_item, &items);
	qsort(pairs, 8, sizeof pairs[0], cmp_first_int);
#ifdef BUG
	queue_work(on_item, counts);
	qsort(samples, 8, sizeof samples[0], cmp_ints);
#endif
	(void)samples;
	(void)counts;
	(void)cmp_ints;
}
// CHECK-NOT: {{.}}
// BUG-NOT: error:
