// A pointer to a union points to each of its members (C11 6.7.2.1p16), and
// a pointer to a struct to its first member (p15): an address registered as
// 'struct addr6 *' and read as 32-bit words through its union's third
// member is the layout the type was made for (the kernel's struct in6_addr
// read by ndisc_hashfn and neigh_key_eq128), not type confusion, however
// deep the struct holding it. A struct whose first member is only a byte
// array is not a sequence of words: reading it as one is reported.
// RUN: not %timercheck --no-cache --checks=-migration-* %s -- -I%inputs/linux 2>&1 | %check %s
#include "legacy.h"

struct addr6 {
	union {
		unsigned char b8[16];
		unsigned short b16[8];
		unsigned int b32[4];
	} u;
};
struct route { struct addr6 gw; int metric; };
struct bytes_only { unsigned char b8[16]; unsigned int tail; };

static void on_words(unsigned long data)
{
	const unsigned int *w = (const unsigned int *)data;	/* the union's third member */

	(void)w[3];
}

static void on_halves(unsigned long data)
{
	const unsigned short *h = (const unsigned short *)data;	/* through a struct's first member */

	(void)h[7];
}

static void on_bytes_as_words(unsigned long data)
{
	const unsigned int *w = (const unsigned int *)data;
	// CHECK: union-members.c:[[@LINE-1]]:26: error: callback 'on_bytes_as_words' recovers its context as 'const unsigned int *', but it is registered with 'struct bytes_only *' [context-type-confusion]
	// CHECK: union-members.c:[[@LINE+19]]:37: note: 'on_bytes_as_words' registered here with a context of type 'struct bytes_only *'

	(void)w[0];
}

static void on_float(unsigned long data)
{
	const float *f = (const float *)data;
	// CHECK: union-members.c:[[@LINE-1]]:19: error: callback 'on_float' recovers its context as 'const float *', but it is registered with 'struct addr6 *' [context-type-confusion]
	// CHECK: union-members.c:[[@LINE+8]]:28: note: 'on_float' registered here with a context of type 'struct addr6 *'

	(void)f[0];
}

void arm(struct tasklet_struct *t, struct addr6 *a, struct route *r, struct bytes_only *b)
{
	tasklet_init(t, on_words, (unsigned long)a);
	tasklet_init(t, on_float, (unsigned long)a);
	tasklet_init(t, on_halves, (unsigned long)r);
	tasklet_init(t, on_bytes_as_words, (unsigned long)b);
}
