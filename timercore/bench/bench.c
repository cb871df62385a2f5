/*
 * bench.c: timercore-bench, the timer wheel against two heap baselines.
 *
 * Baselines (both written here, in the style of their designs; no locks,
 * inlined into the workloads):
 *  - bheap: a binary min-heap of pointers to timers, each timer keeping its
 *    heap index (libevent's design), the timer record the size and layout
 *    of libevent's struct event.  Comparisons dereference the timers.
 *  - qheap: a 4-ary min-heap whose array caches each timer's key next to
 *    its pointer; timers keep their index (libev's design and index
 *    layout), the record the size of libev's ev_timer.
 *
 * Workloads, each at N timers:
 *  a  expire: schedule N timers at random expiries in [1, 2^16) ticks and
 *     advance tick by tick until all have fired (ns per timer)
 *  b  churn: N armed timers, then 10N re-arms of a random timer to now + a
 *     random delay in [1, 2^16) while time advances 4096 ticks in all, so
 *     most never fire (ns per re-arm)
 *  c  churn with one fixed delay (1000 ticks)
 *  d  add N timers, then delete them all before expiry (ns per add or del)
 * plus two lines for the wheel alone: an idle run_timers() call, and the
 * runtime type fingerprint off and on (bench_fp_off.c, bench_fp_on.c).
 *
 * Times are thread CPU time (CLOCK_THREAD_CPUTIME_ID), median of several
 * runs; every implementation runs in each round, so ratios come from the
 * same conditions.  Not a test: nothing here fails on slow numbers.
 *
 * Usage: timercore-bench [--quick] [--n N]... [--runs R] [--workload abcd]
 *                        [--impl wheel|bheap|qheap] [--no-extra]
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "timercore/timer.h"
#include "bench.h"

#define NOINLINE __attribute__((noinline))
#define INLINE static inline __attribute__((always_inline))

#define DELAY_RANGE (1u << 16)
#define CHURN_TICKS 4096u
#define FIXED_DELAY 1000u

static uint64_t rng = 0x243F6A8885A308D3ULL;

INLINE uint64_t rnd(void)
{
	rng ^= rng >> 12;
	rng ^= rng << 25;
	rng ^= rng >> 27;
	return rng * 0x2545F4914F6CDD1DULL;
}

INLINE uint64_t rnd_delay(void)
{
	return 1 + (rnd() >> 33) % (DELAY_RANGE - 1);
}

INLINE size_t rnd_index(size_t n)
{
	return (size_t)((rnd() >> 32) % n);
}

double bench_cpu_seconds(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static unsigned long fired;

/* The wheel ----------------------------------------------------------- */

static struct timer_list *wt;
static struct timer_base *wbase;

static void wheel_cb(struct timer_list *t)
{
	(void)t;
	fired++;
}

static void wheel_init(size_t n)
{
	size_t i;

	wt = calloc(n, sizeof(*wt));
	wbase = timer_base_new(0);
	if (!wt || !wbase) {
		perror("timercore-bench");
		exit(2);
	}
	for (i = 0; i < n; i++) {
		timer_setup(&wt[i], wheel_cb, 0);
		timer_bind(&wt[i], wbase);
	}
}

static void wheel_fini(size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		del_timer(&wt[i]);
	timer_base_free(wbase);
	free(wt);
}

INLINE void wheel_arm(size_t i, uint64_t when)
{
	mod_timer(&wt[i], (unsigned long)when);
}

INLINE void wheel_del(size_t i)
{
	del_timer(&wt[i]);
}

INLINE void wheel_advance(uint64_t now)
{
	run_timers(wbase, (unsigned long)now);
}

/* Binary heap, index in the timer (libevent) ---------------------------- */

/*
 * A timer record laid out like libevent 2.1's struct event on LP64 (128
 * bytes): the callback and its argument, the heap index at offset 40 (in a
 * union with the common-timeout queue links), the fd, base and I/O or
 * signal links, and the expiry as a struct timeval at offset 112, in the
 * record's second cache line.  The heap is an array of pointers to the
 * records; comparisons dereference them and compare the timevals the way
 * evutil_timercmp() does.  Ticks are milliseconds here.
 */
struct btv {
	int64_t sec, usec;
};

struct btimer {
	void *active_links[2];
	short flags;
	uint8_t pri, closure;
	void (*cb)(struct btimer *);
	void *arg;
	union {
		void *common_timeout_links[2];
		int idx;            /* -1 when not in the heap */
	} pos;
	int fd;
	void *base;
	void *io_or_signal[4];
	short events, res;
	struct btv timeout;
};
_Static_assert(sizeof(void *) != 8 || sizeof(struct btimer) == 128,
	       "struct btimer should be the size of libevent's struct event");

static struct btimer *bt;
static struct btimer **bh;
static size_t bn;

static void bheap_cb(struct btimer *t)
{
	(void)t;
	fired++;
}

static void bheap_init(size_t n)
{
	size_t i;

	bt = calloc(n, sizeof(*bt));
	bh = calloc(n, sizeof(*bh));
	if (!bt || !bh) {
		perror("timercore-bench");
		exit(2);
	}
	for (i = 0; i < n; i++) {
		bt[i].pos.idx = -1;
		bt[i].cb = bheap_cb;
		bt[i].fd = -1;
	}
	bn = 0;
}

static void bheap_fini(size_t n)
{
	(void)n;
	free(bt);
	free(bh);
}

/* a later than b: evutil_timercmp(&a->ev_timeout, &b->ev_timeout, >) */
INLINE int bheap_greater(const struct btimer *a, const struct btimer *b)
{
	return a->timeout.sec == b->timeout.sec ?
		a->timeout.usec > b->timeout.usec :
		a->timeout.sec > b->timeout.sec;
}

INLINE void bheap_up(size_t k, struct btimer *t)
{
	while (k) {
		size_t p = (k - 1) / 2;

		if (!bheap_greater(bh[p], t))
			break;
		bh[k] = bh[p];
		bh[k]->pos.idx = (int)k;
		k = p;
	}
	bh[k] = t;
	t->pos.idx = (int)k;
}

INLINE void bheap_down(size_t k, struct btimer *t)
{
	for (;;) {
		size_t c = 2 * k + 2;

		if (c > bn)
			break;
		if (c == bn || bheap_greater(bh[c], bh[c - 1]))
			c--;
		if (!bheap_greater(t, bh[c]))
			break;
		bh[k] = bh[c];
		bh[k]->pos.idx = (int)k;
		k = c;
	}
	bh[k] = t;
	t->pos.idx = (int)k;
}

INLINE void bheap_remove(struct btimer *t)
{
	size_t k = (size_t)t->pos.idx;
	struct btimer *last = bh[--bn];

	t->pos.idx = -1;
	if (last == t)
		return;
	if (k > 0 && bheap_greater(bh[(k - 1) / 2], last))
		bheap_up(k, last);
	else
		bheap_down(k, last);
}

INLINE void bheap_set(struct btimer *t, uint64_t when)
{
	t->timeout.sec = (int64_t)(when / 1000);
	t->timeout.usec = (int64_t)(when % 1000) * 1000;
}

/* A pending timer moves up or down (libevent 2.1's min_heap_adjust_). */
INLINE void bheap_arm(size_t i, uint64_t when)
{
	struct btimer *t = &bt[i];

	bheap_set(t, when);
	if (t->pos.idx >= 0) {
		size_t k = (size_t)t->pos.idx;

		if (k > 0 && bheap_greater(bh[(k - 1) / 2], t))
			bheap_up(k, t);
		else
			bheap_down(k, t);
		return;
	}
	bheap_up(bn++, t);
}

INLINE void bheap_del(size_t i)
{
	if (bt[i].pos.idx >= 0)
		bheap_remove(&bt[i]);
}

INLINE int bheap_due(const struct btimer *t, uint64_t now)
{
	struct btv tv = { (int64_t)(now / 1000), (int64_t)(now % 1000) * 1000 };

	return t->timeout.sec == tv.sec ? t->timeout.usec <= tv.usec :
		t->timeout.sec < tv.sec;
}

INLINE void bheap_advance(uint64_t now)
{
	while (bn && bheap_due(bh[0], now)) {
		struct btimer *t = bh[0];

		bheap_remove(t);
		t->cb(t);
	}
}

/* 4-ary heap, keys cached in the array (libev) -------------------------- */

/*
 * A timer record laid out like libev's ev_timer (48 bytes on LP64): the
 * heap index in `active` (0 when stopped), pending, priority, data, the
 * callback, the expiry and the repeat interval.  The heap array caches
 * each expiry beside the pointer (libev's ANHE with EV_HEAP_CACHE_AT) and
 * uses libev's index layout: the root at HEAP0 = 3, the children of k at
 * 4(k - 3) + 4 .. 4(k - 3) + 7, so that a node's four children are
 * adjacent.  Keys are integer ticks (libev's are doubles).
 */
#define QHEAP0 3

struct qtimer {
	int active;                 /* heap index, 0 when not in the heap */
	int pending;
	int priority;
	void *data;
	void (*cb)(struct qtimer *);
	uint64_t at;
	uint64_t repeat;
};
_Static_assert(sizeof(void *) != 8 || sizeof(struct qtimer) == 48,
	       "struct qtimer should be the size of libev's ev_timer");

struct qnode {
	uint64_t at;
	struct qtimer *w;
};

static struct qtimer *qt;
static struct qnode *qh;
static size_t qn;                   /* timers in the heap */

static void qheap_cb(struct qtimer *t)
{
	(void)t;
	fired++;
}

static void qheap_init(size_t n)
{
	size_t i;

	qt = calloc(n, sizeof(*qt));
	qh = calloc(n + QHEAP0, sizeof(*qh));
	if (!qt || !qh) {
		perror("timercore-bench");
		exit(2);
	}
	for (i = 0; i < n; i++)
		qt[i].cb = qheap_cb;
	qn = 0;
}

static void qheap_fini(size_t n)
{
	(void)n;
	free(qt);
	free(qh);
}

#define QPARENT(k) (((k) - QHEAP0 - 1) / 4 + QHEAP0)

INLINE void qheap_up(size_t k, struct qnode he)
{
	while (k > QHEAP0) {
		size_t p = QPARENT(k);

		if (qh[p].at <= he.at)
			break;
		qh[k] = qh[p];
		qh[k].w->active = (int)k;
		k = p;
	}
	qh[k] = he;
	he.w->active = (int)k;
}

INLINE void qheap_down(size_t k, struct qnode he)
{
	size_t end = qn + QHEAP0;

	for (;;) {
		size_t c = 4 * (k - QHEAP0) + QHEAP0 + 1, j, best;

		if (c >= end)
			break;
		best = c;
		for (j = c + 1; j < c + 4 && j < end; j++)
			if (qh[j].at < qh[best].at)
				best = j;
		if (he.at <= qh[best].at)
			break;
		qh[k] = qh[best];
		qh[k].w->active = (int)k;
		k = best;
	}
	qh[k] = he;
	he.w->active = (int)k;
}

INLINE void qheap_remove(struct qtimer *t)
{
	size_t k = (size_t)t->active;
	struct qnode last = qh[--qn + QHEAP0];

	t->active = 0;
	if (last.w == t)
		return;
	if (k > QHEAP0 && last.at < qh[QPARENT(k)].at)
		qheap_up(k, last);
	else
		qheap_down(k, last);
}

/* A pending timer moves up or down (libev's adjustheap). */
INLINE void qheap_arm(size_t i, uint64_t when)
{
	struct qtimer *t = &qt[i];
	struct qnode he = { when, t };

	t->at = when;
	if (t->active) {
		size_t k = (size_t)t->active;

		if (k > QHEAP0 && when < qh[QPARENT(k)].at)
			qheap_up(k, he);
		else
			qheap_down(k, he);
		return;
	}
	qheap_up(qn++ + QHEAP0, he);
}

INLINE void qheap_del(size_t i)
{
	if (qt[i].active)
		qheap_remove(&qt[i]);
}

INLINE void qheap_advance(uint64_t now)
{
	while (qn && qh[QHEAP0].at <= now) {
		struct qtimer *t = qh[QHEAP0].w;

		qheap_remove(t);
		t->cb(t);
	}
}

/* Workloads, instantiated per implementation --------------------------- */

/*
 * Each measure_<w>_<impl>() is the timed region (and what callgrind
 * collects with --toggle-collect='measure_*'); it returns the number of
 * operations it performed.
 */
#define WORKLOADS(impl)                                                     \
NOINLINE static size_t measure_a_##impl(size_t n)                           \
{                                                                            \
	uint64_t now = 0;                                                    \
	size_t i;                                                            \
                                                                             \
	fired = 0;                                                           \
	for (i = 0; i < n; i++)                                              \
		impl##_arm(i, now + rnd_delay());                            \
	while (fired < n)                                                    \
		impl##_advance(++now);                                       \
	return n;                                                            \
}                                                                            \
                                                                             \
NOINLINE static size_t churn_##impl(size_t n, int fixed)               \
{                                                                            \
	uint64_t now = 0;                                                    \
	size_t i, ops = 10 * n, step = ops / CHURN_TICKS;                    \
                                                                             \
	if (!step)                                                           \
		step = 1;                                                    \
	for (i = 0; i < n; i++)                                              \
		impl##_arm(i, now + (fixed ? FIXED_DELAY : rnd_delay()));    \
	for (i = 0; i < ops; i++) {                                          \
		impl##_arm(rnd_index(n),                                     \
			   now + (fixed ? FIXED_DELAY : rnd_delay()));       \
		if (i % step == 0)                                           \
			impl##_advance(++now);                               \
	}                                                                    \
	return ops;                                                          \
}                                                                            \
                                                                             \
NOINLINE static size_t measure_b_##impl(size_t n)                           \
{                                                                            \
	return churn_##impl(n, 0);                                      \
}                                                                            \
                                                                             \
NOINLINE static size_t measure_c_##impl(size_t n)                           \
{                                                                            \
	return churn_##impl(n, 1);                                      \
}                                                                            \
                                                                             \
NOINLINE static size_t measure_d_##impl(size_t n)                           \
{                                                                            \
	size_t i;                                                            \
                                                                             \
	for (i = 0; i < n; i++)                                              \
		impl##_arm(i, 1 + rnd_delay());                              \
	for (i = 0; i < n; i++)                                              \
		impl##_del(i);                                               \
	return 2 * n;                                                        \
}

WORKLOADS(wheel)
WORKLOADS(bheap)
WORKLOADS(qheap)

struct impl {
	const char *name;
	void (*init)(size_t n);
	void (*fini)(size_t n);
	size_t (*wl[4])(size_t n);
};

static const struct impl impls[] = {
	{ "wheel", wheel_init, wheel_fini,
	  { measure_a_wheel, measure_b_wheel, measure_c_wheel,
	    measure_d_wheel } },
	{ "bheap", bheap_init, bheap_fini,
	  { measure_a_bheap, measure_b_bheap, measure_c_bheap,
	    measure_d_bheap } },
	{ "qheap", qheap_init, qheap_fini,
	  { measure_a_qheap, measure_b_qheap, measure_c_qheap,
	    measure_d_qheap } },
};
#define NIMPL 3

static const char *const wl_names[4] = {
	"a expire (add + run)",
	"b churn, random re-arm",
	"c churn, fixed delay",
	"d add N, delete N",
};

/* One run: ns per operation. */
static double run_one(const struct impl *im, int w, size_t n)
{
	double t0, t1;
	size_t ops;

	im->init(n);
	t0 = bench_cpu_seconds();
	ops = im->wl[w](n);
	t1 = bench_cpu_seconds();
	im->fini(n);
	return (t1 - t0) * 1e9 / (double)ops;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

double bench_median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof(*v), cmp_double);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* Idle run_timers(): a base with one far timer, called every tick. */
static double idle_ns(void)
{
	struct timer_base *base = timer_base_new(0);
	struct timer_list t;
	unsigned long now, calls = 20000000;
	double t0, t1;

	timer_setup(&t, wheel_cb, 0);
	t.expires = 1UL << 30;
	add_timer_on(&t, base);
	t0 = bench_cpu_seconds();
	for (now = 1; now <= calls; now++)
		run_timers(base, now);
	t1 = bench_cpu_seconds();
	del_timer(&t);
	timer_base_free(base);
	return (t1 - t0) * 1e9 / (double)calls;
}

static void usage(void)
{
	fprintf(stderr, "usage: timercore-bench [--quick] [--n N]... "
		"[--runs R] [--workload abcd] [--impl wheel|bheap|qheap] "
		"[--no-extra]\n");
	exit(2);
}

int main(int argc, char **argv)
{
	size_t ns[8];
	int nn = 0, runs = 5, quick = 0, extra = 1, i, w, r, k;
	const char *wls = "abcd", *only = NULL;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--quick"))
			quick = 1;
		else if (!strcmp(argv[i], "--no-extra"))
			extra = 0;
		else if (!strcmp(argv[i], "--n") && i + 1 < argc && nn < 8)
			ns[nn++] = (size_t)strtod(argv[++i], NULL);
		else if (!strcmp(argv[i], "--runs") && i + 1 < argc)
			runs = atoi(argv[++i]);
		else if (!strcmp(argv[i], "--workload") && i + 1 < argc)
			wls = argv[++i];
		else if (!strcmp(argv[i], "--impl") && i + 1 < argc)
			only = argv[++i];
		else
			usage();
	}
	if (!nn) {
		ns[nn++] = 10000;
		ns[nn++] = 100000;
		if (!quick)
			ns[nn++] = 1000000;
	}
	if (quick && runs == 5)
		runs = 3;
	if (runs < 1 || runs > 99)
		usage();

	for (k = 0; k < nn; k++) {
		size_t n = ns[k];

		printf("N = %zu, median of %d runs, ns/op (thread CPU time)\n",
		       n, runs);
		printf("  %-24s %9s %9s %9s %12s %12s\n", "workload", "wheel",
		       "bheap", "qheap", "bheap/wheel", "qheap/wheel");
		for (w = 0; w < 4; w++) {
			double samples[NIMPL][99], med[NIMPL] = { 0 };
			int m;

			if (!strchr(wls, 'a' + w))
				continue;
			for (r = 0; r < runs; r++)
				for (m = 0; m < NIMPL; m++)
					if (!only || !strcmp(only, impls[m].name))
						samples[m][r] =
							run_one(&impls[m], w, n);
			for (m = 0; m < NIMPL; m++)
				if (!only || !strcmp(only, impls[m].name))
					med[m] = bench_median(samples[m], runs);
			printf("  %-24s %9.1f %9.1f %9.1f %11.2fx %11.2fx\n",
			       wl_names[w], med[0], med[1], med[2],
			       med[0] > 0 ? med[1] / med[0] : 0,
			       med[0] > 0 ? med[2] / med[0] : 0);
			fflush(stdout);
		}
	}
	if (extra && !only) {
		double off[99], on[99], plain[99];
		size_t n = quick ? 100000 : 1000000;

		printf("wheel only:\n");
		printf("  idle run_timers(): %.2f ns/call\n", idle_ns());
		for (r = 0; r < runs; r++) {
			plain[r] = run_one(&impls[0], 0, n);
			off[r] = bench_fp_off(n);
			on[r] = bench_fp_on(n);
		}
		printf("  a expire with from_timer() in the callback, N = %zu:\n"
		       "    plain workload a %.1f ns/op, fingerprint off %.1f "
		       "ns/op, on %.1f ns/op\n", n,
		       bench_median(plain, runs), bench_median(off, runs),
		       bench_median(on, runs));
	}
	return 0;
}
