/*
 * Findings: what timercheck reports. Rules turn facts into findings; the
 * emitters (emit_*.c) print them. Findings are collected, sorted by file,
 * line, column and rule, and deduplicated (a header included by many TUs
 * yields each finding once).
 */
#ifndef TIMERCHECK_ANALYSIS_FINDINGS_H
#define TIMERCHECK_ANALYSIS_FINDINGS_H

#include <stdio.h>

#include "facts/facts.h"

enum severity {
	SEV_NOTE,
	SEV_WARNING,
	SEV_ERROR,
};

struct note {
	struct tc_loc loc;
	char *message;
};

/*
 * A mechanical fix: replace the text from begin up to (not including) end
 * with replacement. begin == end is an insertion; an empty replacement is a
 * removal. Both ends are in the same file (begin.file).
 */
struct fixit {
	struct tc_loc begin, end;
	char *replacement;
};

/*
 * A place where the function a cast finding is about is really called
 * through the cast's type (analysis/called_casts.h): a registration whose
 * API calls it, or a call through the cast itself.
 */
struct finding_call {
	struct tc_loc loc;
	char *through;		/* the type it is called through */
	char *passed;		/* the type of what the call passes it, NULL when unknown */
	int other_object;	/* what is passed is not what the function takes: a real bug */
};

/* One step of a macro expansion chain: the macro and where its body is spelled. */
struct macro_step {
	char *macro;
	struct tc_loc loc;
};

struct finding {
	char *rule;		/* rule id, e.g. "callback-cast-pointer-integer" */
	enum severity severity;
	struct tc_loc loc;
	char *message;
	struct ptrvec notes;	/* struct note *, in order */
	/* Optional data; rules fill what they know. NULL or empty when unknown. */
	struct ptrvec fixits;	/* struct fixit *, in order */
	struct ptrvec macros;	/* struct macro_step *, innermost expansion first */
	struct ptrvec called_by;	/* struct finding_call *, for casts shown called (in order) */
	char *function;		/* the function the finding is in (for baseline fingerprints) */
	int inferred;		/* from a binding of an inferred API (analysis/infer.h) */
	/*
	 * An error lowered to a warning because the API it comes from was
	 * inferred from a prototype alone (capped), unless another binding of
	 * the same finding rests on more (proven): joined_rules.c.
	 */
	int capped, proven;
	/* Filled by the reporting stage (fingerprint.c); NULL until then. */
	char *fingerprint;
	/* char *: the registrations it is about, by coverage_site_key() (--coverage) */
	struct ptrvec sites;
};

struct findings {
	struct ptrvec items;	/* struct finding * */
};
#define FINDINGS_INIT { PTRVEC_INIT }

/* Appends a finding; the message is formatted. Returns it so notes can be added. */
struct finding *findings_add(struct findings *fs, const char *rule, enum severity sev,
			     const struct tc_loc *loc, const char *fmt, ...) TC_PRINTF(5, 6);
/*
 * Notes say how a value got where it is reported; an identical note (same
 * place, same text) is added once, and after FINDING_MAX_NOTES one more
 * note says the rest were omitted.
 */
#define FINDING_MAX_NOTES 32
void finding_add_note(struct finding *f, const struct tc_loc *loc, const char *fmt, ...)
	TC_PRINTF(3, 4);

/*
 * Adds a fix-it to f: replace [begin, end) with replacement (copied). Cannot fail.
 */
void finding_add_fixit(struct finding *f, const struct tc_loc *begin, const struct tc_loc *end,
		       const char *replacement);
/* Appends a step to f's macro expansion chain (innermost first). Cannot fail. */
void finding_add_macro(struct finding *f, const char *macro, const struct tc_loc *loc);
/* Records that f is about the registration with this coverage key (copied), once. */
void finding_add_site(struct finding *f, const char *key);

/*
 * Records that f's function is called through the cast's type at loc
 * (passed may be NULL); a call already recorded at loc with the same
 * passed type is not added again: returns 0 then, else 1. Cannot fail.
 */
int finding_add_call(struct finding *f, const struct tc_loc *loc, const char *through,
		     const char *passed, int other_object);
/* Sets (replaces) the enclosing function's name; NULL clears it. Cannot fail. */
void finding_set_function(struct finding *f, const char *function);
/* Frees the fix-its of f and empties its list; returns whether it had any. */
int finding_drop_fixits(struct finding *f);
/* Frees one finding and everything it owns (for stages that drop findings). */
void finding_free(struct finding *f);

/*
 * Sorts by file, line, column, rule and message, and drops exact duplicates;
 * a duplicate's fix-its that the kept finding lacks are added to it (two
 * TUs that ask for different fixes must not have one of them win silently).
 */
void findings_sort_unique(struct findings *fs);

/*
 * Keeps the findings for which keep(f, data) is true, in order, and frees
 * the others. Returns how many were dropped.
 */
size_t findings_keep(struct findings *fs, int (*keep)(const struct finding *f, const void *data),
		     const void *data);

/* Counts findings at or above a severity. */
size_t findings_count_at_least(const struct findings *fs, enum severity sev);

void findings_release(struct findings *fs);

const char *severity_name(enum severity sev);
/* Parses "error", "warning" or "note"; returns -1 if unknown. */
int severity_parse(const char *s);

#endif
