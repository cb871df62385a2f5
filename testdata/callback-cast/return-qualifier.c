// Known bug: a top-level qualifier on a function's return type is reported
// as a return-type mismatch ("it returns 'const int', the cast expects
// 'int'"). Such a qualifier is not part of the function type (C17 6.7.6.3p5,
// DR 423), the call is the same on every ABI, and fntype.c says top-level
// qualifiers of return values are ignored; only pointer returns get that
// today (fntype_same_unqualified compares scalars with clang_equalTypes,
// which keeps the qualifier).
// RUN: %timercheck %s -- | %check %s --allow-empty

const int get_const(void);
volatile unsigned long get_volatile(void);
int *const get_const_ptr(void);

void wire(void)
{
	int (*a)(void) = (int (*)(void))get_const;
	unsigned long (*b)(void) = (unsigned long (*)(void))get_volatile;
	int *(*c)(void) = (int *(*)(void))get_const_ptr;
	(void)a; (void)b; (void)c;
}
