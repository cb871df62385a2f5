/*
 * --export-fixes=FILE: the findings shown and the edits of a fix plan
 * (fix_plan.h) as the YAML clang-tidy writes and clang-apply-replacements
 * reads (clang::tooling::TranslationUnitDiagnostics):
 *
 *   ---
 *   MainSourceFile:  /abs/first-main-file.c
 *   Diagnostics:
 *     - DiagnosticName:  callback-cast-arity
 *       DiagnosticMessage:
 *         Message:         'function ...'
 *         FilePath:        /abs/a.c
 *         FileOffset:      412
 *         Replacements:
 *           - FilePath:        /abs/a.c
 *             Offset:          390
 *             Length:          4
 *             ReplacementText: 'unsigned long unused1'
 *       Notes:
 *         - Message:         '''tick'' declared here'
 *           FilePath:        /abs/a.c
 *           FileOffset:      380
 *           Replacements:    []
 *       Level:           Warning
 *       BuildDirectory:  /abs/cwd
 *   ...
 *
 * Scalars are quoted as LLVM's writer quotes them: plain when safe, single
 * quotes, double quotes with escapes for control characters.
 *
 * Offsets and lengths count bytes of the file as it is on disk. An edit
 * several findings ask for is listed once, under the first. Only the edits
 * --fix would make are exported, so clang-apply-replacements on this file
 * and --fix give the same bytes.
 */
#ifndef TIMERCHECK_REPORT_FIX_EXPORT_H
#define TIMERCHECK_REPORT_FIX_EXPORT_H

#include "analysis/findings.h"
#include "report/fix_plan.h"
#include "support/source_cache.h"

/*
 * Writes the YAML to path ("-": standard output), complete or not at all.
 * main_file names the run's first main file (may be NULL). Returns 0, or
 * -1 with a malloc'd message in *err.
 */
int fix_export(const char *path, const struct findings *fs, const struct fix_plan *p,
	       struct srcmap *sources, const char *main_file, char **err);

#endif
