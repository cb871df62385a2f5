/*
 * --coverage: per callback API (a pack's entry or an inferred one), the
 * registration sites the program has and what became of each. The joined
 * rules say which sites they verified and why the others were not checked
 * (coverage_add()); the findings the report shows say which were reported
 * (coverage_mark_findings()), so the counts always agree with the report.
 * The table is printed as text (coverage_print()) or written into the JSON
 * and HTML reports. Works on facts only; never sees a cursor.
 *
 * A site is a call or store that hands the API a callback: a wrapper that
 * fixes its callback is one site (its own registration), however many
 * callers pass it a context. Each site is exactly one of verified,
 * reported or unknown (docs/usage.md, "--coverage").
 */
#ifndef TIMERCHECK_ANALYSIS_COVERAGE_H
#define TIMERCHECK_ANALYSIS_COVERAGE_H

#include <stdio.h>

#include "analysis/findings.h"
#include "analysis/packs.h"
#include "support/strmap.h"

/* What the rules made of one binding of a site. */
enum coverage_check {
	COVERAGE_VERIFIED,	/* checked and matches, or safe by construction */
	COVERAGE_UNKNOWN,	/* not checked; a reason says why */
	COVERAGE_HANDED_ON,	/* not checked, the context being a wrapper's parameter: its
				 * callers' bindings at the same site decide, if there are any */
	COVERAGE_UNUSED,	/* not checked: the callback (its body seen) does not use this
				 * binding's way to its object (no container_of(), or no read of
				 * the context); another binding of the site decides, if any */
};

enum coverage_state { COVERAGE_STATE_VERIFIED, COVERAGE_STATE_REPORTED, COVERAGE_STATE_UNKNOWN };

struct coverage_site {
	char *key;		/* coverage_site_key() of the registration */
	char *cast_key;		/* through a cast: where the cast rules report it, or NULL */
	struct tc_loc loc;	/* where the context or object is written (the registration's
				 * when there is none) */
	char *callback;
	int checks;		/* bit (1 << enum coverage_check) of each binding */
	char *reason;		/* the first unknown binding's reason, or NULL */
	char *handed_reason;	/* the first handed-on binding's reason, or NULL */
	char *unused_reason;	/* the first unused binding's reason, or NULL */
	int had_finding;	/* a rule reported it, before the report's filters */
	int reported;		/* ... and the report shows it */
	enum coverage_state state;	/* decided by coverage_finish() */
};

struct coverage_row {
	char *api;		/* the entry's name; "record.field" for a field entry */
	const char *pack;	/* borrowed from the model */
	int inferred;		/* the pack is the inferred one (infer.h) */
	struct ptrvec sites;	/* struct coverage_site *, in the order found */
	size_t found, verified, reported, unknown;	/* set by coverage_finish() */
};

struct coverage {
	struct ptrvec rows;	/* struct coverage_row *, in the order found */
	struct strmap sites;	/* site key -> struct coverage_site * */
	struct strmap casts;	/* cast key -> struct coverage_site * */
	struct strmap bodies;	/* USRs of the functions whose bodies were analysed */
	struct strmap main_files;	/* the analysed TUs' main files */
	struct ptrvec packs;	/* const char *: the packs loaded (borrowed from the model) */
	size_t tus;		/* how many TUs were looked at */
};
#define COVERAGE_INIT { PTRVEC_INIT, STRMAP_INIT, STRMAP_INIT, STRMAP_INIT, STRMAP_INIT, \
			PTRVEC_INIT, 0 }

/*
 * Records the packs loaded, the TUs' main files and the functions whose
 * bodies the facts show (any fact written inside them), before the rules
 * run. Cannot fail.
 */
void coverage_begin(struct coverage *cov, const struct model *m, const struct facts_set *set);

/*
 * Whether the body of the function a registration passes was analysed:
 * seen when a fact is written inside it or it is static (its body is in
 * the TU: an empty body leaves no fact); not seen when it is declared in a
 * header only; unsure for an extern function declared in an analysed file.
 */
enum coverage_body { COVERAGE_BODY_SEEN, COVERAGE_BODY_NOT_SEEN, COVERAGE_BODY_UNSURE };
enum coverage_body coverage_body_seen(const struct coverage *cov, const struct fact *reg);

/* The key of the registration a call or store fact is (malloc'd). */
char *coverage_site_key(const struct fact *reg);

/*
 * Adds one binding of the API entry root (a pack's or inferred entry) at
 * registration reg: its check, and unless it is COVERAGE_VERIFIED the
 * reason (copied).
 * value may be NULL. Cannot fail.
 */
void coverage_add(struct coverage *cov, const struct model_entry *root, const struct fact *reg,
		  const struct fact *value, enum coverage_check check, const char *reason);

/*
 * Marks the sites the findings are about (their sites, and the sites whose
 * cast a cast rule reports): shown says whether fs is what the report shows
 * (after NOLINT, the configuration, the baseline and --diff) or what the
 * rules found before those filters. Cannot fail.
 */
void coverage_mark_findings(struct coverage *cov, const struct findings *fs, int shown);

/* Decides each site's state and the rows' counts. Cannot fail. */
void coverage_finish(struct coverage *cov);

/*
 * Prints the packs in use and the table, columns as wide as the longest
 * name; with details, one line per unknown site with its reason. An empty
 * table says so, naming how many TUs were looked at.
 */
void coverage_print(FILE *out, const struct coverage *cov, int details);

/* The "from" column: "pack NAME" or "inferred" (a static buffer's worth: malloc'd). */
char *coverage_row_origin(const struct coverage_row *row);

const char *coverage_state_name(enum coverage_state s);

void coverage_release(struct coverage *cov);

#endif
