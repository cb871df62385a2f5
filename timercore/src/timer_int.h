/*
 * timer_int.h: private helpers shared by the timercore sources: the base
 * lock.  Nothing here is part of the public API.
 *
 * The base lock is biased towards the thread that created the base.
 *
 *  - Biased mode.  The owner takes the lock with two plain stores and a
 *    load (owner_busy = 1, compiler barrier, check `revoking`) and releases
 *    it with a release store: no locked instruction, so the CPU keeps
 *    overlapping the cache misses of successive operations.  Only the
 *    owner uses the base in this mode.
 *  - Revocation.  The first time another thread wants the lock it sets
 *    `revoking`, runs membarrier(MEMBARRIER_CMD_PRIVATE_EXPEDITED), which
 *    makes every thread of the process execute a full memory barrier, and
 *    waits for owner_busy to drop.  After the barrier, either the owner's
 *    owner_busy = 1 is visible to the revoker, or the owner's load of
 *    `revoking` sees 1 and it backs off: the barrier the owner's fast path
 *    leaves out is supplied, once, by the revoker (the asymmetric pattern
 *    membarrier(2) is made for).  Revocation is permanent.
 *  - Shared mode (after revocation, or when biasing is off): a
 *    test-and-set lock; acquiring is one atomic exchange, releasing a
 *    release store; a contended waiter spins briefly, then yields.
 *
 * Biasing is off when membarrier's private expedited command cannot be
 * registered, and under ThreadSanitizer, which does not model membarrier
 * (there the shared-mode lock is what is checked).  Critical sections are
 * a few dozen instructions and never contain a callback.  Waiting for a
 * callback to finish (del_timer_sync()) does not spin on this lock: it
 * sleeps on a separate mutex and condition variable.
 */
#ifndef TIMERCORE_TIMER_INT_H
#define TIMERCORE_TIMER_INT_H

#include <sched.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>
#ifdef __linux__
#include <linux/membarrier.h>
#endif

#if defined(__SANITIZE_THREAD__)
#define TC_LOCK_BIAS 0
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define TC_LOCK_BIAS 0
#endif
#endif
#if !defined(TC_LOCK_BIAS) && defined(__linux__) && defined(SYS_membarrier)
#define TC_LOCK_BIAS 1
#endif
#ifndef TC_LOCK_BIAS
#define TC_LOCK_BIAS 0
#endif

struct tc_lock {
	int locked;             /* shared mode: the test-and-set word */
	int owner_busy;         /* biased mode: the owner holds the lock */
	int revoking;           /* another thread asked to end biased mode */
	int revoked;            /* biased mode has ended */
	unsigned long owner;    /* owning thread's tc_self_id(), or TC_NO_OWNER */
};

/* No thread's id (ids count up from 1 and never get this far). */
#define TC_NO_OWNER (~0UL)

/*
 * A number for the calling thread, never reused, never 0.  (This header is
 * private to timer.c: static definitions keep the plain and the
 * TIMERCORE_DEBUG_TYPES libraries linkable into one program.)
 */
static _Thread_local unsigned long tc_self;
static unsigned long tc_self_last;

static unsigned long tc_self_id_slow(void)
{
	tc_self = __atomic_add_fetch(&tc_self_last, 1, __ATOMIC_RELAXED);
	return tc_self;
}

static inline unsigned long tc_self_id(void)
{
	unsigned long id = tc_self;

	return __builtin_expect(id != 0, 1) ? id : tc_self_id_slow();
}

/*
 * 1 if biasing can be used: membarrier's private expedited command is
 * registered for the process (once; the answer is remembered), else 0.
 */
static int tc_lock_bias_available(void)
{
#if TC_LOCK_BIAS
	static int state;       /* 0 unknown, 1 available, -1 not */
	int st = __atomic_load_n(&state, __ATOMIC_ACQUIRE);

	if (!st) {
		st = syscall(SYS_membarrier,
			     MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 0) == 0 ?
			1 : -1;
		__atomic_store_n(&state, st, __ATOMIC_RELEASE);
	}
	return st > 0;
#else
	return 0;
#endif
}

/* Initialises a lock biased towards the calling thread if possible. */
static inline void tc_lock_init(struct tc_lock *l)
{
	__atomic_store_n(&l->locked, 0, __ATOMIC_RELAXED);
	__atomic_store_n(&l->owner_busy, 0, __ATOMIC_RELAXED);
	__atomic_store_n(&l->revoking, 0, __ATOMIC_RELAXED);
	__atomic_store_n(&l->revoked, 0, __ATOMIC_RELAXED);
	l->owner = TC_LOCK_BIAS && tc_lock_bias_available() ? tc_self_id() :
		TC_NO_OWNER;
	if (l->owner == TC_NO_OWNER)
		__atomic_store_n(&l->revoked, 1, __ATOMIC_RELAXED);
}

static inline void tc_lock_destroy(struct tc_lock *l)
{
	(void)l;
}

static inline void tc_cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
	__builtin_ia32_pause();
#elif defined(__aarch64__)
	__asm__ __volatile__("yield" ::: "memory");
#endif
}

static void tc_yield_wait(int *spins)
{
	if (++*spins < 256)
		tc_cpu_relax();
	else
		sched_yield();
}

/* Ends biased mode; called by a thread other than the owner. */
static void tc_lock_revoke(struct tc_lock *l)
{
	int spins = 0;

	if (!__atomic_exchange_n(&l->revoking, 1, __ATOMIC_SEQ_CST)) {
#if TC_LOCK_BIAS
		/* Registered at tc_lock_init(); cannot fail now. */
		if (syscall(SYS_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED,
			    0))
			abort();
#endif
		while (__atomic_load_n(&l->owner_busy, __ATOMIC_ACQUIRE))
			tc_yield_wait(&spins);
		__atomic_store_n(&l->revoked, 1, __ATOMIC_RELEASE);
		return;
	}
	while (!__atomic_load_n(&l->revoked, __ATOMIC_ACQUIRE))
		tc_yield_wait(&spins);
}

static void tc_lock_slow(struct tc_lock *l)
{
	for (;;) {
		int i;

		for (i = 0; i < 256; i++) {
			if (!__atomic_load_n(&l->locked, __ATOMIC_RELAXED) &&
			    !__atomic_exchange_n(&l->locked, 1,
						 __ATOMIC_ACQUIRE))
				return;
			tc_cpu_relax();
		}
		sched_yield();
	}
}

/*
 * The owner's fast path alone: returns 1 if the calling thread is the
 * lock's owner and now holds it in biased mode, else 0, holding nothing
 * (then take it with tc_lock_how()).
 *
 * tc_lock_how() takes the lock and returns how: 1 in biased mode (the
 * owner's plain stores), 0 in shared mode.  Pass the answer to
 * tc_unlock_how(), which then needs no test of its own.  The owner's id is compared with the raw
 * thread-local number: a thread that never asked for an id has 0 there,
 * and an owner is never 0 (an unbiased lock's owner is TC_NO_OWNER).
 */
static inline int tc_lock_biased(struct tc_lock *l)
{
	if (l->owner != tc_self)
		return 0;
	__atomic_store_n(&l->owner_busy, 1, __ATOMIC_RELAXED);
	/* Compiler barrier only: see the comment at the top. */
	__atomic_signal_fence(__ATOMIC_SEQ_CST);
	if (__builtin_expect(!__atomic_load_n(&l->revoking, __ATOMIC_RELAXED),
			     1))
		return 1;
	__atomic_store_n(&l->owner_busy, 0, __ATOMIC_RELEASE);
	return 0;
}

static inline int tc_lock_how(struct tc_lock *l)
{
	if (tc_lock_biased(l))
		return 1;
	if (l->owner != tc_self &&
	    __builtin_expect(!__atomic_load_n(&l->revoked, __ATOMIC_ACQUIRE), 0))
		tc_lock_revoke(l);
	if (__builtin_expect(__atomic_exchange_n(&l->locked, 1,
						 __ATOMIC_ACQUIRE), 0))
		tc_lock_slow(l);
	return 0;
}

static inline void tc_unlock_how(struct tc_lock *l, int how)
{
	if (how)
		__atomic_store_n(&l->owner_busy, 0, __ATOMIC_RELEASE);
	else
		__atomic_store_n(&l->locked, 0, __ATOMIC_RELEASE);
}

/* The same, for callers that do not keep the answer. */
static inline void tc_lock(struct tc_lock *l)
{
	(void)tc_lock_how(l);
}

static inline void tc_unlock(struct tc_lock *l)
{
	tc_unlock_how(l, l->owner == tc_self &&
		      __atomic_load_n(&l->owner_busy, __ATOMIC_RELAXED));
}

#endif /* TIMERCORE_TIMER_INT_H */
