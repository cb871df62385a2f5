// Numbers that are not literals, judged by their origins: an unsigned int
// field no store fills from a pointer, a loop index, a context #define'd
// to 0, a loop index in sigev_value.sival_int. Each callback casts its
// context to a struct pointer: context-integer-as-pointer. Clean twins: a
// wide field that a store fills from a pointer of the recovered type, a
// literal 0 ("no context"), a counter given a pointer, a callback that
// uses its context as a number.
// RUN: not %timercheck --no-cache %s -- -I%inputs/linux -I%inputs/posix 2>&1 | grep -E '^[^ ]+:[0-9]+:[0-9]+: |finding' | %check %s
#include "legacy.h"
#include "posix.h"

struct conn { int fd; };
struct kbd { unsigned int last_code; unsigned long ctx; struct timer_list t, t2; };

static void kbd_tick(unsigned long d)
{
	struct conn *c = (struct conn *)d;
	c->fd = 0;
}

void kbd_arm(struct kbd *kbd)
{
	setup_timer(&kbd->t, kbd_tick, kbd->last_code);
}

/* Clean: the wide field holds a struct conn *, stored below. */
static void ctx_tick(unsigned long d)
{
	struct conn *c = (struct conn *)d;

	c->fd = 1;
}

void kbd_arm_ctx(struct kbd *kbd, struct conn *c)
{
	kbd->ctx = (unsigned long)c;
	setup_timer(&kbd->t2, ctx_tick, kbd->ctx);
}

#define BOARD_CTX 0
static void board_tick(unsigned long d)
{
	struct conn *c = (struct conn *)d;
	c->fd = 2;
}

void board_arm(struct timer_list *t, struct timer_list *none)
{
	setup_timer(t, board_tick, BOARD_CTX);
	setup_timer(none, board_tick, 0);	/* "no context": not reported */
}

static void idx_tick(unsigned long d)
{
	struct conn *c = (struct conn *)d;
	c->fd = 3;
}

void idx_arm(struct timer_list *t, int n)
{
	int i;

	for (i = 0; i < n; i++)
		setup_timer(&t[i], idx_tick, i);
}

/* Clean: a counter that is given a pointer is no number. */
void ptr_counter(struct timer_list *t, struct conn *c)
{
	unsigned long p = (unsigned long)c;

	p++;
	setup_timer(t, idx_tick, p);
}

/* Clean: a callback that uses its context as a number. */
static void count_tick(unsigned long d)
{
	(void)d;
}

void count_arm(struct timer_list *t, int n)
{
	int i;

	for (i = 0; i < n; i++)
		setup_timer(&t[i], count_tick, i);
}

/* SIGEV_THREAD with a loop index in the union's int member. */
static void on_expiry(union sigval v)
{
	struct conn *c = v.sival_ptr;
	c->fd = 4;
}

void sev_arm(int n)
{
	struct sigevent sev;
	int i;

	for (i = 0; i < n; i++) {
		sev.sigev_notify_function = on_expiry;
		sev.sigev_value.sival_int = i;
	}
}
// CHECK: numbers.c:17:19: error: callback 'kbd_tick' turns its context into 'struct conn *', but it is registered with a number [context-integer-as-pointer]
// CHECK: numbers.c:23:38: note: number registered here as the context of 'kbd_tick'
// CHECK: numbers.c:37:39: warning: pointer of type 'struct conn *' passed through integer type 'unsigned long' as the context of callback 'ctx_tick' registered with 'timer_list.function' [migration-integer-context]
// CHECK: numbers.c:36:13: note: stored into field 'kbd.ctx' here as 'unsigned long'
// CHECK: numbers.c:37:24: note: a typed API keeps the pointer's type: use timer_setup() and from_timer()
// CHECK: numbers.c:43:19: error: callback 'board_tick' turns its context into 'struct conn *', but it is registered with a number [context-integer-as-pointer]
// CHECK: numbers.c:49:29: note: number registered here as the context of 'board_tick'
// CHECK: numbers.c:55:19: error: callback 'idx_tick' turns its context into 'struct conn *', but it is registered with a number [context-integer-as-pointer]
// CHECK: numbers.c:64:32: note: number registered here as the context of 'idx_tick'
// CHECK: numbers.c:93:21: error: callback 'on_expiry' turns its context into 'struct conn *', but it is registered with a number [context-integer-as-pointer]
// CHECK: numbers.c:104:31: note: number registered here as the context of 'on_expiry'
// CHECK: 5 findings in

// XFAIL: libclang-14
// (under libclang 14 two of the five are missed, BOARD_CTX and the
// sival_int loop index; cause not found yet: docs/reliability.md)
