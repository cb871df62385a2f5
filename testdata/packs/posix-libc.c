// The posix pack's C library entries (#18): qsort()/qsort_r()/bsearch()
// comparators get pointers to base's elements (and bsearch's key), tsearch
// comparators keys, twalk_r() and on_exit() their argument. Each wrong
// recovery is reported; the good_ twins (and a matrix sorted by rows, whose
// comparator reads each row's first int) are silent.
// RUN: not %timercheck --no-cache --no-infer --api posix %s -- -I%inputs/posix | %check %s
#include "posix.h"

struct rec { int key; };
struct other { long x; };

static int good_cmp(const void *a, const void *b)
{
	const struct rec *x = a, *y = b;

	return x->key - y->key;
}

/*
 * Sorting an array of pointers: each element is a struct rec *, so the
 * first recovery is wrong. bsearch() passes the key (a struct rec *) as
 * the first argument: right there, so only qsort() is noted.
 */
static int bad_cmp(const void *a, const void *b)
{
	const struct rec *x = a;
	// CHECK: posix-libc.c:[[@LINE-1]]:24: error: callback 'bad_cmp' recovers its context as 'const struct rec *', but it is registered with 'struct rec **' [context-type-confusion]
	// CHECK: posix-libc.c:75:8: note: 'bad_cmp' registered here with a context of type 'struct rec **'
	const struct rec *const *y = b;

	return x->key - (*y)->key;
}

static int row_cmp(const void *a, const void *b)
{
	const int *x = a, *y = b;

	return x[0] - y[0];
}

static int r_cmp(const void *a, const void *b, void *arg)
{
	struct other *o = arg;
	// CHECK: posix-libc.c:[[@LINE-1]]:20: error: callback 'r_cmp' recovers its context as 'struct other *', but it is registered with 'struct rec *' [context-type-confusion]
	// CHECK: posix-libc.c:78:42: note: 'r_cmp' registered here with a context of type 'struct rec *'

	(void)a;
	(void)b;
	return (int)o->x;
}

static void walk(const void *nodep, VISIT which, void *closure)
{
	struct other *o = closure;
	// CHECK: posix-libc.c:[[@LINE-1]]:20: error: callback 'walk' recovers its context as 'struct other *', but it is registered with 'struct rec *' [context-type-confusion]
	// CHECK: posix-libc.c:80:23: note: 'walk' registered here with a context of type 'struct rec *'

	(void)nodep;
	(void)which;
	o->x = 0;
}

static void bye(int status, void *arg)
{
	struct other *o = arg;
	// CHECK: posix-libc.c:[[@LINE-1]]:20: error: callback 'bye' recovers its context as 'struct other *', but it is registered with 'struct rec *' [context-type-confusion]
	// CHECK: posix-libc.c:81:15: note: 'bye' registered here with a context of type 'struct rec *'

	o->x = status;
}

void sort_all(struct rec *recs, struct rec **ptrs, int (*matrix)[2], struct rec *key, void **root)
{
	qsort(recs, 10, sizeof(*recs), good_cmp);
	qsort(ptrs, 10, sizeof(*ptrs), bad_cmp);
	bsearch(key, ptrs, 10, sizeof(*ptrs), bad_cmp);
	qsort(matrix, 10, sizeof(*matrix), row_cmp);
	qsort_r(recs, 10, sizeof(*recs), r_cmp, key);
	tsearch(key, root, good_cmp);
	twalk_r(*root, walk, key);
	on_exit(bye, key);
}
