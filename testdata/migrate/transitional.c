// Linux 4.14's transitional timer_setup(), as a macro (legacy.h) and as an
// inline function: it casts the callback, which takes the timer, to the
// legacy void (*)(unsigned long) and passes the timer itself as the data.
// Code migrated to timer_setup() and from_timer() is silent under both,
// by value and through a pointer: no callback-cast-*, no migration-*. A
// callback of the wrong type is still reported: one taking another
// pointer gets the timer (context-type-confusion, and the cast that
// passes it), a legacy one recovering its object from the data gets the
// timer instead (context-type-confusion).
// RUN: not %timercheck --checks=* %s -- -I%S/Inputs/transitional-macro | %check %s --check-prefixes=CHECK,MACRO
// (The inline form reports only the casts written at the calls.)
// RUN: not %timercheck --checks=* %s -- -I%S/Inputs/transitional-inline | %check %s --check-prefixes=CHECK,INLINE
#include <linux/timer.h>

struct conn {
	int fd;
	struct timer_list t;
};

static void conn_expire(struct timer_list *t)
{
	struct conn *c = from_timer(c, t, t);

	c->fd = -1;
}

static struct conn gconn;

void conn_arm(struct conn *c)
{
	struct conn local;

	timer_setup(&c->t, conn_expire, 0);
	timer_setup(&local.t, conn_expire, 0);
	timer_setup(&gconn.t, conn_expire, 0);
}

static void conn_wrong(struct conn *c)
{
	c->fd = 0;
}

static void conn_legacy(unsigned long data)
{
	struct conn *c = (struct conn *)data;
	// MACRO: transitional.c:[[@LINE-1]]:19: error: callback 'conn_legacy' recovers its context as 'struct conn *', but it is registered with 'struct timer_list *' [context-type-confusion]
	// MACRO: note: 'conn_legacy' registered here with a context of type 'struct timer_list *'
	// MACRO: note: 'conn_legacy' registered here with a context of type 'struct timer_list *'

	c->fd = 1;
}

void conn_arm_wrong(struct conn *c)
{
	struct conn local;

	timer_setup(&c->t, (void (*)(struct timer_list *))conn_wrong, 0);
	// MACRO: transitional.c:[[@LINE-1]]:2: error: callback 'conn_wrong' takes 'struct conn *' as parameter 1, but it is registered with a context of type 'struct timer_list *' [context-type-confusion]
	// MACRO: note: 'conn_wrong' declared here
	// MACRO: transitional.c:[[@LINE-3]]:2: warning: pointer of type 'struct timer_list *' passed through integer type 'unsigned long'{{.*}}[migration-integer-context]
	// MACRO: note: a typed API keeps the pointer's type
	// MACRO: transitional.c:[[@LINE-5]]:21: warning: function 'conn_wrong' of type 'void (struct conn *)' cast to incompatible type 'void (*)(struct timer_list *)'{{.*}}[callback-cast-pointee]
	// MACRO: note: 'conn_wrong' declared here
	// The inline timer_setup() is a registration the join binds: the timer is not a conn.
	// INLINE: transitional.c:[[@LINE-8]]:21: error: function 'conn_wrong' of type 'void (struct conn *)' cast to incompatible type 'void (*)(struct timer_list *)'{{.*}}[callback-cast-pointee]
	// INLINE: transitional.c:[[@LINE-9]]:2: note: called here through 'void (*)(struct timer_list *)' with 'struct timer_list *' by 'timer_setup': not the object parameter 1 points to
	// INLINE: note: 'conn_wrong' declared here
	timer_setup(&local.t, (void (*)(struct timer_list *))conn_wrong, 0);
	// MACRO: transitional.c:[[@LINE-1]]:2: error: callback 'conn_wrong' takes 'struct conn *' as parameter 1, but it is registered with a context of type 'struct timer_list *' [context-type-confusion]
	// MACRO: note: 'conn_wrong' declared here
	// MACRO: transitional.c:[[@LINE-3]]:2: warning: pointer of type 'struct timer_list *' passed through integer type 'unsigned long'{{.*}}[migration-integer-context]
	// MACRO: note: a typed API keeps the pointer's type
	// MACRO: transitional.c:[[@LINE-5]]:24: warning: function 'conn_wrong' {{.*}}[callback-cast-pointee]
	// MACRO: note: 'conn_wrong' declared here
	// INLINE: transitional.c:[[@LINE-7]]:24: error: function 'conn_wrong' {{.*}}[callback-cast-pointee]
	// INLINE: transitional.c:[[@LINE-8]]:2: note: called here through {{.*}}: not the object parameter 1 points to
	// INLINE: note: 'conn_wrong' declared here
	timer_setup(&c->t, (void (*)(struct timer_list *))conn_legacy, 0);
	// MACRO: transitional.c:[[@LINE-1]]:2: warning: pointer of type 'struct timer_list *' passed through integer type 'unsigned long'{{.*}}[migration-integer-context]
	// MACRO: note: a typed API keeps the pointer's type
	// CHECK: transitional.c:[[@LINE-3]]:21: error: function 'conn_legacy' of type 'void (unsigned long)' cast to incompatible type 'void (*)(struct timer_list *)'{{.*}}[callback-cast-pointer-integer]
	// INLINE: transitional.c:[[@LINE-4]]:2: note: called here through 'void (*)(struct timer_list *)' with 'struct timer_list *' by 'timer_setup': kCFI traps the call
	// CHECK: note: 'conn_legacy' declared here
	timer_setup(&local.t, (void (*)(struct timer_list *))conn_legacy, 0);
	// MACRO: transitional.c:[[@LINE-1]]:2: warning: pointer of type 'struct timer_list *' passed through integer type 'unsigned long'{{.*}}[migration-integer-context]
	// MACRO: note: a typed API keeps the pointer's type
	// CHECK: transitional.c:[[@LINE-3]]:24: error: function 'conn_legacy' {{.*}}[callback-cast-pointer-integer]
	// INLINE: transitional.c:[[@LINE-4]]:2: note: called here through {{.*}}: kCFI traps the call
	// CHECK: note: 'conn_legacy' declared here
}
