/*
 * The rule table and the rules themselves: facts in, findings out. Rules
 * never see libclang; they see facts, possibly joined from many TUs.
 */
#ifndef TIMERCHECK_ANALYSIS_RULES_H
#define TIMERCHECK_ANALYSIS_RULES_H

#include <stdio.h>

#include "analysis/findings.h"
#include "facts/facts.h"
#include "analysis/packs.h"
#include "analysis/joined_rules.h"

struct rule_info {
	const char *id;
	enum severity severity;	/* default severity */
	const char *summary;	/* one line, for --list-rules */
};

/* All rules, terminated by an entry with id NULL. */
extern const struct rule_info rule_table[];

/* Looks a rule up by id; NULL if unknown. */
const struct rule_info *rule_find(const char *id);

enum rule_profile {
	PROFILE_DEFAULT,	/* ABI hazards and undefined behaviour real compilers exploit */
	PROFILE_CFI,		/* every incompatible cast traps under Clang CFI/kCFI: all are errors */
};

struct rule_options {
	enum rule_profile profile;
	const struct model *model;	/* the API packs in use, or NULL */
	FILE *verbose;			/* explanations (sanctioned casts), or NULL */
	struct coverage *coverage;	/* filled for --coverage, or NULL */
};

/* Applies every rule to the facts of one TU, appending to out. Cannot fail. */
void rules_apply(const struct tu_facts *tf, const struct rule_options *opts, struct findings *out);

/* Applies the per-TU rules to each TU, then the rules that join facts across TUs. */
void rules_run(const struct facts_set *set, const struct rule_options *opts, struct findings *out);

/* Adds a note for each step of a value's path (the via field of a fact; facts.h). */
void add_path_notes(struct finding *fd, const char *via);

#endif
