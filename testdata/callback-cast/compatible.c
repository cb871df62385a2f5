// Casts between compatible function types are never reported: equal types
// under typedefs, top-level qualifiers on parameters and return values, an
// enum against its underlying integer type, and unprototyped pointer types.
// (Top-level qualifiers on the return type: see return-qualifier.c.)
// RUN: %timercheck %s -- | %check %s --allow-empty

enum small { SMALL_A, SMALL_B };		/* underlying type: unsigned int */
enum neg { NEG_A = -1, NEG_B };			/* underlying type: int */
typedef unsigned long ulong_t;
typedef const char *str_t;
struct conn { int fd; };

void on_ulong(unsigned long v);
void on_const_ulong(const unsigned long v);
void on_volatile_int(volatile int v);
void on_small(enum small s);
void on_neg(enum neg n);
void on_uint(unsigned int v);
void on_str(const char *s);
void on_conn(struct conn *c);

void wire(void)
{
	void (*a)(ulong_t) = (void (*)(ulong_t))on_ulong;
	void (*b)(unsigned long) = (void (*)(unsigned long))on_const_ulong;
	void (*c)(const ulong_t) = (void (*)(const ulong_t))on_ulong;
	void (*d)(int) = (void (*)(int))on_volatile_int;
	void (*e)(unsigned int) = (void (*)(unsigned int))on_small;
	void (*f)(enum small) = (void (*)(enum small))on_uint;
	void (*g)(int) = (void (*)(int))on_neg;
	void (*h)(str_t) = (void (*)(str_t))on_str;
	void (*j)() = (void (*)())on_conn;
	void (*const k)(unsigned long) = (void (*const)(unsigned long))on_ulong;
	(void)a; (void)b; (void)c; (void)d; (void)e; (void)f; (void)g; (void)h;
	(void)j; (void)k;
}
