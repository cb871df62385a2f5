// Casts that do not produce a function pointer are not this rule's business:
// data pointers, integers, and a function's address turned into a data
// pointer or an integer.
// RUN: %timercheck %s -- | %check %s --allow-empty

struct foo { int x; };
struct bar { int y; };
void on_foo(struct foo *f);

unsigned long convert(void *p, struct foo *f, unsigned long n)
{
	struct foo *a = (struct foo *)p;
	struct bar *b = (struct bar *)f;
	void *c = (void *)f;
	const void *d = (const void *)(unsigned long)f;
	unsigned long e = (unsigned long)p;
	void *g = (void *)n;
	int h = (int)n;
	char i = (char)h;
	double j = (double)i;
	void *k = (void *)on_foo;
	unsigned long l = (unsigned long)on_foo;
	(void)a; (void)b; (void)c; (void)d; (void)g; (void)j; (void)k;
	return e + l;
}
