// 'char (*)[]' and 'char (*)[15]' are compatible (C11 6.7.6.2p6: an array
// of unknown size is compatible with one of any size): a callback that
// recovers its context as a pointer to an array of unknown size is right.
// RUN: %timercheck --no-cache %s -- | %check --allow-empty %s
// The buggy twin: arrays of another element type, or two different sizes.
// RUN: not %timercheck --no-cache %s -- -DBUG | %check %s --check-prefix=BUG
typedef void (*name_fn)(void *ctx);
void with_name(name_fn fn, void *ctx) { fn(ctx); }	/* hands ctx over: evidence=call */

static void got_name(void *ctx)
{
	char (*buf)[] = ctx;

	(*buf)[0] = 0;
}

static void got_sized(void *ctx)
{
	char (*buf)[15] = ctx;
	// BUG: array-of-unknown-size.c:[[@LINE-1]]:20: error: callback 'got_sized' recovers its context as 'char (*)[15]', but it is registered with 'char (*)[16]' [context-type-confusion]
	// BUG: array-of-unknown-size.c:40:23: note: 'got_sized' registered here with a context of type 'char (*)[16]'

	(*buf)[0] = 0;
}

static void got_wide(void *ctx)
{
	int (*buf)[] = ctx;
	// BUG: array-of-unknown-size.c:[[@LINE-1]]:17: error: callback 'got_wide' recovers its context as 'int (*)[]', but it is registered with 'char (*)[15]' [context-type-confusion]
	// BUG: array-of-unknown-size.c:41:22: note: 'got_wide' registered here with a context of type 'char (*)[15]'

	(*buf)[0] = 0;
}

void names(void)
{
	static char b[15], c[16];

#ifdef BUG
	with_name(got_sized, &c);
	with_name(got_wide, &b);
#endif
	with_name(got_name, &b);
	with_name(got_sized, &b);
	(void)c;
}
// CHECK-NOT: {{.}}
