/*
 * Baselines: adopting timercheck on a tree with known findings.
 * --write-baseline records today's findings by fingerprint (fingerprint.h);
 * --baseline reports only findings whose fingerprint is not recorded.
 *
 * The file is text, one finding per line, "<fingerprint> <rule> <path>:<line>";
 * only the first field is read back, the rest is there for people reading
 * it. Lines starting with '#' and empty lines are ignored, except the
 * header "# timercheck baseline <version>" before the first finding, which
 * says which fingerprints (fingerprint.h) the file holds: version 2 today;
 * a file without it is version 1, still read (matched by version 1
 * fingerprints, which miss what version 2 sees: the caller warns); a later
 * version is an error.
 */
#ifndef TIMERCHECK_REPORT_BASELINE_H
#define TIMERCHECK_REPORT_BASELINE_H

#include "analysis/findings.h"
#include "report/fingerprint.h"
#include "support/source_cache.h"

struct baseline {
	struct ptrvec fingerprints;	/* char *, sorted */
	int version;		/* of the fingerprints: 1 or FINGERPRINT_VERSION */
};
#define BASELINE_INIT { PTRVEC_INIT, 0 }

/*
 * Loads path into b (which must be empty). Returns 0, or -1 with a malloc'd
 * message in *err; b is then empty.
 */
int baseline_load(struct baseline *b, const char *path, char **err);

/* True when fp is recorded in b. */
int baseline_contains(const struct baseline *b, const char *fp);

/*
 * Removes (and frees) the findings of fs that b records. Returns how many
 * were removed. Findings must be fingerprinted; for a version 1 baseline,
 * their version 1 fingerprints are computed from sm's text and root (as
 * fingerprint_findings()). Cannot fail.
 */
size_t baseline_filter(const struct baseline *b, struct findings *fs, struct srcmap *sm,
		       const char *root);

/*
 * Writes fs's fingerprinted findings to path (all or nothing; paths shown
 * relative to root). Returns 0, or -1 with a malloc'd message in *err.
 */
int baseline_write(const char *path, const struct findings *fs, const char *root, char **err);

void baseline_release(struct baseline *b);

#endif
