/* An arity fix-it in a file that does not compile (line 8): see fix-errors.test. */
typedef void (*fn)(unsigned long);
static void tick0(void)
{
}
void arm(fn *s)
{
	int x = "text" * 2;
	*s = (fn)tick0;
}
