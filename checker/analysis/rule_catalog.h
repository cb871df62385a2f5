/*
 * The rule catalogue: every rule id timercheck knows, for the options that
 * name rules (--checks, --severity, --explain, --list-rules), NOLINT
 * comments and SARIF's rule list. These are the analysis rules (rule_table,
 * rules.h) and the "meta" rules: findings about timercheck's own input
 * (suppression comments), which no analysis produces.
 */
#ifndef TIMERCHECK_ANALYSIS_RULE_CATALOG_H
#define TIMERCHECK_ANALYSIS_RULE_CATALOG_H

#include "analysis/rules.h"

#define RULE_UNKNOWN_SUPPRESSION "timercheck-unknown-suppression"
#define RULE_UNMATCHED_SUPPRESSION "timercheck-unmatched-suppression"

/* The meta rules, terminated by an entry with id NULL. */
extern const struct rule_info meta_rule_table[];

/* Looks a rule up in rule_table, then in meta_rule_table; NULL if unknown. */
const struct rule_info *rule_find_any(const char *id);

/*
 * True for a rule that starts disabled: migration-no-typed-api (an API whose
 * only form is the integer context is no migration target). Checks: or
 * --checks enables it like any rule ('migration-*').
 */
int rule_off_by_default(const char *id);

/* True when glob (fnmatch syntax: '*', '?', '[...]') matches id. */
int rule_glob_match(const char *glob, const char *id);

/* True when glob matches at least one rule of rule_table or meta_rule_table. */
int rule_glob_known(const char *glob);

/*
 * True when glob is a name in timercheck's rule namespace: it matches a rule,
 * starts with a prefix only timercheck's rules use (callback-, context-,
 * container-, migration-, timercheck-), or is within two edits of a rule id
 * (a misspelling). Other names belong to other tools (clang-tidy's
 * bugprone-*, readability-*, clang-analyzer-*): NOLINT comments that name
 * them are ignored, as clang-tidy ignores names it does not know.
 */
int rule_glob_ours(const char *glob);

#endif
