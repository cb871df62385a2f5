/*
 * Source text for the reporting stage: suppression comments, fingerprints
 * and diff mode need the lines a finding points at. Files are read once and
 * kept; a file's text can be given instead (an unsaved buffer read with
 * --stdin-filename), so what is reported matches what was analysed.
 */
#ifndef TIMERCHECK_SUPPORT_SOURCE_CACHE_H
#define TIMERCHECK_SUPPORT_SOURCE_CACHE_H

#include <stddef.h>

#include "support/strmap.h"
#include "support/util.h"

/* A file is found by its path in a hash map: reports touch every analysed file. */
struct srcmap {
	struct ptrvec files;	/* struct srcfile * (private), in the order first asked for */
	struct strmap by_path;	/* path -> struct srcfile * */
};
#define SRCMAP_INIT { PTRVEC_INIT, STRMAP_INIT }

/* Uses text (len bytes, copied) as path's contents instead of the file on disk. */
void srcmap_set(struct srcmap *sm, const char *path, const char *text, size_t len);

/*
 * Returns path's text (NUL-terminated, owned by sm) and its length in *len,
 * or NULL if it cannot be read (the failure is remembered).
 */
const char *srcmap_text(struct srcmap *sm, const char *path, size_t *len);

/*
 * Returns a pointer to line lineno (from 1) of path and its length without
 * the line end in *len, or NULL if there is no such line. Owned by sm.
 */
const char *srcmap_line(struct srcmap *sm, const char *path, unsigned lineno, size_t *len);

/*
 * Frees the text of path if it was read from disk (not given with
 * srcmap_set()): the reporting stage scans every analysed file for
 * suppression comments but needs the lines of only those with findings, so
 * memory stays proportional to those. A later srcmap_text() or srcmap_line()
 * reads the file again.
 */
void srcmap_evict(struct srcmap *sm, const char *path);

void srcmap_release(struct srcmap *sm);

#endif
