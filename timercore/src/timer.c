/*
 * timer.c: the hierarchical timing wheel and its bases.
 *
 * This file holds the wheel (levels of 64 buckets, each bucket SUBLISTS
 * lists, granularity x8 per level, one pending bitmap word per level, a
 * cached next expiry), the base registry that lets a 40-byte timer name its
 * base with a 32-bit slot, and the locking that lets one thread run a base
 * while others add, modify and delete.  The base lock itself (biased
 * towards the base's creator) is in timer_int.h.  The generation front
 * ends (legacy.c, typed.c) and the type fingerprint (fingerprint.c) are
 * elsewhere.
 *
 * Invariants, all under base->lock:
 *  - base->clk is the first tick not yet processed; every bucket whose
 *    examination tick is before clk is empty.
 *  - A pending timer is either in one of the lists of the wheel bucket
 *    given by the low bits of its flags, or in one of run_timers()'s local
 *    expiry lists.  A bucket's pending_map bit is set iff one of its lists
 *    is non-empty.  In the
 *    wheel, its bucket's examination tick is >= clk, < clk + 64 granules.
 *  - base->next_expiry <= the earliest examination tick of a non-empty
 *    bucket, and >= clk.  It may be early (deletions do not refresh it).
 */
#include "timercore/timer.h"

#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "timer_int.h"

#define IDX_MASK  0x3ffu   /* bucket index in flags; 576 buckets fit */
#define SYNC_WAIT 0x80000000u  /* a del_timer_sync() waits for this timer */
/*
 * In a bucket or a local expiry list: the same as pprev != NULL, kept
 * beside the bucket index so that a re-arm decides from one word.
 */
#define QUEUED    0x40000000u
#define LVL_MASK  (TIMER_WHEEL_LVL_SIZE - 1)
/*
 * Each bucket is SUBLISTS lists (see sublist() for which one a timer joins).
 * Expiry walks a bucket's lists in turn, one timer from each, so the cache
 * misses of the lists' next timers are in flight together instead of one
 * after the other (a single list is a chain of dependent misses).
 */
#define SUBLISTS 8
/* "Nothing pending": far enough to be never reached in practice. */
#define NEXT_NONE (~0UL >> 2)

struct timer_base {
	struct tc_lock lock;
	unsigned long clk;
	unsigned long next_expiry;      /* relaxed atomic: read without lock */
	unsigned long now_hint;         /* relaxed atomic: last run_timers now */
	/*
	 * Per level, the first granule boundary at or after clk, in granules
	 * (set_clk() keeps it): the slot that level examines next.
	 */
	unsigned long clk_slot[TIMER_WHEEL_LEVELS];
	/* Per bucket, the tick at which it is examined next (set_clk()). */
	unsigned long bucket_ticks[TIMER_WHEEL_BUCKETS];
	struct timer_list *running;     /* callback running now, or NULL */
	unsigned int pending;           /* number of pending timers */
	unsigned int enqueued;          /* enqueues, wrapping: see sublist() */
	unsigned int waiters;           /* del_timer_sync() callers waiting */
	unsigned int id;
	int in_run;                     /* run_timers() active */
	int expiring;                   /* local expiry lists non-empty */
	unsigned long done_seq;         /* atomic: callbacks finished */
	pthread_mutex_t wait_lock;      /* del_timer_sync() sleeps here */
	pthread_cond_t done;            /* signalled when done_seq moves */
	uint64_t pending_map[TIMER_WHEEL_LEVELS];
	/* List-major: the lists in use in a run of enqueues are together. */
	struct timer_list *buckets[SUBLISTS][TIMER_WHEEL_BUCKETS];
};

/* Registry: slot -> base.  Slot 0 means "not bound". */
static struct timer_base *registry[TIMER_MAX_BASES];
static pthread_mutex_t registry_lock = PTHREAD_MUTEX_INITIALIZER;
static _Thread_local struct timer_base *current_base;
static _Thread_local struct timer_list *running_here;

/* The hot helpers: one copy in each operation, no calls. */
#define HOT static inline __attribute__((always_inline))

#define load_relaxed(p)      __atomic_load_n((p), __ATOMIC_RELAXED)
#define store_relaxed(p, v)  __atomic_store_n((p), (v), __ATOMIC_RELAXED)

static void die(const char *what, const struct timer_list *t)
{
	fprintf(stderr, "timercore: %s (timer %p)\n", what, (const void *)t);
	abort();
}

/*
 * Bucket lists: hlist-style.  pprev is written atomically for
 * timer_pending(), and every `next` link atomically too, because do_mod()
 * and del_timer() read a timer's two links before taking the lock, to
 * prefetch its neighbours (a hint only: the links are read again under
 * the lock).
 */

HOT void list_add_head(struct timer_list **head, struct timer_list *t)
{
	struct timer_list *first = *head;

	store_relaxed(&t->next, first);
	if (first)
		store_relaxed(&first->pprev, &t->next);
	store_relaxed(head, t);
	store_relaxed(&t->pprev, head);
}

HOT void list_del(struct timer_list *t)
{
	struct timer_list *next = t->next;
	struct timer_list **pprev = t->pprev;

	store_relaxed(pprev, next);
	if (next)
		store_relaxed(&next->pprev, pprev);
	store_relaxed(&t->pprev, (struct timer_list **)NULL);
}

/* Prefetch for writing (PREFETCHW: a no-op on x86 CPUs without it). */
HOT void prefetch_w(const void *p)
{
#if defined(__x86_64__) || defined(__i386__)
	__asm__ ("prefetchw (%0)" : : "r" (p));
#else
	__builtin_prefetch(p, 1);
#endif
}

/*
 * Starts loading, for writing, the two neighbours that detaching `t` will
 * write, so that their misses overlap the lock's acquisition.  Called
 * without the lock: the links may be stale or NULL, and a prefetch of a
 * stale address is harmless (it never faults and changes nothing).
 */
HOT void prefetch_links(const struct timer_list *t)
{
	struct timer_list **pprev = load_relaxed(&t->pprev);

	if (pprev) {
		prefetch_w(pprev);
		prefetch_w(load_relaxed(&t->next));
	}
}

#define LVL3(m) ((m) / 3 - 1), ((m + 1) / 3 - 1), ((m + 2) / 3 - 1)
/* m / 3 - 1 for a delta whose top bit is at m (5 <= m < 30). */
static const unsigned char lvl_by_top_bit[30] = {
	0, 0, 0, 0, 0, LVL3(5), LVL3(8), LVL3(11), LVL3(14), LVL3(17),
	LVL3(20), LVL3(23), LVL3(26), (29 / 3 - 1)
};
#undef LVL3

/* TIMER_WHEEL_START(L) for L = 0 .. TIMER_WHEEL_LEVELS. */
static const unsigned long level_start[TIMER_WHEEL_LEVELS + 1] = {
	0, TIMER_WHEEL_START(1), TIMER_WHEEL_START(2),
	TIMER_WHEEL_START(3), TIMER_WHEEL_START(4), TIMER_WHEEL_START(5),
	TIMER_WHEEL_START(6), TIMER_WHEEL_START(7), TIMER_WHEEL_START(8),
	TIMER_WHEEL_START(9)
};
_Static_assert(TIMER_WHEEL_LEVELS == 9, "level_start lists 10 levels");
_Static_assert(TIMER_WHEEL_CUTOFF <= (1UL << 30),
	       "lvl_by_top_bit covers every delta below the cutoff");

/*
 * Where a timer due at `expires` goes when the clock is `clk`: returns the
 * bucket index and stores the bucket's examination tick in *tick.
 */
HOT unsigned int calc_index(unsigned long expires, unsigned long clk,
			       unsigned long *tick)
{
	unsigned long delta = expires - clk;
	unsigned int lvl, shift;
	unsigned long pos;

	if (__builtin_expect((long)delta < 0, 0)) {
		*tick = clk;
		return clk & LVL_MASK;
	}
	if (delta < TIMER_WHEEL_START(1)) {
		*tick = expires;
		return expires & LVL_MASK;
	}
	if (__builtin_expect(delta >= TIMER_WHEEL_CUTOFF, 0)) {
		delta = TIMER_WHEEL_MAX;
		expires = clk + delta;
	}
	/*
	 * Level L holds [63 << 3(L-1), 63 << 3L), whose values have their top
	 * bit at position 3L + 2 to 3L + 5: the top bit's position m gives
	 * L or L - 1 as m / 3 - 1, and one comparison settles which.  Both
	 * come from tables (the top bit stays below 30: delta < CUTOFF).
	 */
	lvl = lvl_by_top_bit[63 - __builtin_clzl(delta)];
	lvl += delta >= level_start[lvl + 1];
	shift = TIMER_WHEEL_SHIFT(lvl);
	pos = (expires + TIMER_WHEEL_GRAN(lvl) - 1) >> shift;
	*tick = pos << shift;
	return lvl * TIMER_WHEEL_LVL_SIZE + (pos & LVL_MASK);
}

/*
 * Sets the clock, and with it each level's next slot and each bucket's
 * examination tick: a bucket is examined at the one tick of its slot in
 * [clk, clk + 64 granules) (the invariant at the top of this file).  When
 * a level's next slot moves by a few slots, only the buckets passed over
 * change (to the same slot one round later); `all` recomputes everything.
 * A level whose next slot did not move leaves the coarser ones unmoved too.
 */
static __attribute__((noinline))
void set_clk_how(struct timer_base *base, unsigned long clk, int all)
{
	unsigned int lvl;

	base->clk = clk;
	for (lvl = 0; lvl < TIMER_WHEEL_LEVELS; lvl++) {
		unsigned int shift = TIMER_WHEEL_SHIFT(lvl);
		unsigned long p0 = (clk + TIMER_WHEEL_GRAN(lvl) - 1) >> shift;
		unsigned long old = base->clk_slot[lvl], k;
		unsigned long *ticks = &base->bucket_ticks[lvl *
							   TIMER_WHEEL_LVL_SIZE];

		if (p0 == old && !all)
			break;
		base->clk_slot[lvl] = p0;
		if (all || p0 - old >= TIMER_WHEEL_LVL_SIZE) {
			for (k = 0; k < TIMER_WHEEL_LVL_SIZE; k++)
				ticks[k] = (p0 + ((k - p0) & LVL_MASK)) << shift;
			continue;
		}
		for (k = old; k != p0; k++)
			ticks[k & LVL_MASK] = (k + TIMER_WHEEL_LVL_SIZE) << shift;
	}
}

static void set_clk(struct timer_base *base, unsigned long clk)
{
	set_clk_how(base, clk, 0);
}

/* The examination tick of bucket `idx` at the current clock. */
HOT unsigned long bucket_tick(const struct timer_base *base, unsigned int idx)
{
	return base->bucket_ticks[idx];
}

static uint64_t ror64(uint64_t w, unsigned int n)
{
	return n ? (w >> n) | (w << (64 - n)) : w;
}

/* The examination tick of the earliest non-empty bucket, or NEXT_NONE. */
static unsigned long compute_next(const struct timer_base *base)
{
	unsigned long clk = base->clk;
	unsigned long best = clk + NEXT_NONE;
	unsigned int lvl;

	for (lvl = 0; lvl < TIMER_WHEEL_LEVELS; lvl++) {
		uint64_t map = base->pending_map[lvl];
		unsigned int shift = TIMER_WHEEL_SHIFT(lvl);
		unsigned long p0, tick;

		if (!map)
			continue;
		p0 = base->clk_slot[lvl];
		map = ror64(map, p0 & LVL_MASK);
		tick = (p0 + (unsigned long)__builtin_ctzll(map)) << shift;
		if (time_before(tick, best))
			best = tick;
	}
	return best;
}

/*
 * Moves clk up to the last `now` seen by run_timers() + 1, as far as no
 * non-empty bucket is skipped, so that delays count from the caller's
 * present rather than from the last busy tick.  Not during run_timers(),
 * whose loop walks clk through the ticks it is catching up on: a timer
 * armed by a callback counts from the tick being processed.
 */
HOT unsigned long forward_to(const struct timer_base *base)
{
	unsigned long next = load_relaxed(&base->next_expiry);
	unsigned long to = load_relaxed(&base->now_hint) + 1;

	return time_before(next, to) ? next : to;
}

/* Whether forward_clk() would move the clock. */
HOT int clk_behind(const struct timer_base *base)
{
	return time_after(forward_to(base), base->clk) && !base->in_run;
}

HOT void forward_clk(struct timer_base *base)
{
	if (clk_behind(base))
		set_clk(base, forward_to(base));
}

/*
 * The list a timer joins: the same one for SUBLIST_RUN enqueues in a row,
 * then the next.  Within a run, a bucket's list head and first timer are
 * the ones its previous enqueue touched, so they are still in cache (as
 * with one list per bucket); across runs, a bucket's timers spread evenly
 * over its lists.  Removal does not need the list (pprev).
 */
#define SUBLIST_RUN 4096u

HOT unsigned int sublist(struct timer_base *base)
{
	return (base->enqueued++ / SUBLIST_RUN) & (SUBLISTS - 1);
}

HOT int bucket_empty(const struct timer_base *base, unsigned int idx)
{
	uintptr_t any = 0;
	unsigned int j;

	for (j = 0; j < SUBLISTS; j++)
		any |= (uintptr_t)base->buckets[j][idx];
	return !any;
}

/* Puts `t` in bucket `idx`, which is examined at `tick`. */
HOT void link_bucket(struct timer_base *base, struct timer_list *t,
			unsigned int idx, unsigned long tick)
{
	list_add_head(&base->buckets[sublist(base)][idx], t);
	base->pending_map[idx / TIMER_WHEEL_LVL_SIZE] |=
		(uint64_t)1 << (idx & LVL_MASK);
	t->flags = (t->flags & ~IDX_MASK) | idx | QUEUED;
	if (time_before(tick, base->next_expiry))
		store_relaxed(&base->next_expiry, tick);
}

HOT void enqueue(struct timer_base *base, struct timer_list *t,
		    unsigned int idx, unsigned long tick)
{
	link_bucket(base, t, idx, tick);
	base->pending++;
}

/* Takes `t` off its list; the caller says what it is now. */
HOT void unlink_timer(struct timer_base *base, struct timer_list *t)
{
	unsigned int idx = t->flags & IDX_MASK;
	struct timer_list *next = t->next;
	uintptr_t at = (uintptr_t)t->pprev - (uintptr_t)base->buckets;

	list_del(t);
	/*
	 * Its list is now empty if it was both the last timer and the first
	 * (pprev is a list head, one of its bucket's); only then can the
	 * bucket be.  A collected timer's pprev points into run_timers()'s
	 * local lists: its wheel bucket's bit was cleared at collection.
	 */
	if (!next && at < sizeof(base->buckets) &&
	    bucket_empty(base, idx))
		base->pending_map[idx / TIMER_WHEEL_LVL_SIZE] &=
			~((uint64_t)1 << (idx & LVL_MASK));
}

HOT void detach(struct timer_base *base, struct timer_list *t)
{
	unlink_timer(base, t);
	t->flags &= ~QUEUED;
	base->pending--;
}

/* Locking -------------------------------------------------------------- */

HOT struct timer_base *timer_get_base(struct timer_list *t)
{
	unsigned int id = __atomic_load_n(&t->base_id, __ATOMIC_ACQUIRE);
	struct timer_base *base;

	if (id == 0)
		return NULL;
	base = id < TIMER_MAX_BASES ?
		__atomic_load_n(&registry[id], __ATOMIC_ACQUIRE) : NULL;
	if (!base)
		die("timer is bound to a base that no longer exists", t);
	return base;
}

/*
 * The timer's base with its lock taken in biased mode, if the timer is
 * bound and the calling thread owns that lock; else NULL, holding nothing
 * (the caller takes its general path, which binds an unbound timer and
 * names a corrupt one).
 */
HOT struct timer_base *lock_owned_base(struct timer_list *t)
{
	unsigned int id = __atomic_load_n(&t->base_id, __ATOMIC_ACQUIRE);
	struct timer_base *base;

	if (__builtin_expect(id - 1 >= TIMER_MAX_BASES - 1, 0))
		return NULL;
	base = __atomic_load_n(&registry[id], __ATOMIC_ACQUIRE);
	if (__builtin_expect(!base || !tc_lock_biased(&base->lock), 0))
		return NULL;
	return base;
}

/* The timer's base, binding it to the thread's current base if unbound. */
static struct timer_base *timer_get_or_bind(struct timer_list *t)
{
	struct timer_base *base = timer_get_base(t);
	unsigned int expected = 0;

	if (base)
		return base;
	base = current_base;
	if (!base)
		die("timer is not bound to a base and the thread has no current "
		    "base (use add_timer_on(), timer_bind() or "
		    "timer_base_set_current())", t);
	if (__atomic_compare_exchange_n(&t->base_id, &expected, base->id, 0,
					__ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
		return base;
	return timer_get_base(t);
}

/* Bases ------------------------------------------------------------------ */

struct timer_base *timer_base_new(unsigned long now)
{
	struct timer_base *base = calloc(1, sizeof(*base));
	unsigned int id;

	if (!base)
		return NULL;
	tc_lock_init(&base->lock);
	if (pthread_mutex_init(&base->wait_lock, NULL)) {
		free(base);
		return NULL;
	}
	if (pthread_cond_init(&base->done, NULL)) {
		pthread_mutex_destroy(&base->wait_lock);
		free(base);
		return NULL;
	}
	set_clk_how(base, now, 1);
	base->now_hint = now - 1;
	base->next_expiry = now + NEXT_NONE;

	pthread_mutex_lock(&registry_lock);
	for (id = 1; id < TIMER_MAX_BASES; id++)
		if (!registry[id])
			break;
	if (id < TIMER_MAX_BASES) {
		base->id = id;
		__atomic_store_n(&registry[id], base, __ATOMIC_RELEASE);
	}
	pthread_mutex_unlock(&registry_lock);
	if (!base->id) {
		pthread_cond_destroy(&base->done);
		pthread_mutex_destroy(&base->wait_lock);
		tc_lock_destroy(&base->lock);
		free(base);
		errno = ENOSPC;
		return NULL;
	}
	return base;
}

void timer_base_free(struct timer_base *base)
{
	unsigned int i, j;

	if (!base)
		return;
	tc_lock(&base->lock);
	for (i = 0; i < TIMER_WHEEL_BUCKETS; i++)
		for (j = 0; j < SUBLISTS; j++)
			while (base->buckets[j][i])
				detach(base, base->buckets[j][i]);
	tc_unlock(&base->lock);

	pthread_mutex_lock(&registry_lock);
	__atomic_store_n(&registry[base->id], (struct timer_base *)NULL,
			 __ATOMIC_RELEASE);
	pthread_mutex_unlock(&registry_lock);
	if (current_base == base)
		current_base = NULL;
	pthread_cond_destroy(&base->done);
	pthread_mutex_destroy(&base->wait_lock);
	tc_lock_destroy(&base->lock);
	free(base);
}

void timer_base_set_current(struct timer_base *base)
{
	current_base = base;
}

struct timer_base *timer_base_current(void)
{
	return current_base;
}

unsigned long timer_base_next_expiry(struct timer_base *base)
{
	return load_relaxed(&base->next_expiry);
}

unsigned long timer_base_clk(struct timer_base *base)
{
	unsigned long clk;

	tc_lock(&base->lock);
	forward_clk(base);
	clk = base->clk;
	tc_unlock(&base->lock);
	return clk;
}

unsigned int timer_base_pending(struct timer_base *base)
{
	unsigned int n;

	tc_lock(&base->lock);
	n = base->pending;
	tc_unlock(&base->lock);
	return n;
}

/* Operations --------------------------------------------------------- */

void timer_setup(struct timer_list *timer,
		 void (*callback)(struct timer_list *), unsigned int flags)
{
	store_relaxed(&timer->next, (struct timer_list *)NULL);
	store_relaxed(&timer->pprev, (struct timer_list **)NULL);
	timer->function = callback;
	timer->flags = flags & TIMER_INIT_FLAGS;
	__atomic_store_n(&timer->base_id, 0u, __ATOMIC_RELAXED);
#ifdef TIMERCORE_DEBUG_TYPES
	__atomic_store_n(&timer->fp, (struct timer_fp *)NULL,
			 __ATOMIC_RELAXED);
#endif
}

int timercore_timer_bind(struct timer_list *timer, struct timer_base *base)
{
	struct timer_base *old = timer_get_base(timer);

	if (old == base)
		return 0;
	if (old) {
		int busy;

		tc_lock(&old->lock);
		busy = timer->pprev != NULL;
		if (!busy)
			__atomic_store_n(&timer->base_id, base->id,
					 __ATOMIC_RELEASE);
		tc_unlock(&old->lock);
		return busy ? -1 : 0;
	}
	__atomic_store_n(&timer->base_id, base->id, __ATOMIC_RELEASE);
	return 0;
}

/*
 * Postponed: the timer is pending and the new expiry is not before the
 * tick at which its bucket is examined.  Then only the expiry changes.
 * expire() moves the timer when its bucket comes up, so a run of
 * postponements, the network-timeout pattern, costs one move instead of
 * one each, and a re-arm touches no other timer.  It never fires early
 * (expire() checks expires) and is no later than if moved now: at the
 * bucket's tick the remaining delay is shorter, so its granule is no
 * coarser.  A timer that run_timers() has collected but not reached yet
 * keeps the index of the bucket it left, whose slot has just passed, so
 * it counts as postponed only to 64 granules ahead or later; expire()
 * then finds it not due and re-queues it.
 */
HOT int postpones(const struct timer_base *base, const struct timer_list *t,
		  unsigned long expires)
{
	unsigned int flags = t->flags;

	return (flags & QUEUED) &&
		!time_before(expires, bucket_tick(base, flags & IDX_MASK));
}

/*
 * A (re)arm that is not a postponement, entered with the base lock held
 * (taken the way `how` says) and releasing it.
 */
static int move_locked(struct timer_base *base, struct timer_list *t,
		       unsigned long expires, int how)
{
	unsigned long tick;
	unsigned int idx;
	int was_pending = t->pprev != NULL;

	if (was_pending && t->expires == expires) {
		tc_unlock_how(&base->lock, how);
		return 1;
	}
	/* Their misses overlap the bucket arithmetic. */
	if (was_pending)
		prefetch_links(t);
	forward_clk(base);
	idx = calc_index(expires, base->clk, &tick);
	if (was_pending) {
		/* Same bucket: it is examined at the same tick, keep it. */
		if (idx == (t->flags & IDX_MASK) && !base->expiring) {
			t->expires = expires;
			tc_unlock_how(&base->lock, how);
			return 1;
		}
		detach(base, t);
	}
	t->expires = expires;
	enqueue(base, t, idx, tick);
	tc_unlock_how(&base->lock, how);
	return was_pending;
}

static int do_mod(struct timer_list *t, unsigned long expires, int add)
{
	struct timer_base *base = timer_get_or_bind(t);
	int how = tc_lock_how(&base->lock);

	if (add && t->pprev) {
		tc_unlock_how(&base->lock, how);
		die("add_timer() on a pending timer", t);
	}
	if (postpones(base, t, expires)) {
		t->expires = expires;
		tc_unlock_how(&base->lock, how);
		return 1;
	}
	return move_locked(base, t, expires, how);
}

/*
 * A re-arm of a timer in a wheel bucket (not collected by run_timers())
 * that does not postpone it, with the lock held in biased mode: it moves
 * to its new bucket, unless that is the one it is in.  move_locked() does
 * the same for every case; this is the short version of its commonest.
 * The clock must be current (see move_queued()).
 */
HOT int move_queued_now(struct timer_base *base, struct timer_list *t,
			unsigned long expires)
{
	unsigned long tick;
	unsigned int idx = calc_index(expires, base->clk, &tick);

	t->expires = expires;
	if (idx != (t->flags & IDX_MASK)) {
		unlink_timer(base, t);
		link_bucket(base, t, idx, tick);
	}
	tc_unlock_how(&base->lock, 1);
	return 1;
}

/* The same for a timer that is not pending: it is armed. */
HOT int arm_idle_now(struct timer_base *base, struct timer_list *t,
		     unsigned long expires)
{
	unsigned long tick;
	unsigned int idx = calc_index(expires, base->clk, &tick);

	t->expires = expires;
	enqueue(base, t, idx, tick);
	tc_unlock_how(&base->lock, 1);
	return 0;
}

/*
 * With the clock to move first (rare): apart from the hot paths below,
 * where a call would cost every move a stack frame.
 */
static __attribute__((noinline))
int forward_then_arm(struct timer_base *base, struct timer_list *t,
		     unsigned long expires)
{
	forward_clk(base);
	if (t->flags & QUEUED)
		return move_queued_now(base, t, expires);
	return arm_idle_now(base, t, expires);
}

static __attribute__((noinline))
int move_queued(struct timer_base *base, struct timer_list *t,
		unsigned long expires)
{
	if (t->expires == expires) {
		tc_unlock_how(&base->lock, 1);
		return 1;
	}
	if (__builtin_expect(clk_behind(base), 0))
		return forward_then_arm(base, t, expires);
	return move_queued_now(base, t, expires);
}

static __attribute__((noinline))
int arm_idle(struct timer_base *base, struct timer_list *t,
	     unsigned long expires)
{
	if (__builtin_expect(clk_behind(base), 0))
		return forward_then_arm(base, t, expires);
	return arm_idle_now(base, t, expires);
}

/*
 * The commonest re-arm, a postponement by the thread that owns the base's
 * lock, is handled here on a short path, and the commonest other arms in
 * move_queued() and arm_idle(); everything else goes to do_mod() or
 * move_locked().  Short matters: a re-arm of a random timer among many
 * waits on the timer's cache line, and the fewer instructions each takes,
 * the more re-arms' misses the CPU keeps in flight at once.
 */
int timercore_mod_timer(struct timer_list *timer, unsigned long expires)
{
	struct timer_base *base = lock_owned_base(timer);

	if (__builtin_expect(!base, 0))
		return do_mod(timer, expires, 0);
	if (postpones(base, timer, expires)) {
		timer->expires = expires;
		tc_unlock_how(&base->lock, 1);
		return 1;
	}
	if (!base->expiring)
		return timer->flags & QUEUED ? move_queued(base, timer, expires) :
			arm_idle(base, timer, expires);
	return move_locked(base, timer, expires, 1);
}

void timercore_add_timer(struct timer_list *timer)
{
	do_mod(timer, timer->expires, 1);
}

void timercore_add_timer_on(struct timer_list *timer, struct timer_base *base)
{
	if (timercore_timer_bind(timer, base))
		die("add_timer_on() on a timer pending on another base", timer);
	do_mod(timer, timer->expires, 1);
}

/* del_timer() for every case but the one timercore_del_timer() handles. */
static __attribute__((noinline)) int del_timer_any(struct timer_list *timer)
{
	struct timer_base *base = timer_get_base(timer);
	int ret = 0, how;

	if (!base)
		return 0;
	prefetch_links(timer);
	how = tc_lock_how(&base->lock);
	if (timer->pprev) {
		detach(base, timer);
		ret = 1;
	}
	tc_unlock_how(&base->lock, how);
	return ret;
}

/* The owner thread's delete, like mod_timer(), on a path with no frame. */
int timercore_del_timer(struct timer_list *timer)
{
	struct timer_base *base = lock_owned_base(timer);
	int ret = 0;

	if (__builtin_expect(!base, 0))
		return del_timer_any(timer);
	if (timer->pprev) {
		detach(base, timer);
		ret = 1;
	}
	tc_unlock_how(&base->lock, 1);
	return ret;
}

int timercore_del_timer_sync(struct timer_list *timer)
{
	struct timer_base *base = timer_get_base(timer);
	int ret = 0;

	if (!base)
		return 0;
	/*
	 * Detach only once the callback is not running: a callback that
	 * re-arms its timer then extends the same activation, and one call
	 * deactivates at most one activation.
	 */
	tc_lock(&base->lock);
	while (base->running == timer && running_here != timer) {
		unsigned long seq = load_relaxed(&base->done_seq);

		/* Hold the timer back meanwhile (see expire()). */
		timer->flags |= SYNC_WAIT;
		base->waiters++;
		tc_unlock(&base->lock);
		pthread_mutex_lock(&base->wait_lock);
		while (__atomic_load_n(&base->done_seq, __ATOMIC_ACQUIRE) == seq)
			pthread_cond_wait(&base->done, &base->wait_lock);
		pthread_mutex_unlock(&base->wait_lock);
		tc_lock(&base->lock);
		base->waiters--;
	}
	timer->flags &= ~SYNC_WAIT;
	if (timer->pprev) {
		detach(base, timer);
		ret = 1;
	}
	tc_unlock(&base->lock);
	return ret;
}

/* Expiry ------------------------------------------------------------- */

/*
 * Moves every bucket examined at tick `now` to the local lists in heads[]
 * (at most TIMER_WHEEL_LEVELS * SUBLISTS) and returns how many lists it
 * filled.  Level L is examined when the low 3L bits of the tick are zero.
 */
static unsigned int collect(struct timer_base *base, unsigned long now,
			    struct timer_list **heads)
{
	unsigned int lvl, n = 0;

	for (lvl = 0; lvl < TIMER_WHEEL_LEVELS; lvl++) {
		unsigned int shift = TIMER_WHEEL_SHIFT(lvl);
		unsigned int slot, idx, j;

		if (lvl && (now & (TIMER_WHEEL_GRAN(lvl) - 1)))
			break;
		slot = (now >> shift) & LVL_MASK;
		if (!(base->pending_map[lvl] & ((uint64_t)1 << slot)))
			continue;
		idx = lvl * TIMER_WHEEL_LVL_SIZE + slot;
		base->pending_map[lvl] &= ~((uint64_t)1 << slot);
		for (j = 0; j < SUBLISTS; j++) {
			struct timer_list *first = base->buckets[j][idx];

			if (!first)
				continue;
			store_relaxed(&base->buckets[j][idx],
				      (struct timer_list *)NULL);
			heads[n] = first;
			store_relaxed(&first->pprev, &heads[n]);
			n++;
		}
	}
	return n;
}

/*
 * Runs the timers on the local lists, one from each list in turn (see
 * SUBLISTS); drops the lock around callbacks.  Other threads may delete or
 * re-arm collected timers meanwhile (their pprev points into heads[]), so
 * each list's head is read again under the lock.
 */
static int expire(struct timer_base *base, unsigned long now,
		  struct timer_list **heads, unsigned int n)
{
	int ran = 0;

	base->expiring = 1;
	while (n) {
		unsigned int j = 0;

		while (j < n) {
			struct timer_list *t = heads[j], **head;
			void (*fn)(struct timer_list *);

			if (!t) {
				/*
				 * This list is done: the last one takes its
				 * place, so that later rounds skip nothing.
				 */
				t = heads[--n];
				if (j < n) {
					store_relaxed(&heads[j], t);
					if (t)
						store_relaxed(&t->pprev,
							      &heads[j]);
				}
				continue;
			}
			head = &heads[j++];
			if (time_before(now, t->expires) ||
			    (t->flags & SYNC_WAIT)) {
				/*
				 * Not due yet (postponed by mod_timer(), see
				 * do_mod(), or clamped beyond the last
				 * level): re-queue.  Or a del_timer_sync() waits
				 * for this timer's previous run to end: hold
				 * it back a tick, so the waiter cannot be
				 * starved by a callback that re-arms itself.
				 */
				unsigned long tick, when = t->expires;
				struct timer_list *next = t->next;
				unsigned int idx;

				if (t->flags & SYNC_WAIT)
					when = base->clk;
				/*
				 * Off the local list and into a bucket; it
				 * stays pending throughout.  The list's next
				 * timer starts loading now, not when the loop
				 * comes back to this list.
				 */
				store_relaxed(head, next);
				if (next) {
					store_relaxed(&next->pprev, head);
					__builtin_prefetch(next);
				}
				idx = calc_index(when, base->clk, &tick);
				link_bucket(base, t, idx, tick);
				continue;
			}
			detach(base, t);
			fn = t->function;
			base->running = t;
			/*
			 * This list's next timer: its line arrives while the
			 * other lists' timers run.
			 */
			if (*head)
				__builtin_prefetch(*head);
			tc_unlock(&base->lock);
			running_here = t;
			fn(t);
			running_here = NULL;
			tc_lock(&base->lock);
			base->running = NULL;
			if (base->waiters) {
				/*
				 * Lock order: base lock, then wait_lock; a
				 * waiter never holds both.
				 */
				pthread_mutex_lock(&base->wait_lock);
				__atomic_store_n(&base->done_seq,
						 base->done_seq + 1,
						 __ATOMIC_RELEASE);
				pthread_cond_broadcast(&base->done);
				pthread_mutex_unlock(&base->wait_lock);
			}
			ran++;
		}
	}
	base->expiring = 0;
	return ran;
}

int run_timers(struct timer_base *base, unsigned long now)
{
	struct timer_list *heads[TIMER_WHEEL_LEVELS * SUBLISTS];
	struct timer_base *saved;
	int ran = 0;

	if (time_before(now, load_relaxed(&base->next_expiry))) {
		store_relaxed(&base->now_hint, now);
		return 0;
	}
	tc_lock(&base->lock);
	if (base->in_run) {
		tc_unlock(&base->lock);
		return 0;
	}
	base->in_run = 1;
	saved = current_base;
	current_base = base;
	store_relaxed(&base->now_hint, now);
	while (time_after_eq(now, base->next_expiry)) {
		unsigned long tick = base->next_expiry;
		unsigned int n;

		n = collect(base, tick, heads);
		set_clk(base, tick + 1);
		store_relaxed(&base->next_expiry, compute_next(base));
		if (n)
			ran += expire(base, tick, heads, n);
	}
	if (time_after_eq(now, base->clk))
		set_clk(base, now + 1);
	base->in_run = 0;
	current_base = saved;
	tc_unlock(&base->lock);
	return ran;
}
