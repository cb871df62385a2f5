/*
 * Finding fingerprints: stable identities for baselines and SARIF's
 * partialFingerprints. A fingerprint survives edits that only move lines:
 * it hashes the rule, the file's path relative to a root folder, the
 * enclosing function (when the finding carries one) and the finding's
 * source line with whitespace collapsed; an occurrence index tells apart
 * identical findings in one file. Line numbers are not part of it.
 */
#ifndef TIMERCHECK_REPORT_FINGERPRINT_H
#define TIMERCHECK_REPORT_FINGERPRINT_H

#include "analysis/findings.h"
#include "support/source_cache.h"

/*
 * Sets f->fingerprint ("<16 hex digits>:<occurrence>") on every finding of
 * fs, which must be sorted (findings_sort_unique). Paths are taken relative
 * to root (an absolute folder). Cannot fail.
 */
void fingerprint_findings(struct findings *fs, struct srcmap *sm, const char *root);

/*
 * Returns the malloc'd normalised text of a line: leading and trailing
 * whitespace removed, inner runs of whitespace collapsed to one space.
 */
char *fingerprint_normalise(const char *line, size_t len);

#endif
