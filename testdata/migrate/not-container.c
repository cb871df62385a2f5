// No embedded conversion when the context is not the timer's container:
// a number, another object of the container's type, a field of the
// container, another type. Each registration says why, with no fix-it; a
// callback that has one such registration keeps its others unconverted
// too, since the callback cannot take two types.
// RUN: not %timercheck --checks=-*,migration-timer-setup --parseable-fixits %s -- -I%S/Inputs | %check %s
// CHECK-NOT: fix-it
#include <linux/timer.h>

struct stats {
	int hits;
};

struct sess {
	int id;
	struct sess *peer;
	struct stats st;
	struct timer_list t;
};

static void count_tick(unsigned long n)
{
	(void)n;
}

static void peer_tick(unsigned long data)
{
	struct sess *s = (struct sess *)data;

	s->id = 0;
}

static void stats_tick(unsigned long data)
{
	struct stats *st = (struct stats *)data;

	st->hits++;
}

static void shared_tick(unsigned long data)
{
	struct sess *s = (struct sess *)data;

	s->id++;
}

void arm(struct sess *s, struct sess *other, struct stats *st)
{
	setup_timer(&s->t, count_tick, 42);
	// CHECK: not-container.c:[[@LINE-1]]:2: warning: registration of 'count_tick' with setup_timer() cannot move to timer_setup(): its context is a number, not the timer's container [migration-timer-setup]
	setup_timer(&s->t, peer_tick, (unsigned long)other);
	// CHECK: not-container.c:[[@LINE-1]]:2: warning: registration of 'peer_tick' with setup_timer() cannot move to timer_setup(): its context 'other' is another 'struct sess' than the one holding the timer [migration-timer-setup]
	setup_timer(&s->t, stats_tick, (unsigned long)st);
	// CHECK: not-container.c:[[@LINE-1]]:2: warning: registration of 'stats_tick' with setup_timer() cannot move to timer_setup(): its context is a 'struct stats *', not the 'struct sess' the timer is embedded in [migration-timer-setup]
	setup_timer(&s->t, peer_tick, (unsigned long)s->peer);
	// CHECK: not-container.c:[[@LINE-1]]:2: warning: registration of 'peer_tick' with setup_timer() cannot move to timer_setup(): its context 's->peer' is another 'struct sess' than the one holding the timer [migration-timer-setup]
	setup_timer(&s->t, stats_tick, (unsigned long)&s->st);
	// CHECK: not-container.c:[[@LINE-1]]:2: warning: registration of 'stats_tick' with setup_timer() cannot move to timer_setup(): its context '&s->st' is a field of the timer's container 'struct sess', not the container [migration-timer-setup]
	setup_timer(&s->t, shared_tick, (unsigned long)s);
	// CHECK: not-container.c:[[@LINE-1]]:2: warning: registration of 'shared_tick' with setup_timer() cannot move to timer_setup(): another registration of the callback cannot [migration-timer-setup]
	// CHECK: not-container.c:[[@LINE+1]]:2: note: 'shared_tick' registered here: its context 's' is another 'struct sess' than the one holding the timer
	setup_timer(&other->t, shared_tick, (unsigned long)s);
	// CHECK: not-container.c:[[@LINE-1]]:2: warning: registration of 'shared_tick' with setup_timer() cannot move to timer_setup(): its context 's' is another 'struct sess' than the one holding the timer [migration-timer-setup]
}
