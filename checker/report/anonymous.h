/*
 * Names of anonymous types in messages. libclang spells a struct with no
 * name by where it is, with an absolute path: "struct (unnamed at
 * /home/me/src/drv.c:3:1)". A message (and so a fingerprint, which hashes
 * what messages quote) would then change when the checkout moves, and a
 * baseline would stop matching. Here such paths become relative to the
 * project's root; a path outside it (a system header) stays as it is.
 */
#ifndef TIMERCHECK_REPORT_ANONYMOUS_H
#define TIMERCHECK_REPORT_ANONYMOUS_H

#include "analysis/findings.h"

/*
 * Returns a malloc'd copy of message with the path of each "(anonymous ...
 * at PATH:L:C)" or "(unnamed ... at PATH:L:C)" under root (absolute,
 * normalised) made relative to it. Never fails.
 */
char *anonymous_relative(const char *message, const char *root);

/* Rewrites the messages of every finding of fs and of their notes. Cannot fail. */
void anonymous_relative_findings(struct findings *fs, const char *root);

#endif
