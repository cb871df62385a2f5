/* Compiled twice by conflict.test and duplicate.test, with -DARG=... */
typedef void (*slot_fn)(ARG);
#ifdef NAME_B
typedef slot_fn named_b;
#define SLOT named_b
#else
#define SLOT slot_fn
#endif

static void tick(void)
{
}

void arm(slot_fn *s)
{
	*s = (SLOT)tick;
}
