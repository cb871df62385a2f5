/*
 * test-model.c: randomized model test of the wheel against a plain array.
 *
 * A fixed-seed generator drives millions of operations (mod_timer,
 * add_timer, del_timer, del_timer_sync, timer_pending, run_timers with
 * time steps from one tick to 2^32 ticks, and callbacks that re-arm
 * themselves, delete or move other timers) on a base whose clock starts
 * just before the tick counter wraps.  The reference model is an array
 * with one record per timer.  Checked: return values; every armed timer
 * fires exactly once unless deleted or re-armed first; never before its
 * expiry; never later than its level's documented slack (granule - 1,
 * see docs/timercore.md); nothing overdue is left after run_timers().
 *
 * Usage: timercore-test-model [operations] [seed]
 */
#include "test.h"

#include <limits.h>
#include <stdint.h>

#define NTIMERS 512

struct mtimer {
	struct timer_list timer;
	unsigned int id;
};

struct model {
	int pending;
	unsigned long expires;
	unsigned long due_max;      /* latest tick it may fire at */
	unsigned long fires;
	unsigned long arm_clk;
};

static struct timer_base *base;
static struct mtimer timers[NTIMERS];
static struct model model[NTIMERS];
static unsigned long now;           /* the last run_timers() `now` */
static unsigned long run_now;       /* `now` of the call in progress */
static uint64_t rng_state;
static unsigned long fired_in_run, total_fires, total_arms, far_fires;

static uint64_t rnd(void)
{
	/* xorshift64* */
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * 0x2545F4914F6CDD1DULL;
}

static unsigned long below(unsigned long n)
{
	return n ? (unsigned long)(rnd() % n) : 0;
}

/* The documented slack of a timer due at `expires` armed at clock `clk`. */
static unsigned long slack(unsigned long expires, unsigned long clk)
{
	unsigned long d = expires - clk;
	unsigned int lvl;

	if ((long)d < 0 || d < TIMER_WHEEL_START(1))
		return 0;
	if (d >= TIMER_WHEEL_CUTOFF)
		return TIMER_WHEEL_GRAN(TIMER_WHEEL_LEVELS - 1) - 1;
	for (lvl = 1; d >= TIMER_WHEEL_START(lvl + 1); lvl++)
		;
	return TIMER_WHEEL_GRAN(lvl) - 1;
}

static unsigned long random_delay_expires(unsigned long clk)
{
	unsigned long r = below(100);

	if (r < 35)
		return clk + below(64);
	if (r < 60)
		return clk + below(5000);
	if (r < 80)
		return clk + below(1UL << 22);
	if (r < 90)
		return clk + below(1UL << 31);
	if (r < 95)
		return clk + TIMER_WHEEL_CUTOFF + below(1UL << 34);
	return clk - 1 - below(100);            /* already in the past */
}

static void model_arm(unsigned int i, unsigned long expires,
		      unsigned long clk)
{
	unsigned long due = time_before(expires, clk) ? clk : expires;

	total_arms++;
	/* mod_timer() to the same expiry leaves a pending timer alone. */
	if (model[i].pending && model[i].expires == expires)
		return;
	model[i].pending = 1;
	model[i].expires = expires;
	model[i].arm_clk = clk;
	model[i].due_max = due + slack(expires, clk);
}

/* Outside run_timers() the clock is the last `now` + 1. */
static unsigned long idle_clk(void)
{
	return now + 1;
}

static void cb(struct timer_list *t)
{
	struct mtimer *m = from_timer(m, t, timer);
	unsigned int i = m->id;
	unsigned long clk = timer_base_clk(base);    /* tick + 1 */
	unsigned long tick = clk - 1;

	ASSERT_EQ(model[i].pending, 1);
	ASSERT(time_after_eq(tick, model[i].expires));
	if (!time_before_eq(tick, model[i].due_max))
		fprintf(stderr, "timer %u late: tick %lu expires %lu due_max "
			"%lu armed at clock %lu\n", i, tick, model[i].expires,
			model[i].due_max, model[i].arm_clk);
	ASSERT(time_before_eq(tick, model[i].due_max));
	ASSERT(time_before_eq(tick, run_now));
	ASSERT_EQ(timer_pending(t), 0);
	model[i].pending = 0;
	model[i].fires++;
	if (model[i].expires - model[i].arm_clk >= TIMER_WHEEL_CUTOFF &&
	    (long)(model[i].expires - model[i].arm_clk) > 0)
		far_fires++;
	fired_in_run++;
	total_fires++;

	switch (below(10)) {
	case 0:
	case 1: {               /* re-arm itself */
		unsigned long e = random_delay_expires(clk);

		ASSERT_EQ(mod_timer(t, e), 0);
		model_arm(i, e, clk);
		break;
	}
	case 2: {               /* delete another (maybe due this tick) */
		unsigned int j = (unsigned int)below(NTIMERS);

		ASSERT_EQ(del_timer(&timers[j].timer), model[j].pending);
		model[j].pending = 0;
		break;
	}
	case 3: {               /* move another */
		unsigned int j = (unsigned int)below(NTIMERS);
		unsigned long e = random_delay_expires(clk);
		int was = model[j].pending;

		ASSERT_EQ(mod_timer(&timers[j].timer, e), was);
		model_arm(j, e, clk);
		break;
	}
	default:
		break;
	}
}

static void check_nothing_overdue(void)
{
	unsigned int i;

	for (i = 0; i < NTIMERS; i++) {
		if (!model[i].pending)
			continue;
		if (!time_after(model[i].due_max, now)) {
			fprintf(stderr, "timer %u overdue: expires %lu due_max "
				"%lu now %lu\n", i, model[i].expires,
				model[i].due_max, now);
			abort();
		}
		ASSERT_EQ(timer_pending(&timers[i].timer), 1);
	}
}

static unsigned long random_step(void)
{
	unsigned long r = below(1000);

	if (r < 700)
		return below(4);
	if (r < 900)
		return below(500);
	if (r < 985)
		return below(100000);
	if (r < 998)
		return below(1UL << 27);
	return below(1UL << 32);
}

static int run_model(unsigned long ops, uint64_t seed)
{
	unsigned long op, runs = 0;
	unsigned int i, pending_count;

	rng_state = seed ? seed : 1;
	now = ULONG_MAX - (1UL << 20);
	base = timer_base_new(now + 1);
	ASSERT_NOT_NULL(base);
	timer_base_set_current(base);
	for (i = 0; i < NTIMERS; i++) {
		timers[i].id = i;
		timer_setup(&timers[i].timer, cb, 0);
		memset(&model[i], 0, sizeof(model[i]));
	}

	for (op = 0; op < ops; op++) {
		unsigned int r = (unsigned int)below(100);
		unsigned int i = (unsigned int)below(NTIMERS);
		struct timer_list *t = &timers[i].timer;

		if (r < 35) {
			unsigned long e = random_delay_expires(idle_clk());

			ASSERT_EQ(mod_timer(t, e), model[i].pending);
			model_arm(i, e, idle_clk());
		} else if (r < 50) {
			if (model[i].pending)
				continue;
			t->expires = random_delay_expires(idle_clk());
			add_timer(t);
			model_arm(i, t->expires, idle_clk());
		} else if (r < 68) {
			ASSERT_EQ(del_timer(t), model[i].pending);
			model[i].pending = 0;
		} else if (r < 72) {
			ASSERT_EQ(del_timer_sync(t), model[i].pending);
			model[i].pending = 0;
		} else if (r < 80) {
			ASSERT_EQ(timer_pending(t), model[i].pending);
		} else {
			int ran;

			run_now = now + random_step();
			fired_in_run = 0;
			ran = run_timers(base, run_now);
			ASSERT_EQ(ran, fired_in_run);
			now = run_now;
			check_nothing_overdue();
			runs++;
		}
	}

	pending_count = 0;
	for (i = 0; i < NTIMERS; i++)
		pending_count += model[i].pending;
	ASSERT_EQ(timer_base_pending(base), pending_count);
	for (i = 0; i < NTIMERS; i++)
		ASSERT_EQ(del_timer(&timers[i].timer), model[i].pending);
	timer_base_set_current(NULL);
	printf("# %lu ops, %lu runs, %lu arms, %lu fires (%lu beyond the last "
	       "level), final tick %lu\n",
	       ops, runs, total_arms, total_fires, far_fires, now);
	TEARDOWN(base);
	ASSERT_GT(total_fires, ops / 20);
	ASSERT_GT(far_fires, 0);
	return 0;
}

int main(int argc, char **argv)
{
	unsigned long ops = argc > 1 ? strtoul(argv[1], NULL, 0) : 4000000;
	uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 0) : 20240531;
	int ret = run_model(ops, seed);

	printf("%s 1 - model\n1..1\n", ret ? "not ok" : "ok");
	return ret;
}
