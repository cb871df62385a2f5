/*
 * The fix stage of the report (--fix, --fix-errors, --export-fixes): plans
 * the fixes of the findings shown (fix_plan.c), writes the YAML
 * (fix_export.c), then edits the files (fix_apply.c). The YAML is written
 * first, so its offsets are those of the files before the edits.
 */
#ifndef TIMERCHECK_REPORT_FIX_STAGE_H
#define TIMERCHECK_REPORT_FIX_STAGE_H

#include "report/report.h"

/*
 * Runs the stage on fs, the findings after every filter; set gives the
 * analysed main files (may be NULL). Returns 0, or -1 when the YAML or an
 * edited file could not be written (said on stderr).
 */
int fix_stage_run(struct report *r, const struct findings *fs, const struct facts_set *set);

#endif
