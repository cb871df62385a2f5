/*
 * timercore/timer.h: the core timer API and the embedded (4.15+) generation.
 *
 * This header declares struct timer_list, the timer base that runs it, the
 * operations (add_timer, mod_timer, del_timer, del_timer_sync,
 * timer_pending, run_timers) and the embedded generation's setup and
 * recovery (timer_setup, from_timer).  It also defines the layouts of the
 * two older generations, so that one set of operations serves all three;
 * their setup functions live in timer_legacy.h and timer_typed.h.
 *
 * The wheel itself lives in src/timer.c; nothing here depends on its
 * internals except the constants below, which are part of the contract.
 */
#ifndef TIMERCORE_TIMER_H
#define TIMERCORE_TIMER_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * With TIMERCORE_DEBUG_TYPES every exported name gets a suffix, so that a
 * client built with the fingerprint cannot be linked against a library
 * built without it (the layouts differ), and both variants can live in one
 * program (the benchmark links both).
 */
#ifdef TIMERCORE_DEBUG_TYPES
#define timer_setup            timer_setup__dt
#define timercore_add_timer    timercore_add_timer__dt
#define timercore_add_timer_on timercore_add_timer_on__dt
#define timercore_mod_timer    timercore_mod_timer__dt
#define timercore_del_timer    timercore_del_timer__dt
#define timercore_del_timer_sync timercore_del_timer_sync__dt
#define timercore_timer_bind   timercore_timer_bind__dt
#define timercore_fp_check     timercore_fp_check__dt
#define timer_base_new         timer_base_new__dt
#define timer_base_free        timer_base_free__dt
#define timer_base_set_current timer_base_set_current__dt
#define timer_base_current     timer_base_current__dt
#define timer_base_next_expiry timer_base_next_expiry__dt
#define timer_base_pending     timer_base_pending__dt
#define timer_base_clk         timer_base_clk__dt
#define run_timers             run_timers__dt
#define setup_timer            setup_timer__dt
#define init_timer             init_timer__dt
#define timer_typed_setup      timer_typed_setup__dt
#endif

/* Data types ------------------------------------------------------------ */

#ifndef container_of
/*
 * container_of(ptr, type, member): the object of type `type` whose member
 * `member` is at `ptr`.  The assignment to __mptr checks that ptr really
 * points to something of the member's type.
 */
#define container_of(ptr, type, member) __extension__ ({                   \
	const __typeof__(((type *)0)->member) *__mptr = (ptr);               \
	(type *)(void *)((char *)__mptr - offsetof(type, member)); })
#endif

struct timer_base;
struct timer_fp;

/*
 * struct timer_list: one timer.  Embed it in the object the callback works
 * on and recover that object with from_timer().  Public members: `expires`
 * (the tick at which the timer is due; set it before add_timer(), read it
 * in the callback) and `function`.  Everything else is private.
 */
struct timer_list {
	unsigned int flags;                 /* bucket index | TIMER_* flags */
	unsigned int base_id;               /* base registry slot, 0 = unbound */
	unsigned long expires;              /* due tick */
	struct timer_list **pprev;          /* NULL when not pending */
	struct timer_list *next;            /* bucket chain */
	void (*function)(struct timer_list *);
#ifdef TIMERCORE_DEBUG_TYPES
	struct timer_fp *fp;                /* container identity */
#endif
};

/*
 * The two older generations: each embeds the core timer and keeps its
 * callback with its real type.  The core only ever calls the embedded
 * `timer.function`, which is a trampoline of the right type; see
 * timer_legacy.h and timer_typed.h.
 */
struct timer_list_legacy {
	struct timer_list timer;
	void (*function)(unsigned long);
	unsigned long data;
};

struct timer_list_typed {
	struct timer_list timer;
	void (*function)(void *);
	void *data;
};

/*
 * Flags for timer_setup().  They are stored and reported but have no
 * effect in user space: there is no idle CPU to defer for, no CPU to pin
 * to, and no interrupt context.
 */
#define TIMER_DEFERRABLE   0x00100000u
#define TIMER_PINNED       0x00200000u
#define TIMER_IRQSAFE      0x00400000u
#define TIMER_INIT_FLAGS   (TIMER_DEFERRABLE | TIMER_PINNED | TIMER_IRQSAFE)

/*
 * Wheel geometry.  Level L has 64 buckets of TIMER_WHEEL_GRAN(L) ticks and
 * holds timers whose delay d (ticks from the base's clock) satisfies
 * TIMER_WHEEL_START(L) <= d < TIMER_WHEEL_START(L + 1).  A timer's expiry
 * is rounded up to its bucket's granule, so it fires between 0 and
 * TIMER_WHEEL_GRAN(L) - 1 ticks late, never early.  Delays of
 * TIMER_WHEEL_CUTOFF or more are clamped to TIMER_WHEEL_MAX on the last
 * level and re-queued from there until they are due.
 */
#define TIMER_WHEEL_CLK_SHIFT 3
#define TIMER_WHEEL_LVL_BITS  6
#define TIMER_WHEEL_LVL_SIZE  (1u << TIMER_WHEEL_LVL_BITS)
#define TIMER_WHEEL_LEVELS    9
#define TIMER_WHEEL_BUCKETS   (TIMER_WHEEL_LEVELS * TIMER_WHEEL_LVL_SIZE)
#define TIMER_WHEEL_SHIFT(l)  ((l) * TIMER_WHEEL_CLK_SHIFT)
#define TIMER_WHEEL_GRAN(l)   (1UL << TIMER_WHEEL_SHIFT(l))
#define TIMER_WHEEL_START(l) \
	((l) == 0 ? 0UL : (TIMER_WHEEL_LVL_SIZE - 1UL) << TIMER_WHEEL_SHIFT((l) - 1))
#define TIMER_WHEEL_CUTOFF    TIMER_WHEEL_START(TIMER_WHEEL_LEVELS)
#define TIMER_WHEEL_MAX \
	(TIMER_WHEEL_CUTOFF - TIMER_WHEEL_GRAN(TIMER_WHEEL_LEVELS - 1))

/* At most this many bases exist at once (timer_base_new() fails beyond). */
#define TIMER_MAX_BASES 1024

/*
 * Tick comparisons that survive the counter wrapping around, valid while
 * the two ticks are less than half the counter's range apart.
 */
#define time_after(a, b)     ((long)((b) - (a)) < 0)
#define time_before(a, b)    time_after(b, a)
#define time_after_eq(a, b)  ((long)((a) - (b)) >= 0)
#define time_before_eq(a, b) time_after_eq(b, a)

/* Static initialisation of an embedded timer, unbound and not pending. */
#define TIMER_INITIALIZER(_function, _flags) \
	{ .function = (_function), .flags = (_flags) & TIMER_INIT_FLAGS }
#define DEFINE_TIMER(_name, _function) \
	struct timer_list _name = TIMER_INITIALIZER(_function, 0)

/* Bases ------------------------------------------------------------------ */

/*
 * Creates a timer base whose clock starts at tick `now`: a timer due at
 * `now` fires at the first run_timers(base, now).  Returns NULL when memory
 * or the TIMER_MAX_BASES registry slots run out.  Free with
 * timer_base_free().
 */
struct timer_base *timer_base_new(unsigned long now);

/*
 * Frees a base.  Timers still pending on it are detached (they become not
 * pending and are never run); every timer bound to it must be set up again
 * before it is used with another base.  No other thread may use the base
 * during or after the call.  NULL is ignored.
 */
void timer_base_free(struct timer_base *base);

/*
 * Runs every timer due at or before tick `now` and advances the base's
 * clock to now + 1.  Callbacks run in the calling thread without the base
 * lock held, in no guaranteed order among timers of the same tick.  When
 * no timer is due the call compares `now` with the cached next expiry,
 * records `now` and returns, without taking the lock.  A nested or
 * concurrent call on a base that is already being run returns 0 at once.
 * Returns the number of callbacks run.  Cannot fail.
 */
int run_timers(struct timer_base *base, unsigned long now);

/*
 * The tick at or before which run_timers() has work to do: the earliest
 * bucket that holds a timer, or earlier (the cache is refreshed lazily
 * after deletions), or far in the future when nothing is pending.
 */
unsigned long timer_base_next_expiry(struct timer_base *base);

/* The base's clock: the first tick run_timers() has not yet processed. */
unsigned long timer_base_clk(struct timer_base *base);

/* Number of timers pending on the base (for teardown checks). */
unsigned int timer_base_pending(struct timer_base *base);

/*
 * The calling thread's current base: where add_timer() and mod_timer()
 * put a timer that is not bound to a base yet, as the kernel uses the
 * current CPU's base.  run_timers() sets it to the base it runs for the
 * duration of the call, so callbacks arm new timers on their own base.
 * Pass NULL to clear.
 */
void timer_base_set_current(struct timer_base *base);
struct timer_base *timer_base_current(void);

/* The embedded generation ------------------------------------------------ */

/*
 * Initialises `timer` with its callback and TIMER_* flags: not pending,
 * not bound to a base.  The timer must not be pending.  Cannot fail.
 */
void timer_setup(struct timer_list *timer,
		 void (*callback)(struct timer_list *), unsigned int flags);

/*
 * from_timer(var, timer, field): the object of var's type whose member
 * `field` is `timer`, for use in a callback:
 *     struct netdev *dev = from_timer(dev, t, watchdog);
 */
#ifndef TIMERCORE_DEBUG_TYPES
#define from_timer(var, callback_timer, timer_fieldname) \
	container_of(callback_timer, __typeof__(*(var)), timer_fieldname)
#define timer_setup_in(obj, type, member, callback, flags) \
	(TIMERCORE_CHECK_TYPE(obj, type), \
	 timer_setup(&(obj)->member, (callback), (flags)))
#else
/*
 * The runtime fingerprint: timer_setup_in() records the container's type
 * name, size and member offset; from_timer() compares its own view (size,
 * offset, member name) with the record and aborts on a mismatch, naming
 * the set-up type and the recovering one.  from_timer() cannot spell its
 * type, so the library names it from the records of other
 * timer_setup_in() calls with the same shape, or else as
 * __typeof__(*var).  A timer set up with plain timer_setup() is recorded
 * by its first from_timer() and checked by the later ones.
 */
struct timer_fp {
	const char *type;      /* spelled container type, or NULL */
	const char *expr;      /* the expression the side used */
	const char *member;
	size_t size;
	size_t offset;
	const char *file;
	int line;
	int known;             /* listed in the library's table */
};
struct timer_list *timercore_fp_check(struct timer_list *timer,
				      struct timer_fp *seen, int at_setup);
#define from_timer(var, callback_timer, timer_fieldname) __extension__ ({    \
	static struct timer_fp __tc_fp = {                                    \
		.expr = #var, .member = #timer_fieldname,                      \
		.size = sizeof(*(var)),                                        \
		.offset = offsetof(__typeof__(*(var)), timer_fieldname),       \
		.file = __FILE__, .line = __LINE__ };                          \
	container_of(timercore_fp_check((callback_timer), &__tc_fp, 0),      \
		     __typeof__(*(var)), timer_fieldname); })
#define timer_setup_in(_obj, _type, _member, _callback, _flags)            \
	__extension__ ({                                                     \
	static struct timer_fp __tc_fp = {                                    \
		.type = #_type, .expr = #_obj, .member = #_member,             \
		.size = sizeof(_type), .offset = offsetof(_type, _member),     \
		.file = __FILE__, .line = __LINE__ };                          \
	TIMERCORE_CHECK_TYPE(_obj, _type);                                    \
	timer_setup(&(_obj)->_member, (_callback), (_flags));                 \
	(void)timercore_fp_check(&(_obj)->_member, &__tc_fp, 1); })
#endif

/* Compile-time check that `obj` points to a `type`; emits no code. */
#define TIMERCORE_CHECK_TYPE(obj, type) \
	((void)sizeof(char[__builtin_types_compatible_p(__typeof__(*(obj)), \
							type) ? 1 : -1]))

/* Operations (all generations) ------------------------------------------ */

/*
 * The operations take a pointer to any generation's timer (struct
 * timer_list, struct timer_list_legacy or struct timer_list_typed) and
 * reach the core timer inside it; any other pointer type is a compile
 * error.
 */
static inline struct timer_list *timercore_core_embedded(struct timer_list *t)
{
	return t;
}

static inline struct timer_list *
timercore_core_legacy(struct timer_list_legacy *t)
{
	return &t->timer;
}

static inline struct timer_list *
timercore_core_typed(struct timer_list_typed *t)
{
	return &t->timer;
}

static inline const struct timer_list *
timercore_core_cembedded(const struct timer_list *t)
{
	return t;
}

static inline const struct timer_list *
timercore_core_clegacy(const struct timer_list_legacy *t)
{
	return &t->timer;
}

static inline const struct timer_list *
timercore_core_ctyped(const struct timer_list_typed *t)
{
	return &t->timer;
}

#define TIMERCORE_CORE(t) _Generic((t),                                     \
	struct timer_list *: timercore_core_embedded,                        \
	struct timer_list_legacy *: timercore_core_legacy,                   \
	struct timer_list_typed *: timercore_core_typed)(t)

#define TIMERCORE_CCORE(t) _Generic((t),                                    \
	struct timer_list *: timercore_core_cembedded,                       \
	const struct timer_list *: timercore_core_cembedded,                 \
	struct timer_list_legacy *: timercore_core_clegacy,                  \
	const struct timer_list_legacy *: timercore_core_clegacy,            \
	struct timer_list_typed *: timercore_core_ctyped,                    \
	const struct timer_list_typed *: timercore_core_ctyped)(t)

void timercore_add_timer(struct timer_list *timer);
void timercore_add_timer_on(struct timer_list *timer, struct timer_base *base);
int timercore_mod_timer(struct timer_list *timer, unsigned long expires);
int timercore_del_timer(struct timer_list *timer);
int timercore_del_timer_sync(struct timer_list *timer);
int timercore_timer_bind(struct timer_list *timer, struct timer_base *base);

/*
 * add_timer(timer): starts a timer that is not pending, due at
 * timer->expires, on its base (or the thread's current base if it is not
 * bound yet).  Adding a pending timer is a bug and aborts, as the kernel's
 * BUG_ON does.
 */
#define add_timer(timer) timercore_add_timer(TIMERCORE_CORE(timer))

/* add_timer_on(timer, base): binds the timer to `base`, then add_timer(). */
#define add_timer_on(timer, base) \
	timercore_add_timer_on(TIMERCORE_CORE(timer), (base))

/*
 * mod_timer(timer, expires): (re)starts the timer, due at `expires`,
 * whether it was pending or not.  Returns 1 if the timer was pending, 0 if
 * not.  A pending timer whose new expiry falls in the bucket it is already
 * in only has `expires` rewritten.
 */
#define mod_timer(timer, expires) \
	timercore_mod_timer(TIMERCORE_CORE(timer), (expires))

/*
 * del_timer(timer): stops a pending timer.  Returns 1 if it was pending, 0
 * if not (never armed, already fired, already deleted).  Does not wait for
 * a callback that is running on another thread.
 */
#define del_timer(timer) timercore_del_timer(TIMERCORE_CORE(timer))

/*
 * del_timer_sync(timer): waits until the timer's callback is not running
 * on any thread, then del_timer() (so a re-arm by the running callback is
 * undone too).  On return the timer is neither pending nor running, unless
 * another thread re-armed it meanwhile.  Called from the timer's own callback it cannot
 * wait for itself and acts as del_timer().  Must not be called with a lock
 * the callback takes.  Returns 1 if it deactivated a pending timer.
 */
#define del_timer_sync(timer) timercore_del_timer_sync(TIMERCORE_CORE(timer))

/*
 * timer_bind(timer, base): binds a timer that is not pending to `base`.
 * Returns 0, or -1 (and changes nothing) if the timer is pending on
 * another base.
 */
#define timer_bind(timer, base) \
	timercore_timer_bind(TIMERCORE_CORE(timer), (base))

/*
 * timer_pending(timer): 1 if the timer is pending (armed and not yet run
 * or deleted), else 0.  Lock-free; the answer can be stale by the time it
 * is used unless the caller excludes concurrent operations on the timer.
 */
static inline int timercore_timer_pending(const struct timer_list *timer)
{
	return __atomic_load_n(&timer->pprev, __ATOMIC_RELAXED) != NULL;
}
#define timer_pending(timer) timercore_timer_pending(TIMERCORE_CCORE(timer))

#ifdef __cplusplus
}
#endif

#endif /* TIMERCORE_TIMER_H */
