/*
 * fingerprint.c: the runtime container fingerprint (TIMERCORE_DEBUG_TYPES).
 *
 * timer_setup_in() records what container a timer was set up in; each
 * from_timer() compares its own view (size, member offset, member name)
 * with that record and aborts with a message naming both sides when they
 * differ.  A timer set up with plain timer_setup() is recorded by its first
 * from_timer().  The records of timer_setup_in() calls are also kept in a
 * table, so that the recovering side, whose type from_timer() cannot
 * spell, can be named after a set-up site of the same shape.  Without
 * TIMERCORE_DEBUG_TYPES this file is empty.
 */
#include "timercore/timer.h"

#ifdef TIMERCORE_DEBUG_TYPES
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_KNOWN 1024

static struct timer_fp *known[MAX_KNOWN];
static unsigned int nknown;
static pthread_mutex_t known_lock = PTHREAD_MUTEX_INITIALIZER;

static int same(const struct timer_fp *a, const struct timer_fp *b)
{
	return a->size == b->size && a->offset == b->offset &&
	       strcmp(a->member, b->member) == 0;
}

static void remember(struct timer_fp *fp)
{
	if (__atomic_load_n(&fp->known, __ATOMIC_ACQUIRE))
		return;
	pthread_mutex_lock(&known_lock);
	if (!fp->known && nknown < MAX_KNOWN) {
		known[nknown++] = fp;
		__atomic_store_n(&fp->known, 1, __ATOMIC_RELEASE);
	}
	pthread_mutex_unlock(&known_lock);
}

/* The spelled type of `fp`, or of a set-up site of the same shape. */
static void describe(const struct timer_fp *fp, char *buf, size_t len)
{
	const char *name = fp->type;
	unsigned int i;

	pthread_mutex_lock(&known_lock);
	for (i = 0; !name && i < nknown; i++)
		if (same(known[i], fp))
			name = known[i]->type;
	pthread_mutex_unlock(&known_lock);
	if (name)
		snprintf(buf, len, "'%s'", name);
	else
		snprintf(buf, len, "'__typeof__(*%s)'", fp->expr);
}

struct timer_list *timercore_fp_check(struct timer_list *timer,
				      struct timer_fp *seen, int at_setup)
{
	struct timer_fp *rec = NULL;
	char a[160], b[160];

	if (at_setup) {
		remember(seen);
		__atomic_store_n(&timer->fp, seen, __ATOMIC_RELEASE);
		return timer;
	}
	if (__atomic_compare_exchange_n(&timer->fp, &rec, seen, 0,
					__ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
		return timer;
	if (rec == seen || same(rec, seen))
		return timer;
	describe(rec, a, sizeof(a));
	describe(seen, b, sizeof(b));
	fprintf(stderr,
		"%s:%d: timercore: from_timer() recovers timer %p as %s but it "
		"was %s %s\n"
		"%s:%d: note: %s %s: %zu bytes, member '%s' at offset %zu\n"
		"%s:%d: note: recovered through '%s' as %s: %zu bytes, member "
		"'%s' at offset %zu\n",
		seen->file, seen->line, (void *)timer, b,
		rec->type ? "set up in" : "first recovered as", a,
		rec->file, rec->line,
		rec->type ? "set up in" : "first recovered as", a, rec->size,
		rec->member, rec->offset,
		seen->file, seen->line, seen->expr, b, seen->size,
		seen->member, seen->offset);
	abort();
}
#else
/* ISO C forbids an empty translation unit. */
typedef int timercore_fingerprint_unused;
#endif
