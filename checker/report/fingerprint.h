/*
 * Finding fingerprints: stable identities for baselines and SARIF's
 * partialFingerprints, "<16 hex digits>:<occurrence>".
 *
 * Version 2 (today's) identifies a finding by what it is, not where it is:
 * its rule, the function and type names its message quotes, and every one
 * of its locations (the primary one and each note's: the registration, the
 * recovery, the cast, the declaration), each as the enclosing function and
 * the statement the location is in as tokens (statement.h: comments
 * dropped, whitespace only where it separates two words), plus the file's
 * path when it is inside the root folder (outside it, only the file's
 * name). Line numbers, columns and whitespace are not part of it, so code
 * that moves or is re-indented keeps its fingerprint; a new note (a second
 * wrong registration of the same callback) or changed code makes another
 * one. Notes count as a set: their order does not matter. An occurrence
 * index tells apart findings that are identical in all of that.
 *
 * Version 1 (old baselines) hashed only the rule, the path, the finding's
 * function and its own line with whitespace runs collapsed; it is kept so
 * an old baseline still reads (baseline.h).
 */
#ifndef TIMERCHECK_REPORT_FINGERPRINT_H
#define TIMERCHECK_REPORT_FINGERPRINT_H

#include "analysis/findings.h"
#include "facts/facts.h"
#include "support/source_cache.h"

#define FINGERPRINT_VERSION 2

/*
 * Sets f->fingerprint (version 2) on every finding of fs, which must be
 * sorted (findings_sort_unique). Paths are taken relative to root (an
 * absolute folder). set gives the enclosing function of a note's location
 * (the facts written there carry it); with set NULL, or at a location no
 * fact was written at (a declaration), only the finding's own function is
 * known. Cannot fail.
 */
void fingerprint_findings_with_facts(struct findings *fs, struct srcmap *sm, const char *root,
				     const struct facts_set *set);
/* The same without facts. */
void fingerprint_findings(struct findings *fs, struct srcmap *sm, const char *root);

/*
 * Version 1 fingerprints of fs (sorted), one malloc'd string per finding in
 * fs's order, appended to out. Cannot fail.
 */
void fingerprint_findings_v1(const struct findings *fs, struct srcmap *sm, const char *root,
			     struct ptrvec *out);

#endif
