/*
 * test-basic.c: unit tests for every timer operation and the wheel's edge
 * cases: firing, mod_timer on pending timers, deletion (including of
 * expired timers and from callbacks), re-arming from callbacks, tick
 * wrap-around, timers beyond the last level, the same-bucket shortcut,
 * the lateness bound of each level and idle run_timers().
 */
#include "test.h"

#include <limits.h>

struct probe {
	struct timer_list timer;
	int fired;
	unsigned long fired_at;       /* base clock seen by the callback */
	int rearm;                    /* times left to re-arm */
	unsigned long period;
	struct probe *victim;         /* deleted by the callback */
	int victim_ret;
	int order;                    /* global firing order */
};

static int fire_seq;
static unsigned long now_tick;    /* the `now` of the running run_timers */

static void probe_fn(struct timer_list *t)
{
	struct probe *p = from_timer(p, t, timer);

	p->fired++;
	p->fired_at = now_tick;
	p->order = ++fire_seq;
	if (p->victim)
		p->victim_ret = del_timer(&p->victim->timer);
	if (p->rearm > 0) {
		p->rearm--;
		ASSERT_EQ(mod_timer(&p->timer, t->expires + p->period), 0);
	}
}

static int run(struct timer_base *base, unsigned long now)
{
	now_tick = now;
	return run_timers(base, now);
}

static void probe_init(struct probe *p)
{
	memset(p, 0, sizeof(*p));
	timer_setup(&p->timer, probe_fn, 0);
}

/* Runs tick by tick from `from` to `to` inclusive. */
static int run_range(struct timer_base *base, unsigned long from,
		     unsigned long to)
{
	int n = 0;

	for (;;) {
		n += run(base, from);
		if (from == to)
			return n;
		from++;
	}
}

TEST_IMPL(add_and_fire)
{
	struct timer_base *base = timer_base_new(100);
	struct probe p;

	ASSERT_NOT_NULL(base);
	probe_init(&p);
	ASSERT_EQ(timer_pending(&p.timer), 0);
	p.timer.expires = 110;
	add_timer_on(&p.timer, base);
	ASSERT_EQ(timer_pending(&p.timer), 1);
	ASSERT_EQ(timer_base_pending(base), 1);
	ASSERT_EQ(run_range(base, 100, 109), 0);
	ASSERT_EQ(p.fired, 0);
	ASSERT_EQ(run(base, 110), 1);
	ASSERT_EQ(p.fired, 1);
	ASSERT_UEQ(p.fired_at, 110);
	ASSERT_EQ(timer_pending(&p.timer), 0);
	ASSERT_EQ(run_range(base, 111, 300), 0);
	ASSERT_EQ(p.fired, 1);
	TEARDOWN(base);
	return 0;
}

TEST_IMPL(fire_at_base_start)
{
	struct timer_base *base = timer_base_new(5);
	struct probe p, q;

	probe_init(&p);
	probe_init(&q);
	timer_base_set_current(base);
	ASSERT_EQ(mod_timer(&p.timer, 5), 0);
	ASSERT_EQ(mod_timer(&q.timer, 2), 0);    /* already in the past */
	ASSERT_EQ(run(base, 4), 0);
	ASSERT_EQ(run(base, 5), 2);
	ASSERT_EQ(p.fired + q.fired, 2);
	timer_base_set_current(NULL);
	TEARDOWN(base);
	return 0;
}

TEST_IMPL(jump_over_many_ticks)
{
	struct timer_base *base = timer_base_new(0);
	struct probe p[4];
	unsigned long when[4] = { 3, 700, 70000, 9000000 };
	int i;

	for (i = 0; i < 4; i++) {
		probe_init(&p[i]);
		p[i].timer.expires = when[i];
		add_timer_on(&p[i].timer, base);
	}
	ASSERT_EQ(run(base, 20000000), 4);
	for (i = 0; i < 4; i++)
		ASSERT_EQ(p[i].fired, 1);
	TEARDOWN(base);
	return 0;
}

TEST_IMPL(mod_timer_pending)
{
	struct timer_base *base = timer_base_new(0);
	struct probe p;

	probe_init(&p);
	ASSERT_EQ(timer_bind(&p.timer, base), 0);
	ASSERT_EQ(mod_timer(&p.timer, 50), 0);
	ASSERT_EQ(mod_timer(&p.timer, 50), 1);   /* same expiry */
	ASSERT_EQ(mod_timer(&p.timer, 20), 1);   /* earlier */
	ASSERT_EQ(timer_base_pending(base), 1);
	ASSERT_EQ(run_range(base, 0, 19), 0);
	ASSERT_EQ(mod_timer(&p.timer, 4000), 1); /* later, other level */
	ASSERT_EQ(run_range(base, 20, 3999), 0);
	ASSERT_EQ(p.fired, 0);
	ASSERT_EQ(run_range(base, 4000, 4100), 1);
	ASSERT_EQ(p.fired, 1);
	ASSERT_LE(p.fired_at, 4000 + TIMER_WHEEL_GRAN(3) - 1);
	/* A fired timer is not pending: mod_timer returns 0 again. */
	ASSERT_EQ(mod_timer(&p.timer, 4200), 0);
	ASSERT_EQ(del_timer(&p.timer), 1);
	TEARDOWN(base);
	return 0;
}

TEST_IMPL(del_timer_pending_and_not)
{
	struct timer_base *base = timer_base_new(0);
	struct probe p, never;

	probe_init(&p);
	probe_init(&never);
	ASSERT_EQ(del_timer(&never.timer), 0);       /* never armed */
	ASSERT_EQ(del_timer_sync(&never.timer), 0);
	p.timer.expires = 30;
	add_timer_on(&p.timer, base);
	ASSERT_EQ(del_timer(&p.timer), 1);
	ASSERT_EQ(timer_pending(&p.timer), 0);
	ASSERT_EQ(del_timer(&p.timer), 0);
	ASSERT_EQ(run_range(base, 0, 100), 0);
	ASSERT_EQ(p.fired, 0);
	/* The cached next expiry was stale; the wheel must recover. */
	ASSERT_EQ(mod_timer(&p.timer, 150), 0);
	ASSERT_EQ(run_range(base, 101, 160), 1);
	TEARDOWN(base);
	return 0;
}

TEST_IMPL(delete_expired_timer)
{
	struct timer_base *base = timer_base_new(0);
	struct probe p;

	probe_init(&p);
	p.timer.expires = 10;
	add_timer_on(&p.timer, base);
	ASSERT_EQ(run(base, 10), 1);
	ASSERT_EQ(del_timer(&p.timer), 0);
	ASSERT_EQ(del_timer_sync(&p.timer), 0);
	ASSERT_EQ(timer_pending(&p.timer), 0);
	TEARDOWN(base);
	return 0;
}

TEST_IMPL(rearm_in_callback)
{
	struct timer_base *base = timer_base_new(0);
	struct probe p;

	probe_init(&p);
	p.rearm = 3;
	p.period = 7;
	p.timer.expires = 5;
	add_timer_on(&p.timer, base);
	ASSERT_EQ(run(base, 5), 1);
	ASSERT_EQ(timer_pending(&p.timer), 1);
	ASSERT_EQ(run_range(base, 6, 11), 0);
	ASSERT_EQ(run(base, 12), 1);
	/* One call covering both remaining periods runs both. */
	ASSERT_EQ(run(base, 100), 2);
	ASSERT_EQ(p.fired, 4);
	ASSERT_UEQ(p.timer.expires, 26);
	ASSERT_EQ(timer_pending(&p.timer), 0);
	TEARDOWN(base);
	return 0;
}

static void self_delete_fn(struct timer_list *t)
{
	struct probe *p = from_timer(p, t, timer);

	p->fired++;
	/* Re-arm, then delete: del_timer sees it pending again. */
	ASSERT_EQ(mod_timer(t, t->expires + 1), 0);
	p->victim_ret = del_timer(t);
	ASSERT_EQ(del_timer(t), 0);
	ASSERT_EQ(del_timer_sync(t), 0);   /* own callback: cannot wait */
}

TEST_IMPL(delete_in_callback)
{
	struct timer_base *base = timer_base_new(0);
	struct probe a, b, c;

	/*
	 * a and b are due in the same tick and each deletes the other: the
	 * first to run (the order is unspecified) deletes the other, which
	 * is already collected.
	 */
	probe_init(&a);
	probe_init(&b);
	a.victim = &b;
	b.victim = &a;
	timer_base_set_current(base);
	mod_timer(&b.timer, 9);
	mod_timer(&a.timer, 9);
	ASSERT_EQ(run(base, 9), 1);
	ASSERT_EQ(a.fired + b.fired, 1);
	ASSERT_EQ(a.fired ? a.victim_ret : b.victim_ret, 1);
	ASSERT_EQ(timer_pending(&a.timer), 0);
	ASSERT_EQ(timer_pending(&b.timer), 0);

	probe_init(&c);
	timer_setup(&c.timer, self_delete_fn, 0);
	mod_timer(&c.timer, 12);
	ASSERT_EQ(run(base, 20), 1);
	ASSERT_EQ(c.fired, 1);
	ASSERT_EQ(c.victim_ret, 1);
	ASSERT_EQ(timer_pending(&c.timer), 0);
	timer_base_set_current(NULL);
	TEARDOWN(base);
	return 0;
}

struct rearmer {
	struct timer_list timer;
	struct rearmer *other;
	int fired;
	int *total;
};

static void rearm_other_fn(struct timer_list *t)
{
	struct rearmer *r = from_timer(r, t, timer);

	r->fired++;
	/*
	 * The first callback of the tick moves the other timer of the same
	 * tick (already collected, not yet run) later.  Which of the two runs
	 * first is unspecified.
	 */
	if ((*r->total)++ == 0)
		ASSERT_EQ(mod_timer(&r->other->timer, t->expires + 3), 1);
}

TEST_IMPL(mod_timer_on_collected_timer)
{
	struct timer_base *base = timer_base_new(0);
	struct rearmer a, b;
	int total = 0;

	a.fired = b.fired = 0;
	a.other = &b;
	b.other = &a;
	a.total = b.total = &total;
	timer_setup(&a.timer, rearm_other_fn, 0);
	timer_setup(&b.timer, rearm_other_fn, 0);
	timer_base_set_current(base);
	mod_timer(&a.timer, 640);
	mod_timer(&b.timer, 640);
	ASSERT_EQ(run(base, 640), 1);
	ASSERT_EQ(a.fired + b.fired, 1);
	ASSERT_EQ(timer_pending(&a.timer) + timer_pending(&b.timer), 1);
	ASSERT_EQ(run_range(base, 641, 642), 0);
	ASSERT_EQ(run(base, 643), 1);
	ASSERT_EQ(a.fired, 1);
	ASSERT_EQ(b.fired, 1);
	timer_base_set_current(NULL);
	TEARDOWN(base);
	return 0;
}

/*
 * Fires `p` and returns the tick it fired at; the timer must be the only
 * one pending.  Checks that the tick before does not fire it.
 */
static unsigned long fire_tick(struct timer_base *base, struct probe *p)
{
	unsigned long next = timer_base_next_expiry(base);

	ASSERT_EQ(run(base, next - 1), 0);
	ASSERT_EQ(p->fired, 0);
	ASSERT_EQ(run(base, next), 1);
	ASSERT_EQ(p->fired, 1);
	return next;
}

TEST_IMPL(wraparound)
{
	unsigned long start = ULONG_MAX - 3000;
	unsigned long delays[] = { 0, 1, 62, 63, 64, 500, 2999, 3000, 3001,
				   3100, 40000, 5000000 };
	size_t i;

	for (i = 0; i < sizeof(delays) / sizeof(delays[0]); i++) {
		struct timer_base *base = timer_base_new(start);
		struct probe p;
		unsigned long at, when = start + delays[i];

		probe_init(&p);
		p.timer.expires = when;
		add_timer_on(&p.timer, base);
		at = fire_tick(base, &p);
		ASSERT(time_after_eq(at, when));
		ASSERT_ULE(at - when, delays[i] * 8 / 63);
		TEARDOWN(base);
	}
	/* time_after and friends across the wrap. */
	ASSERT(time_after(2UL, ULONG_MAX - 2));
	ASSERT(time_before(ULONG_MAX - 2, 2UL));
	ASSERT(time_after_eq(0UL, ULONG_MAX));
	ASSERT(!time_after(ULONG_MAX, 0UL));
	return 0;
}

TEST_IMPL(wraparound_tick_by_tick)
{
	unsigned long start = ULONG_MAX - 200;
	struct timer_base *base = timer_base_new(start);
	struct probe p[8];
	unsigned long i;
	int fired = 0;

	for (i = 0; i < 8; i++) {
		probe_init(&p[i]);
		p[i].timer.expires = start + 1 + i * 57;
		add_timer_on(&p[i].timer, base);
	}
	for (i = 0; i < 700; i++) {
		unsigned long now = start + i;
		int j;

		fired += run(base, now);
		for (j = 0; j < 8; j++)
			if (p[j].fired)
				ASSERT(time_after_eq(p[j].fired_at,
						     p[j].timer.expires));
	}
	ASSERT_EQ(fired, 8);
	TEARDOWN(base);
	return 0;
}

TEST_IMPL(timers_far_beyond_the_last_level)
{
	unsigned long start = 12345;
	unsigned long deltas[] = { TIMER_WHEEL_MAX, TIMER_WHEEL_CUTOFF - 1,
				   TIMER_WHEEL_CUTOFF,
				   TIMER_WHEEL_CUTOFF * 3 + 777,
				   1UL << 40 };
	unsigned long last_gran = TIMER_WHEEL_GRAN(TIMER_WHEEL_LEVELS - 1);
	size_t i;

	for (i = 0; i < sizeof(deltas) / sizeof(deltas[0]); i++) {
		struct timer_base *base = timer_base_new(start);
		struct probe p;
		unsigned long when = start + deltas[i];
		unsigned long now = start, at;

		probe_init(&p);
		p.timer.expires = when;
		add_timer_on(&p.timer, base);
		/* Clamped: the first bucket is no further than MAX (+gran). */
		ASSERT_ULE(timer_base_next_expiry(base) - start,
			   (deltas[i] >= TIMER_WHEEL_CUTOFF ?
			    TIMER_WHEEL_MAX : deltas[i]) + last_gran);
		/* Walk the re-queues until it fires; never early. */
		for (;;) {
			unsigned long next = timer_base_next_expiry(base);

			ASSERT(time_after(next, now));
			now = next;
			if (run(base, now))
				break;
			ASSERT(time_before(now, when));
		}
		at = now;
		ASSERT(time_after_eq(at, when));
		ASSERT_ULE(at - when, last_gran - 1);
		ASSERT_EQ(p.fired, 1);
		TEARDOWN(base);
	}
	return 0;
}

TEST_IMPL(shortcut_and_postponement)
{
	struct timer_base *base = timer_base_new(0);
	struct probe a, b;
	struct timer_list **pprev, *link;
	unsigned long next;
	unsigned int idx;

	/* Level 2 (granule 64): 1000 and 1020 share the bucket of 1024. */
	probe_init(&a);
	probe_init(&b);
	timer_base_set_current(base);
	mod_timer(&a.timer, 1000);
	mod_timer(&b.timer, 1010);
	next = timer_base_next_expiry(base);
	ASSERT_UEQ(next, 1024);
	idx = a.timer.flags & 0x3ff;
	ASSERT_EQ(idx / TIMER_WHEEL_LVL_SIZE, 2);
	pprev = a.timer.pprev;
	link = a.timer.next;
	ASSERT_EQ(mod_timer(&a.timer, 1020), 1);
	ASSERT_UEQ(a.timer.expires, 1020);
	ASSERT_EQ(a.timer.flags & 0x3ff, idx);
	/* Not re-inserted: its links are untouched. */
	ASSERT(a.timer.pprev == pprev);
	ASSERT(a.timer.next == link);
	ASSERT_UEQ(timer_base_next_expiry(base), next);
	ASSERT_EQ(run(base, 1023), 0);
	ASSERT_EQ(run(base, 1024), 2);
	/*
	 * Postponed past its bucket's tick: it stays (links untouched) and is
	 * moved when the bucket (tick 2048) comes up, then fires on time.
	 */
	mod_timer(&a.timer, 2000);
	mod_timer(&b.timer, 2010);
	idx = a.timer.flags & 0x3ff;
	pprev = a.timer.pprev;
	link = a.timer.next;
	ASSERT_EQ(mod_timer(&a.timer, 2100), 1);
	ASSERT_UEQ(a.timer.expires, 2100);
	ASSERT_EQ(a.timer.flags & 0x3ff, idx);
	ASSERT(a.timer.pprev == pprev);
	ASSERT(a.timer.next == link);
	ASSERT_EQ(run(base, 2048), 1);
	ASSERT_EQ(b.fired, 2);
	ASSERT_EQ(a.fired, 1);
	ASSERT(timer_pending(&a.timer));
	ASSERT_NE(a.timer.flags & 0x3ff, idx);
	ASSERT_EQ(run(base, 2099), 0);
	ASSERT_EQ(run(base, 2100), 1);
	ASSERT_EQ(a.fired, 2);
	ASSERT_LT(b.order, a.order);
	/* Brought forward to an earlier bucket: moved at once. */
	mod_timer(&a.timer, 3000);
	idx = a.timer.flags & 0x3ff;
	ASSERT_EQ(mod_timer(&a.timer, 2500), 1);
	ASSERT_NE(a.timer.flags & 0x3ff, idx);
	ASSERT_EQ(run(base, 2503), 0);
	ASSERT_EQ(run(base, 2504), 1);
	ASSERT_EQ(a.fired, 3);
	timer_base_set_current(NULL);
	TEARDOWN(base);
	return 0;
}

TEST_IMPL(lateness_bound_per_level)
{
	unsigned long starts[] = { 0, 1, 12345, ULONG_MAX - 100000 };
	unsigned int lvl;
	size_t s;

	for (s = 0; s < sizeof(starts) / sizeof(starts[0]); s++) {
		for (lvl = 0; lvl < TIMER_WHEEL_LEVELS; lvl++) {
			unsigned long lo = TIMER_WHEEL_START(lvl);
			unsigned long hi = TIMER_WHEEL_START(lvl + 1) - 1;
			unsigned long gran = TIMER_WHEEL_GRAN(lvl);
			unsigned long worst = 0;
			unsigned long k;

			for (k = 0; k < 24; k++) {
				struct timer_base *base =
					timer_base_new(starts[s]);
				struct probe p;
				unsigned long d, when, at;

				d = lo + (hi - lo) / 23 * k + (k * 7919) % gran;
				if (k == 23 || d > hi)
					d = hi;
				when = starts[s] + d;
				probe_init(&p);
				p.timer.expires = when;
				add_timer_on(&p.timer, base);
				ASSERT_EQ(p.timer.flags & 0x3ff,
					  ((p.timer.flags & 0x3ff) % 64) +
					  lvl * 64);
				at = fire_tick(base, &p);
				ASSERT(time_after_eq(at, when));
				ASSERT_ULE(at - when, gran - 1);
				/* At most 8/63 (12.7%) of the delay late. */
				ASSERT_ULE((at - when) * 63, d * 8);
				if (at - when > worst)
					worst = at - when;
				TEARDOWN(base);
			}
			if (lvl == 0)
				ASSERT_UEQ(worst, 0);
		}
	}
	/* The bound is reached: one tick past a granule boundary. */
	{
		struct timer_base *base = timer_base_new(0);
		struct probe p;

		probe_init(&p);
		p.timer.expires = 8 * 64 + 1;      /* level 2, granule 64 */
		add_timer_on(&p.timer, base);
		ASSERT_UEQ(fire_tick(base, &p), 9 * 64);
		TEARDOWN(base);
	}
	return 0;
}

TEST_IMPL(idle_run_timers)
{
	struct timer_base *base = timer_base_new(0);
	struct probe p;
	unsigned long next, i;

	/* Empty base: nothing to do, ever. */
	for (i = 0; i < 100000; i++)
		ASSERT_EQ(run(base, i), 0);
	probe_init(&p);
	timer_base_set_current(base);
	mod_timer(&p.timer, 500000);
	next = timer_base_next_expiry(base);
	ASSERT(time_after_eq(next, 500000));
	/* Idle calls leave the cache alone and fire nothing. */
	for (i = 100000; i < next; i += 3)
		ASSERT_EQ(run(base, i), 0);
	ASSERT_UEQ(timer_base_next_expiry(base), next);
	/* They do advance the clock seen by new timers. */
	ASSERT(time_after(timer_base_clk(base), 400000));
	ASSERT_EQ(run(base, next), 1);
	timer_base_set_current(NULL);
	TEARDOWN(base);
	return 0;
}

TEST_IMPL(idle_calls_keep_lateness_relative_to_now)
{
	struct timer_base *base = timer_base_new(0);
	struct probe p;

	/* After a long idle stretch a 10-tick timer is still exact. */
	ASSERT_EQ(run(base, 1000000), 0);
	probe_init(&p);
	timer_base_set_current(base);
	mod_timer(&p.timer, 1000010);
	ASSERT_UEQ(fire_tick(base, &p), 1000010);
	timer_base_set_current(NULL);
	TEARDOWN(base);
	return 0;
}

TEST_IMPL(bring_forward_after_idle_calls)
{
	struct timer_base *base = timer_base_new(0);
	struct probe p;

	/*
	 * A pending timer far out (level 4), idle calls up to tick 100000,
	 * then brought forward to 10 ticks from now: its delay counts from
	 * now, so it lands on level 0 and fires exactly (counted from the
	 * stale clock it would be a level-5 delay, 4096 ticks coarse).
	 */
	probe_init(&p);
	timer_base_set_current(base);
	mod_timer(&p.timer, 200000);
	ASSERT_EQ(run(base, 100000), 0);
	ASSERT_EQ(mod_timer(&p.timer, 100010), 1);
	ASSERT_EQ(p.timer.flags & 0x3ff, 100010 & 63);
	ASSERT_UEQ(fire_tick(base, &p), 100010);
	timer_base_set_current(NULL);
	TEARDOWN(base);
	return 0;
}

TEST_IMPL(many_timers_same_tick)
{
	struct timer_base *base = timer_base_new(0);
	struct probe p[100];
	int i;

	timer_base_set_current(base);
	for (i = 0; i < 100; i++) {
		probe_init(&p[i]);
		mod_timer(&p[i].timer, 77);
	}
	ASSERT_EQ(timer_base_pending(base), 100);
	/* 77 ticks away is level 1 (granule 8): the bucket of 80. */
	ASSERT_EQ(run(base, 79), 0);
	ASSERT_EQ(run(base, 80), 100);
	for (i = 0; i < 100; i++)
		ASSERT_EQ(p[i].fired, 1);
	timer_base_set_current(NULL);
	TEARDOWN(base);
	return 0;
}

static struct timer_base *nested_base;
static int nested_ret = -1;

static void nested_fn(struct timer_list *t)
{
	(void)t;
	nested_ret = run_timers(nested_base, 1000);
	/* The callback's thread runs with this base as its current one. */
	ASSERT_PTR_EQ(timer_base_current(), nested_base);
}

TEST_IMPL(nested_run_timers)
{
	struct timer_list a, b;

	nested_base = timer_base_new(0);
	timer_setup(&a, nested_fn, 0);
	timer_setup(&b, nested_fn, 0);
	a.expires = 1;
	b.expires = 2;
	add_timer_on(&a, nested_base);
	add_timer_on(&b, nested_base);
	ASSERT_PTR_EQ(timer_base_current(), NULL);
	ASSERT_EQ(run_timers(nested_base, 1), 1);
	ASSERT_EQ(nested_ret, 0);
	ASSERT_EQ(timer_pending(&b), 1);
	ASSERT_PTR_EQ(timer_base_current(), NULL);
	ASSERT_EQ(run_timers(nested_base, 2), 1);
	TEARDOWN(nested_base);
	return 0;
}

TEST_IMPL(bind_and_free)
{
	struct timer_base *a = timer_base_new(0), *b = timer_base_new(0);
	struct probe p;

	probe_init(&p);
	ASSERT_EQ(timer_bind(&p.timer, a), 0);
	ASSERT_EQ(mod_timer(&p.timer, 10), 0);
	ASSERT_EQ(timer_bind(&p.timer, b), -1);     /* pending on a */
	ASSERT_EQ(timer_bind(&p.timer, a), 0);
	ASSERT_EQ(del_timer(&p.timer), 1);
	ASSERT_EQ(timer_bind(&p.timer, b), 0);
	ASSERT_EQ(mod_timer(&p.timer, 10), 0);
	ASSERT_EQ(run(a, 10), 0);
	ASSERT_EQ(timer_base_pending(b), 1);
	/* Freeing a base detaches what is still pending on it. */
	timer_base_free(b);
	ASSERT_EQ(timer_pending(&p.timer), 0);
	ASSERT_EQ(p.fired, 0);
	TEARDOWN(a);
	return 0;
}

static int static_fired;

static void static_fn(struct timer_list *t)
{
	(void)t;
	static_fired++;
}

static DEFINE_TIMER(static_timer, static_fn);

TEST_IMPL(define_timer)
{
	struct timer_base *base = timer_base_new(0);

	ASSERT_EQ(timer_pending(&static_timer), 0);
	static_timer.expires = 3;
	add_timer_on(&static_timer, base);
	ASSERT_EQ(run(base, 3), 1);
	ASSERT_EQ(static_fired, 1);
	TEARDOWN(base);
	return 0;
}

TEST_IMPL(many_bases)
{
	static struct timer_base *bases[TIMER_MAX_BASES];
	int i, n = 0;

	while ((bases[n] = timer_base_new(0)) != NULL)
		n++;
	ASSERT_EQ(n, TIMER_MAX_BASES - 1);
	for (i = 0; i < n; i++)
		timer_base_free(bases[i]);
	bases[0] = timer_base_new(0);
	ASSERT_NOT_NULL(bases[0]);
	timer_base_free(bases[0]);
	return 0;
}

static void die_add_pending(void *arg)
{
	struct timer_base *base = timer_base_new(0);
	struct timer_list t;

	(void)arg;
	timer_setup(&t, static_fn, 0);
	t.expires = 5;
	add_timer_on(&t, base);
	add_timer(&t);
}

static void die_unbound(void *arg)
{
	struct timer_list t;

	(void)arg;
	timer_setup(&t, static_fn, 0);
	mod_timer(&t, 5);
}

TEST_IMPL(death_add_pending_and_unbound)
{
	static const char *const pend[] = { "add_timer() on a pending timer",
					    NULL };
	static const char *const unb[] = { "not bound to a base", NULL };

	ASSERT_EQ(expect_death(die_add_pending, NULL, SIGABRT, pend), 0);
	ASSERT_EQ(expect_death(die_unbound, NULL, SIGABRT, unb), 0);
	return 0;
}

#define TESTS                                                               \
	TEST_ENTRY(add_and_fire)                                             \
	TEST_ENTRY(fire_at_base_start)                                       \
	TEST_ENTRY(jump_over_many_ticks)                                     \
	TEST_ENTRY(mod_timer_pending)                                        \
	TEST_ENTRY(del_timer_pending_and_not)                                \
	TEST_ENTRY(delete_expired_timer)                                     \
	TEST_ENTRY(rearm_in_callback)                                        \
	TEST_ENTRY(delete_in_callback)                                       \
	TEST_ENTRY(mod_timer_on_collected_timer)                             \
	TEST_ENTRY(wraparound)                                               \
	TEST_ENTRY(wraparound_tick_by_tick)                                  \
	TEST_ENTRY(timers_far_beyond_the_last_level)                         \
	TEST_ENTRY(shortcut_and_postponement)                                \
	TEST_ENTRY(lateness_bound_per_level)                                 \
	TEST_ENTRY(idle_run_timers)                                          \
	TEST_ENTRY(idle_calls_keep_lateness_relative_to_now)                 \
	TEST_ENTRY(bring_forward_after_idle_calls)                           \
	TEST_ENTRY(many_timers_same_tick)                                    \
	TEST_ENTRY(nested_run_timers)                                        \
	TEST_ENTRY(bind_and_free)                                            \
	TEST_ENTRY(define_timer)                                             \
	TEST_ENTRY(many_bases)                                               \
	TEST_ENTRY(death_add_pending_and_unbound)

TEST_MAIN(TESTS)
