/*
 * Inline suppressions, with clang-tidy's meaning:
 *   // NOLINT                   every rule, on this line
 *   // NOLINT(rule-glob, ...)   the named rules (globs such as callback-cast-*)
 *   // NOLINTNEXTLINE(...)      the same, on the next line
 *   // NOLINTBEGIN(...) ... // NOLINTEND(...)   every line in between
 * A glob that matches no rule is reported (timercheck-unknown-suppression),
 * and so are a NOLINTBEGIN never closed and a NOLINTEND never opened
 * (timercheck-unmatched-suppression); an unclosed region suppresses nothing.
 *
 * This file also holds the "meta" rules: findings about timercheck's own
 * input (suppression comments, configuration), which are not in rules.c's
 * rule_table.
 */
#ifndef TIMERCHECK_SUPPRESS_H
#define TIMERCHECK_SUPPRESS_H

#include "diag.h"
#include "rules.h"
#include "srcfile.h"

#define RULE_UNKNOWN_SUPPRESSION "timercheck-unknown-suppression"
#define RULE_UNMATCHED_SUPPRESSION "timercheck-unmatched-suppression"

/* The meta rules, terminated by an entry with id NULL. */
extern const struct rule_info meta_rule_table[];

/* Looks a rule up in rule_table, then in meta_rule_table; NULL if unknown. */
const struct rule_info *rule_find_any(const char *id);

/* True when glob (fnmatch syntax: '*', '?', '[...]') matches id. */
int rule_glob_match(const char *glob, const char *id);

/* True when glob matches at least one rule of rule_table or meta_rule_table. */
int rule_glob_known(const char *glob);

/*
 * Removes (and frees) the findings of fs that a suppression comment covers,
 * then appends findings for bad suppression comments. The files scanned for
 * comments are those of the findings plus extra_files (char *, absolute;
 * may be NULL): pass the analysed main files so their bad comments are
 * reported even when they have no finding. Returns how many findings were
 * suppressed. Cannot fail; unreadable files suppress nothing.
 */
size_t suppress_apply(struct findings *fs, struct srcmap *sm, const struct ptrvec *extra_files);

#endif
