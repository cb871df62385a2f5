/*
 * The progress line: on a terminal, one line on stderr with the TUs done out
 * of the total, the rate, the time left and the file just finished, redrawn
 * in place with \r and erased at the end. It is off when stderr is not a
 * terminal, and the caller turns it off for --quiet.
 */
#ifndef TIMERCHECK_RUN_PROGRESS_H
#define TIMERCHECK_RUN_PROGRESS_H

#include <stddef.h>
#include <stdio.h>
#include <time.h>

struct progress {
	FILE *out;		/* NULL when off */
	size_t total, done;
	const char *file;	/* borrowed: the file last finished */
	struct timespec start, drawn_at;
	int shown;		/* a line is on the screen */
};

/* Starts the line for total TUs on out if enabled and out is a terminal; else leaves p off. */
void progress_init(struct progress *p, FILE *out, size_t total, int enabled);

/* Records that done TUs are finished, file (borrowed until the next call) the last; redraws at most 10 times a second. */
void progress_update(struct progress *p, size_t done, const char *file);

/* Redraws if the last drawing is older than half a second (the rate and time left move on). */
void progress_tick(struct progress *p);

/* Erases the line, so other output can be written; the next update draws it again. */
void progress_clear(struct progress *p);

/* Erases the line for good. Cannot fail. */
void progress_end(struct progress *p);

#endif
