// Known bug: a cast whose operand dereferences a pointer to a function
// pointer, '(cb_t)*slot', is missed. The operand's type is
// 'void (*)(struct conn *)', but the checker peels the '*' and looks at
// 'slot' itself (a pointer to a pointer), which is not a function pointer,
// so the cast is dropped as unknown.
// RUN: not %timercheck %s -- | %check %s

struct conn { int fd; };
typedef void (*cb_t)(unsigned long);
typedef void (*conn_fn)(struct conn *);

void wire(conn_fn *slot)
{
	cb_t a = (cb_t)*slot;
	// CHECK: deref-operand.c:[[@LINE-1]]:11: error: {{.*}}'void (struct conn *)' cast to incompatible type 'cb_t'{{.*}}[callback-cast-pointer-integer]
	cb_t b = (cb_t)**slot;
	// CHECK: deref-operand.c:[[@LINE-1]]:11: error: {{.*}}'void (struct conn *)' cast to incompatible type 'cb_t'{{.*}}[callback-cast-pointer-integer]
	(void)a; (void)b;
}
