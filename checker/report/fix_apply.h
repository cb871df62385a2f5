/*
 * --fix: writes the edits of a fix plan (fix_plan.h) into the files.
 *
 * Each file is rewritten atomically: its new content goes to a temporary
 * file in the same folder, which gets the old file's mode, is synced and
 * renamed over it (a symlink's target is written and the link stays a
 * link). Before writing, the content is read again and compared with what
 * the plan was made from, so a file changed in the meantime is left alone.
 * Each file written is reported on stderr:
 * "timercheck: fixed 3 edits in src/a.c".
 */
#ifndef TIMERCHECK_REPORT_FIX_APPLY_H
#define TIMERCHECK_REPORT_FIX_APPLY_H

#include "report/fix_plan.h"

/*
 * The new content of ff: its edits made on its content. Returns a malloc'd
 * buffer and its length in *len. Cannot fail.
 */
char *fix_file_result(const struct fix_file *ff, size_t *len);

/*
 * Writes every file of the plan. cwd shortens the paths printed (may be
 * NULL); quiet prints only errors. Returns 0, or -1 when a file could not
 * be written (said on stderr; that file is left as it was, the others are
 * still written).
 */
int fix_apply(const struct fix_plan *p, const char *cwd, int quiet);

#endif
