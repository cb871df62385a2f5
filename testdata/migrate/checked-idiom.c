// The checked setup idiom: a macro that casts the callback to the legacy
// type also calls it with the context (0 && (fn(p), 0)), so the compiler
// checks the pointer's type against the callback's parameter. Registered
// that way, with setup_timer() or with the field pair, by value or through
// a pointer, the integer context is a carrier with the same type at both
// ends: no callback-cast-* and no migration-integer-context. The same
// registrations through an unchecked cast are still reported (the cast,
// and the pointer in the integer), and so is a checked one whose context is
// not what the callback takes.
// RUN: not %timercheck --checks=*,-migration-timer-setup %s -- -I%S/Inputs -Wno-incompatible-pointer-types | %check %s
#include <linux/timer.h>

#define SETUP_TIMER(t, fn, p)								\
	do {										\
		(void)(0 && ((fn)(p), 0));						\
		setup_timer(t, (void (*)(unsigned long))(fn), (unsigned long)(p));	\
	} while (0)
#define SET_TIMER_FIELDS(t, fn, p)							\
	do {										\
		(void)(0 && ((fn)(p), 0));						\
		(t)->function = (void (*)(unsigned long))(fn);				\
		(t)->data = (unsigned long)(p);						\
	} while (0)
#define SETUP_TIMER_UNCHECKED(t, fn, p)							\
	setup_timer(t, (void (*)(unsigned long))(fn), (unsigned long)(p))
#define SET_TIMER_FIELDS_UNCHECKED(t, fn, p)						\
	do {										\
		(t)->function = (void (*)(unsigned long))(fn);				\
		(t)->data = (unsigned long)(p);						\
	} while (0)

struct conn {
	int fd;
	struct timer_list t;
};

struct other {
	long n;
	struct timer_list t;
};

static void conn_tick(struct conn *c)
{
	c->fd = 0;
}

static struct conn gconn;

void arm_checked(struct conn *c)
{
	struct conn local;

	SETUP_TIMER(&c->t, conn_tick, c);
	SETUP_TIMER(&local.t, conn_tick, &local);
	SET_TIMER_FIELDS(&c->t, conn_tick, c);
	SET_TIMER_FIELDS(&gconn.t, conn_tick, &gconn);
}

void arm_unchecked(struct conn *c)
{
	SETUP_TIMER_UNCHECKED(&c->t, conn_tick, c);
	// CHECK: checked-idiom.c:[[@LINE-1]]:2: error: function 'conn_tick' of type 'void (struct conn *)' cast to incompatible type 'void (*)(unsigned long)'{{.*}}[callback-cast-pointer-integer]
	// CHECK: checked-idiom.c:[[@LINE-2]]:2: note: called here through 'void (*)(unsigned long)' with 'struct conn *' by 'setup_timer': kCFI traps the call
	// CHECK: note: expanded from macro 'SETUP_TIMER_UNCHECKED'
	// CHECK: note: 'conn_tick' declared here
	// CHECK: checked-idiom.c:[[@LINE-5]]:2: warning: pointer of type 'struct conn *' passed through integer type 'unsigned long' as the context of callback 'conn_tick' registered with 'setup_timer' [migration-integer-context]
	// CHECK: checked-idiom.c:[[@LINE-6]]:2: note: a typed API keeps the pointer's type
	SET_TIMER_FIELDS_UNCHECKED(&gconn.t, conn_tick, &gconn);
	// CHECK: checked-idiom.c:[[@LINE-1]]:2: error: function 'conn_tick' of type 'void (struct conn *)' cast to incompatible type 'void (*)(unsigned long)'{{.*}}[callback-cast-pointer-integer]
	// CHECK: checked-idiom.c:[[@LINE-2]]:2: note: called here through 'void (*)(unsigned long)' with 'struct conn *' by 'timer_list.function': kCFI traps the call
	// CHECK: note: expanded from macro 'SET_TIMER_FIELDS_UNCHECKED'
	// CHECK: note: 'conn_tick' declared here
	// CHECK: checked-idiom.c:[[@LINE-5]]:2: warning: pointer of type 'struct conn *' passed through integer type 'unsigned long' as the context of callback 'conn_tick' registered with 'timer_list.function' [migration-integer-context]
	// CHECK: checked-idiom.c:[[@LINE-6]]:2: note: a typed API keeps the pointer's type
}

static struct other gother;

void arm_wrong(struct other *o)
{
	SETUP_TIMER(&gother.t, conn_tick, &gother);
	// CHECK: checked-idiom.c:[[@LINE-1]]:2: error: callback 'conn_tick' takes 'struct conn *' as parameter 1, but it is registered with a context of type 'struct other *' [context-type-confusion]
	// CHECK: note: 'conn_tick' declared here
	// CHECK: checked-idiom.c:[[@LINE-3]]:2: warning: pointer of type 'struct other *' passed through integer type 'unsigned long' as the context of callback 'conn_tick' registered with 'setup_timer' [migration-integer-context]
	// CHECK: checked-idiom.c:[[@LINE-4]]:2: note: a typed API keeps the pointer's type
	SETUP_TIMER(&o->t, conn_tick, o);
	// CHECK: checked-idiom.c:[[@LINE-1]]:2: error: callback 'conn_tick' takes 'struct conn *' as parameter 1, but it is registered with a context of type 'struct other *' [context-type-confusion]
	// CHECK: note: 'conn_tick' declared here
	// CHECK: checked-idiom.c:[[@LINE-3]]:2: warning: pointer of type 'struct other *' passed through integer type 'unsigned long' as the context of callback 'conn_tick' registered with 'setup_timer' [migration-integer-context]
	// CHECK: checked-idiom.c:[[@LINE-4]]:2: note: a typed API keeps the pointer's type
	SET_TIMER_FIELDS(&o->t, conn_tick, o);
	// CHECK: checked-idiom.c:[[@LINE-1]]:2: error: callback 'conn_tick' takes 'struct conn *' as parameter 1, but it is registered with a context of type 'struct other *' [context-type-confusion]
	// CHECK: note: 'conn_tick' declared here
	// CHECK: checked-idiom.c:[[@LINE-3]]:2: warning: pointer of type 'struct other *' passed through integer type 'unsigned long' as the context of callback 'conn_tick' registered with 'timer_list.function' [migration-integer-context]
	// CHECK: checked-idiom.c:[[@LINE-4]]:2: note: a typed API keeps the pointer's type
}
