/*
 * The debounce timer (see scheduler.h).
 */
#include "lsp/scheduler.h"

#include <time.h>

long long scheduler_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

void scheduler_after(struct scheduler *s, long long now, unsigned delay)
{
	s->due = now + delay;
}

void scheduler_soon(struct scheduler *s, long long now, unsigned delay)
{
	if (s->due < 0 || s->due > now + delay)
		s->due = now + delay;
}

void scheduler_hold(struct scheduler *s, long long now)
{
	s->held_until = now + LSP_HOLD_MAX;
}

void scheduler_release(struct scheduler *s)
{
	s->held_until = -1;
}

/* When the pending analysis may start. */
static long long start_time(const struct scheduler *s)
{
	return s->held_until > s->due ? s->held_until : s->due;
}

int scheduler_timeout(const struct scheduler *s, long long now)
{
	long long at;

	if (s->due < 0)
		return -1;
	at = start_time(s);
	return at <= now ? 0 : at - now > 60000 ? 60000 : (int)(at - now);
}

int scheduler_take(struct scheduler *s, long long now)
{
	if (s->due < 0 || start_time(s) > now)
		return 0;
	s->due = -1;
	s->held_until = -1;
	return 1;
}
