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
 * Suppression is a filter the report applies (report.c): it removes findings
 * and adds the findings about bad comments; the rules it names are looked up
 * in the rule catalogue (analysis/rule_catalog.h).
 */
#ifndef TIMERCHECK_REPORT_SUPPRESS_H
#define TIMERCHECK_REPORT_SUPPRESS_H

#include "analysis/findings.h"
#include "analysis/rule_catalog.h"
#include "support/source_cache.h"

/*
 * Removes the findings of fs that a suppression comment covers (moved to
 * *covered when it is not NULL, for SARIF's suppressed results; freed
 * otherwise), then appends findings for bad suppression comments. The files scanned for
 * comments are those of the findings plus extra_files (char *, absolute;
 * may be NULL): pass the analysed main files so their bad comments are
 * reported even when they have no finding. Returns how many findings were
 * suppressed. Cannot fail; unreadable files suppress nothing.
 */
size_t suppress_apply(struct findings *fs, struct srcmap *sm, const struct ptrvec *extra_files,
		      struct findings *covered);

#endif
