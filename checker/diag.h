/*
 * Findings: what timercheck reports. Rules turn facts into findings; the
 * emitters (out_*.c) print them. Findings are collected, sorted by file,
 * line, column and rule, and deduplicated (a header included by many TUs
 * yields each finding once).
 */
#ifndef TIMERCHECK_DIAG_H
#define TIMERCHECK_DIAG_H

#include <stdio.h>

#include "facts.h"

enum severity {
	SEV_NOTE,
	SEV_WARNING,
	SEV_ERROR,
};

struct note {
	struct tc_loc loc;
	char *message;
};

struct finding {
	char *rule;		/* rule id, e.g. "callback-cast-pointer-integer" */
	enum severity severity;
	struct tc_loc loc;
	char *message;
	struct ptrvec notes;	/* struct note *, in order */
};

struct findings {
	struct ptrvec items;	/* struct finding * */
};
#define FINDINGS_INIT { PTRVEC_INIT }

/* Appends a finding; the message is formatted. Returns it so notes can be added. */
struct finding *findings_add(struct findings *fs, const char *rule, enum severity sev,
			     const struct tc_loc *loc, const char *fmt, ...) TC_PRINTF(5, 6);
void finding_add_note(struct finding *f, const struct tc_loc *loc, const char *fmt, ...)
	TC_PRINTF(3, 4);

/* Sorts by file, line, column, rule and message, and drops exact duplicates. */
void findings_sort_unique(struct findings *fs);

/* Counts findings at or above a severity. */
size_t findings_count_at_least(const struct findings *fs, enum severity sev);

void findings_release(struct findings *fs);

const char *severity_name(enum severity sev);
/* Parses "error", "warning" or "note"; returns -1 if unknown. */
int severity_parse(const char *s);

#endif
