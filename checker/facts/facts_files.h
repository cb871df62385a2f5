/*
 * Facts files: TU records (facts.h) stored one per file, for --facts-dir, the
 * cache and --join. Writes are atomic (a temporary file in the same folder,
 * renamed over the final name), so a reader never sees half a record, even
 * when runs overlap or one is killed. docs/design.md, "Facts files".
 */
#ifndef TIMERCHECK_FACTS_FACTS_FILES_H
#define TIMERCHECK_FACTS_FACTS_FILES_H

#include <stdio.h>

#include "facts/facts.h"

/* Creates dir and any missing parents. Returns 0, or -1 with errno set. */
int factsio_mkdirs(const char *dir);

/*
 * Writes prefix (may be NULL) followed by tf's record to dir/name atomically.
 * Returns 0, or -1 with errno set; no temporary file is left behind either way.
 */
int factsio_write(const char *dir, const char *name, const char *prefix,
		  const struct tu_facts *tf);

/*
 * The name of a TU's file in a facts folder: BASENAME.HASH.facts, where HASH
 * is 16 hex digits of the main file's absolute path; the second and later
 * commands for the same main file in one plan get BASENAME.HASH.N.facts
 * (occurrence N counts from 1 for the first). Returns a malloc'd string.
 */
char *factsio_name(const char *main_file, unsigned occurrence);

/*
 * Reads facts records for --join from paths: folders (their *.facts files)
 * or single files. Files are taken in the order of their names (the path
 * inside its folder), whatever the folder; a name found in more than one
 * folder is read from the last folder given. Calls sink once per record in
 * that order (the sink takes tf's contents). Each unreadable folder or file,
 * and each malformed record, is reported on err as "PATH: line N: message"
 * and skipped. Returns the number of problems reported.
 */
int factsio_load(const struct ptrvec *paths, FILE *err,
		 void (*sink)(struct tu_facts *tf, void *data), void *data);

#endif
