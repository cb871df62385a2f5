/*
 * test-concurrency.c: one thread runs a base while others add, modify and
 * delete; del_timer_sync() against a running callback; self re-arming
 * callbacks stopped from other threads.  Meant to pass under
 * ThreadSanitizer with no reports.
 *
 * The accounting check: every activation of a timer (a mod_timer() or
 * add_timer() that found it not pending, or a re-arm from its callback)
 * ends in exactly one of: its callback runs, a del_timer*() returns 1, or
 * it is still pending at the end.
 */
#include "test.h"

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <time.h>

#define NT 64
#define WORKERS 3

struct ctimer {
	struct timer_list timer;
	atomic_long fires;
	atomic_long activations;
	atomic_long deletions;
	atomic_int in_callback;
	atomic_int rearm;           /* callback re-arms itself while set */
	atomic_int stopped;         /* set once del_timer_sync() returned */
	atomic_int late_run;        /* callback ran after `stopped` */
	unsigned long period;
};

static struct timer_base *base;
static atomic_ulong shared_now;
static atomic_int stop_runner;
static struct ctimer ct[NT];

static void spin_for_ns(long ns)
{
	struct timespec a, b;

	clock_gettime(CLOCK_MONOTONIC, &a);
	do {
		clock_gettime(CLOCK_MONOTONIC, &b);
	} while ((b.tv_sec - a.tv_sec) * 1000000000L +
		 (b.tv_nsec - a.tv_nsec) < ns);
}

static void ct_fn(struct timer_list *t)
{
	struct ctimer *c = from_timer(c, t, timer);

	if (atomic_load(&c->stopped))
		atomic_store(&c->late_run, 1);
	atomic_store(&c->in_callback, 1);
	atomic_fetch_add(&c->fires, 1);
	if (atomic_load(&c->rearm)) {
		/* Re-arm (t->expires is not ours to read: others modify it). */
		if (mod_timer(t, atomic_load(&shared_now) + c->period) == 0)
			atomic_fetch_add(&c->activations, 1);
	}
	atomic_store(&c->in_callback, 0);
}

static void *runner(void *arg)
{
	unsigned long now = atomic_load(&shared_now);

	(void)arg;
	while (!atomic_load(&stop_runner)) {
		now++;
		atomic_store(&shared_now, now);
		run_timers(base, now);
		if ((now & 63) == 0)
			sched_yield();
	}
	return NULL;
}

static void start_runner(pthread_t *th)
{
	atomic_store(&stop_runner, 0);
	ASSERT_EQ(pthread_create(th, NULL, runner, NULL), 0);
}

static void stop_and_join(pthread_t th)
{
	atomic_store(&stop_runner, 1);
	ASSERT_EQ(pthread_join(th, NULL), 0);
}

static void ct_init_all(unsigned long period)
{
	int i;

	for (i = 0; i < NT; i++) {
		struct ctimer *c = &ct[i];

		timer_setup(&c->timer, ct_fn, 0);
		atomic_init(&c->fires, 0);
		atomic_init(&c->activations, 0);
		atomic_init(&c->deletions, 0);
		atomic_init(&c->in_callback, 0);
		atomic_init(&c->rearm, 0);
		atomic_init(&c->stopped, 0);
		atomic_init(&c->late_run, 0);
		c->period = period;
	}
}

/* Final accounting; deletes what is left. */
static void check_accounting(void)
{
	int i;

	for (i = 0; i < NT; i++) {
		struct ctimer *c = &ct[i];
		long left = del_timer_sync(&c->timer);

		ASSERT_EQ(atomic_load(&c->activations),
			  atomic_load(&c->fires) + atomic_load(&c->deletions) +
			  left);
	}
}

struct worker_arg {
	uint64_t seed;
	long ops;
};

static void *worker(void *p)
{
	struct worker_arg *w = p;
	uint64_t s = w->seed;
	long op;

	timer_base_set_current(base);
	for (op = 0; op < w->ops; op++) {
		struct ctimer *c;
		unsigned long now = atomic_load(&shared_now);
		unsigned int r;

		s ^= s >> 12;
		s ^= s << 25;
		s ^= s >> 27;
		r = (unsigned int)((s * 0x2545F4914F6CDD1DULL) >> 32);
		c = &ct[r % NT];
		switch ((r >> 8) % 8) {
		case 0:
		case 1:
		case 2:
			if (mod_timer(&c->timer, now + 1 + (r >> 16) % 300) == 0)
				atomic_fetch_add(&c->activations, 1);
			break;
		case 3:
			if (mod_timer(&c->timer, now + 1 + (r >> 16) % 20) == 0)
				atomic_fetch_add(&c->activations, 1);
			break;
		case 4:
		case 5:
			if (del_timer(&c->timer))
				atomic_fetch_add(&c->deletions, 1);
			break;
		case 6:
			if (del_timer_sync(&c->timer))
				atomic_fetch_add(&c->deletions, 1);
			ASSERT_EQ(atomic_load(&c->in_callback) &&
				  !atomic_load(&c->rearm), 0);
			break;
		default:
			(void)timer_pending(&c->timer);
			break;
		}
		if ((op & 255) == 0)
			sched_yield();
	}
	timer_base_set_current(NULL);
	return NULL;
}

static long scaled(long n)
{
	const char *e = getenv("TIMERCORE_STRESS_SCALE");

	return e ? n * atol(e) : n;
}

TEST_IMPL(writers_vs_runner)
{
	pthread_t run, th[WORKERS];
	struct worker_arg args[WORKERS];
	int i;

	base = timer_base_new(0);
	atomic_store(&shared_now, 0);
	ct_init_all(1);
	start_runner(&run);
	for (i = 0; i < WORKERS; i++) {
		args[i].seed = 0x9e3779b97f4a7c15ULL * (uint64_t)(i + 1);
		args[i].ops = scaled(60000);
		ASSERT_EQ(pthread_create(&th[i], NULL, worker, &args[i]), 0);
	}
	for (i = 0; i < WORKERS; i++)
		ASSERT_EQ(pthread_join(th[i], NULL), 0);
	stop_and_join(run);
	check_accounting();
	TEARDOWN(base);
	return 0;
}

static atomic_int workers_done;

static void *counted_worker(void *p)
{
	worker(p);
	atomic_fetch_add(&workers_done, 1);
	return NULL;
}

/*
 * The base lock is biased towards the thread that created the base (see
 * src/timer_int.h).  Here that thread runs the base and re-arms timers
 * without pause while the workers start, so their first operations revoke
 * the bias while the owner is inside or entering its critical sections.
 * Many fresh bases, since each base is revoked once.
 */
TEST_IMPL(owner_busy_while_others_revoke)
{
	pthread_t th[WORKERS];
	struct worker_arg args[WORKERS];
	long round, rounds = scaled(3);
	int i;

	for (round = 0; round < rounds; round++) {
		unsigned long now = 0;
		int k = 0;

		base = timer_base_new(0);
		ASSERT(base != NULL);
		atomic_store(&shared_now, 0);
		atomic_store(&workers_done, 0);
		ct_init_all(1);
		for (i = 0; i < NT; i++)
			timer_bind(&ct[i].timer, base);
		for (i = 0; i < WORKERS; i++) {
			args[i].seed = 0x9e3779b97f4a7c15ULL *
				       (uint64_t)(round * WORKERS + i + 1);
			args[i].ops = 1000;
			ASSERT_EQ(pthread_create(&th[i], NULL, counted_worker,
						 &args[i]), 0);
		}
		while (atomic_load(&workers_done) < WORKERS) {
			struct ctimer *c = &ct[k++ % NT];

			if (mod_timer(&c->timer, now + 1 + (unsigned long)k % 50)
			    == 0)
				atomic_fetch_add(&c->activations, 1);
			if ((k & 7) == 0) {
				atomic_store(&shared_now, ++now);
				run_timers(base, now);
			}
		}
		for (i = 0; i < WORKERS; i++)
			ASSERT_EQ(pthread_join(th[i], NULL), 0);
		check_accounting();
		TEARDOWN(base);
	}
	return 0;
}

TEST_IMPL(writers_vs_self_rearming)
{
	pthread_t run, th[WORKERS];
	struct worker_arg args[WORKERS];
	int i;

	base = timer_base_new(1000);
	atomic_store(&shared_now, 1000);
	ct_init_all(3);
	timer_base_set_current(base);
	for (i = 0; i < NT; i++) {
		atomic_store(&ct[i].rearm, i % 2);
		if (mod_timer(&ct[i].timer, 1001 + (unsigned long)i) == 0)
			atomic_fetch_add(&ct[i].activations, 1);
	}
	timer_base_set_current(NULL);
	start_runner(&run);
	for (i = 0; i < WORKERS; i++) {
		args[i].seed = 0xdeadbeefcafef00dULL + (uint64_t)i * 7919;
		args[i].ops = scaled(40000);
		ASSERT_EQ(pthread_create(&th[i], NULL, worker, &args[i]), 0);
	}
	for (i = 0; i < WORKERS; i++)
		ASSERT_EQ(pthread_join(th[i], NULL), 0);
	/* Stop the self re-arming timers while the base keeps running. */
	for (i = 0; i < NT; i++) {
		atomic_store(&ct[i].rearm, 0);
		if (del_timer_sync(&ct[i].timer))
			atomic_fetch_add(&ct[i].deletions, 1);
		ASSERT_EQ(atomic_load(&ct[i].in_callback), 0);
		ASSERT_EQ(timer_pending(&ct[i].timer), 0);
		atomic_store(&ct[i].stopped, 1);
	}
	spin_for_ns(2000000);
	stop_and_join(run);
	for (i = 0; i < NT; i++)
		ASSERT_EQ(atomic_load(&ct[i].late_run), 0);
	check_accounting();
	TEARDOWN(base);
	return 0;
}

/* A slow callback; del_timer_sync() must not return while it runs. */
struct slow {
	struct timer_list timer;
	atomic_int running;
	atomic_int started;
	atomic_int done;
	int rearm;
};

static void slow_fn(struct timer_list *t)
{
	struct slow *s = from_timer(s, t, timer);

	atomic_store(&s->running, 1);
	atomic_store(&s->started, 1);
	spin_for_ns(200000);
	atomic_fetch_add(&s->done, 1);
	if (s->rearm)
		mod_timer(t, t->expires + 1);
	atomic_store(&s->running, 0);
}

TEST_IMPL(del_timer_sync_waits_for_running_callback)
{
	pthread_t run;
	int iter, waited = 0;

	base = timer_base_new(0);
	atomic_store(&shared_now, 0);
	start_runner(&run);
	for (iter = 0; iter < (int)scaled(40); iter++) {
		struct slow s;
		unsigned long now = atomic_load(&shared_now);
		int done;

		timer_setup(&s.timer, slow_fn, 0);
		atomic_init(&s.running, 0);
		atomic_init(&s.started, 0);
		atomic_init(&s.done, 0);
		s.rearm = iter % 2;       /* odd rounds: self re-arming */
		ASSERT_EQ(timer_bind(&s.timer, base), 0);
		ASSERT_EQ(mod_timer(&s.timer, now + 2), 0);
		while (!atomic_load(&s.started))
			sched_yield();
		/* The callback is (very likely) running now. */
		if (atomic_load(&s.running))
			waited++;
		del_timer_sync(&s.timer);
		ASSERT_EQ(atomic_load(&s.running), 0);
		ASSERT_EQ(timer_pending(&s.timer), 0);
		done = atomic_load(&s.done);
		ASSERT_GE(done, 1);
		spin_for_ns(300000);
		/* Nothing runs after del_timer_sync() returned. */
		ASSERT_EQ(atomic_load(&s.done), done);
	}
	stop_and_join(run);
	ASSERT_GT(waited, 0);
	TEARDOWN(base);
	return 0;
}

/*
 * Callbacks that free their own container: the base must not touch a
 * timer once its callback has returned.  (No other thread may touch such a
 * timer either, del_timer_sync() included: it would read freed memory.)
 */
struct owned {
	struct timer_list timer;
	atomic_int *freed;
};

static void owned_fn(struct timer_list *t)
{
	struct owned *o = from_timer(o, t, timer);

	atomic_fetch_add(o->freed, 1);
	free(o);
}

TEST_IMPL(callback_frees_its_object)
{
	pthread_t run;
	atomic_int freed;
	int i, n = (int)scaled(2000);

	atomic_init(&freed, 0);
	base = timer_base_new(0);
	atomic_store(&shared_now, 0);
	start_runner(&run);
	for (i = 0; i < n; i++) {
		struct owned *o = malloc(sizeof(*o));

		ASSERT_NOT_NULL(o);
		o->freed = &freed;
		timer_setup(&o->timer, owned_fn, 0);
		timer_bind(&o->timer, base);
		mod_timer(&o->timer, atomic_load(&shared_now) + 1 + i % 5);
	}
	while (atomic_load(&freed) < n)
		sched_yield();
	stop_and_join(run);
	TEARDOWN(base);
	return 0;
}

#define TESTS                                                               \
	TEST_ENTRY(writers_vs_runner)                                        \
	TEST_ENTRY(writers_vs_self_rearming)                                 \
	TEST_ENTRY(owner_busy_while_others_revoke)                           \
	TEST_ENTRY(del_timer_sync_waits_for_running_callback)                \
	TEST_ENTRY(callback_frees_its_object)

TEST_MAIN(TESTS)
