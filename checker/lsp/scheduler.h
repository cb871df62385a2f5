/*
 * When the language server analyses: a debounce timer (an edit waits until
 * the user pauses, an open or a save goes soon) that the main loop polls,
 * and whether the next analysis must first reload the compile database.
 * Times are milliseconds of the monotonic clock.
 */
#ifndef TIMERCHECK_LSP_SCHEDULER_H
#define TIMERCHECK_LSP_SCHEDULER_H

#define LSP_DEBOUNCE_EDIT 300	/* ms after the last change of a buffer */
#define LSP_DEBOUNCE_SOON 20	/* ms after an open, a save or a close: lets a burst settle */
#define LSP_DEBOUNCE_FILES 200	/* ms after files changed on disk */
#define LSP_HOLD_MAX 2000	/* ms an analysis waits for the client's progress token */

struct scheduler {
	long long due;		/* when to analyse, or -1 for nothing to do */
	long long held_until;	/* waiting for the client (a progress token) until then, or -1 */
	int reload;		/* compile_commands.json changed */
};
#define SCHEDULER_INIT { -1, -1, 0 }

/* Now, in milliseconds of the monotonic clock. */
long long scheduler_now(void);
/* Analyse delay ms after now, whatever was planned (debouncing edits). */
void scheduler_after(struct scheduler *s, long long now, unsigned delay);
/* Analyse at the latest delay ms after now. */
void scheduler_soon(struct scheduler *s, long long now, unsigned delay);
/* Waits for the client (at most LSP_HOLD_MAX ms) before the next analysis. */
void scheduler_hold(struct scheduler *s, long long now);
void scheduler_release(struct scheduler *s);
/* The poll(2) timeout until something is due: -1 for none. */
int scheduler_timeout(const struct scheduler *s, long long now);
/* True when an analysis is due now; it is then no longer pending. */
int scheduler_take(struct scheduler *s, long long now);

#endif
