/* Two arity fix-its (tick0, one) for the fix tests; see apply.c. */
struct timer_list { void (*function)(unsigned long); };
typedef void (*two_fn)(void *, int);

static void tick0(void)
{
}

static void one(void *p)
{
	  (void)p;
}

void arm(struct timer_list *t, two_fn *slot)
{
	t->function = (void (*)(unsigned long))tick0;
	*slot = (two_fn)one;
}
