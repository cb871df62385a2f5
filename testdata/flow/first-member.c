// A pointer to a struct is a pointer to its first member (C11 6.7.2.1p15):
// registering a derived object and recovering its base (or the reverse) is
// the "common initial member" idiom, not type confusion, through any depth
// of first members. A base that is not the first member is confusion (its
// first member a long: with an int there, base's one int would be a common
// initial sequence, C11 6.5.2.3p6, and reading it no proven bug).
// RUN: not %timercheck --no-cache %s -- -I%inputs/linux 2>&1 | %check %s
#include "legacy.h"

struct base { int kind; };
struct middle { struct base b; int m; };
struct derived { struct middle mid; struct tasklet_struct tl; int d; };
struct not_first { long x; struct base b; };

static void on_base(unsigned long data)
{
	struct base *b = (struct base *)data;		/* upcast in the callback: clean */

	b->kind = 1;
}

static void on_derived(unsigned long data)
{
	struct derived *d = (struct derived *)data;	/* downcast of a registered base: clean */

	d->d = 1;
}

static void on_wrong(unsigned long data)
{
	struct base *b = (struct base *)data;
	// CHECK: first-member.c:[[@LINE-1]]:19: error: callback 'on_wrong' recovers its context as 'struct base *', but it is registered with 'struct not_first *' [context-type-confusion]
	// CHECK: first-member.c:46:33: note: 'on_wrong' registered here with a context of type 'struct not_first *'

	b->kind = 2;
}

void arm(struct derived *d, struct base *b, struct not_first *n)
{
	tasklet_init(&d->tl, on_base, (unsigned long)d);
	// CHECK: first-member.c:[[@LINE-1]]:32: warning: pointer of type 'struct derived *'{{.*}}[migration-integer-context]
	// CHECK: note: a typed API
	tasklet_init(&d->tl, on_derived, (unsigned long)b);
	// CHECK: first-member.c:[[@LINE-1]]:35: warning: pointer of type 'struct base *'{{.*}}[migration-integer-context]
	// CHECK: note: a typed API
	tasklet_init(&d->tl, on_wrong, (unsigned long)n);
	// CHECK: first-member.c:[[@LINE-1]]:33: warning: pointer of type 'struct not_first *'{{.*}}[migration-integer-context]
	// CHECK: note: a typed API
	// CHECK: 4 findings in 1 file
}
