/*
 * timer_int.h: private helpers shared by the timercore sources: the base
 * lock.  Nothing here is part of the public API.
 *
 * The base lock is a small test-and-set lock: acquiring is one atomic
 * exchange, releasing is a plain release store (a pthread mutex releases
 * with a second locked read-modify-write, to look for sleepers).  On the
 * benchmark machine this made expiry and add/delete about 10% cheaper than
 * a mutex; random re-arms are dominated by cache misses either way.
 * Critical sections are a few dozen instructions and never contain a
 * callback, so spinning is short; a contended waiter spins briefly, then
 * yields.  Waiting for a callback to finish (del_timer_sync()) does not
 * spin on this lock: it sleeps on a separate mutex and condition variable.
 */
#ifndef TIMERCORE_TIMER_INT_H
#define TIMERCORE_TIMER_INT_H

#include <sched.h>

struct tc_lock {
	int locked;
};

static inline void tc_lock_init(struct tc_lock *l)
{
	__atomic_store_n(&l->locked, 0, __ATOMIC_RELAXED);
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

static inline void tc_lock(struct tc_lock *l)
{
	if (__builtin_expect(__atomic_exchange_n(&l->locked, 1,
						 __ATOMIC_ACQUIRE), 0))
		tc_lock_slow(l);
}

static inline void tc_unlock(struct tc_lock *l)
{
	__atomic_store_n(&l->locked, 0, __ATOMIC_RELEASE);
}

#endif /* TIMERCORE_TIMER_INT_H */
