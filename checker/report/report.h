/*
 * Reporting: the last stage, plus the adoption filters that decide which
 * findings are shown. In order: sort and deduplicate; drop what NOLINT
 * comments suppress (and report bad comments); apply the configuration
 * (Checks, severity overrides, Exclude, HeaderFilter); fingerprint; then
 * keep only findings not in the baseline (--baseline) and on added lines
 * (--diff); print in the chosen format to the chosen file; say whether any
 * finding reaches the failing severity. --write-baseline records the
 * findings instead of printing them.
 *
 * main.c calls report_prepare() before the analysis, so a missing baseline,
 * diff or configuration file stops the run before any work is done, then
 * report_run() at the end.
 */
#ifndef TIMERCHECK_REPORT_REPORT_H
#define TIMERCHECK_REPORT_REPORT_H

#include "report/baseline.h"
#include "input/cli.h"
#include <time.h>

#include "input/config.h"
#include "analysis/findings.h"
#include "report/diffmode.h"
#include "facts/facts.h"
#include "support/source_cache.h"
#include "support/strmap.h"
#include "report/fix_plan.h"

struct report {
	const struct cli *cli;
	struct config_set configs;
	struct baseline baseline;
	struct diffmap diff;
	struct srcmap sources;
	char *root;		/* absolute: paths in baselines and fingerprints are relative to it */
	char *stdin_path;	/* absolute path of --stdin-filename, or NULL */
	char *stdin_text;	/* what was read from standard input for it */
	size_t stdin_len;
	const struct config *run_config;	/* nearest to the first input: FailOn, Apis, Rules */
	struct ptrvec cli_severities;	/* struct severity_override *, from --severity */
	struct ere *header_re;	/* --header-filter, when set */
	char *project_root;	/* absolute: SARIF's SRCROOT; NULL: the current directory */
	char *compdb_dir;	/* absolute folder of compile_commands.json, or NULL */
	char *fix_root;		/* absolute: --fix and --export-fixes edit only files under it */
	time_t started;		/* when the run started: --fix's older temporaries are stale */
	int interrupted;	/* the analysis was stopped by a signal: no fix, no baseline */
	int problems;		/* input errors and failed files main.c counted (SARIF's invocation) */
	/*
	 * --coverage's table, or NULL: report_run() marks what the findings
	 * shown report, prints it on stderr and hands it to the JSON and HTML
	 * emitters.
	 */
	struct coverage *coverage;
	struct fix_sources fix_sources;	/* --fix, --export-fixes: what each file was when read */
	/* Main files analysed now, when the set also holds TUs joined from the project index; NULL: all */
	const struct strmap *analysed_now;
};

/*
 * Reads what the reporting stage needs before the analysis: the
 * configuration for the first input, --config-file, --baseline, --diff,
 * --header-filter, --severity and (for --stdin-filename) standard input.
 * Returns 0, or -1 after printing the problem (exit status 2); r must be
 * released either way.
 */
int report_prepare(struct report *r, const struct cli *cli);

/*
 * Removes the compile commands (struct compile_cmd *) whose main file the
 * configuration excludes. Returns how many were removed.
 */
size_t report_exclude_commands(struct report *r, struct ptrvec *cmds);

/*
 * The configuration that applies to path (a file, or a folder given as
 * "<dir>/."), for other stages such as the rule-pack loader (config_apis(),
 * config_rule_files()). Never NULL; owned by r.
 */
const struct config *report_config_for(struct report *r, const char *path);

/*
 * The filters alone, for callers that show findings their own way (the
 * language server): sorts and deduplicates fs, drops what NOLINT comments
 * suppress (read through r->sources, so unsaved buffers set there count)
 * and applies the configuration (Checks, Exclude, HeaderFilter, severity
 * overrides). set gives the analysed main files (may be NULL). Returns how
 * many findings NOLINT suppressed. Cannot fail.
 */
size_t report_filter(struct report *r, struct findings *fs, const struct facts_set *set);

/*
 * Filters, fingerprints and prints fs (set gives the analysed main files;
 * may be NULL). files is the number of TUs analysed, for the summary line.
 * Returns EXIT_CLEAN, EXIT_FINDINGS, or EXIT_INPUT when the output,
 * baseline or a configuration file could not be written or read.
 */
int report_run(struct report *r, struct findings *fs, const struct facts_set *set, size_t files);

void report_release(struct report *r);

/*
 * --fix, --export-fixes: records tf's input files and their hashes (main.c
 * calls it for every TU, before the facts set drops them). Cannot fail.
 */
void report_note_tu(struct report *r, const struct tu_facts *tf);

/*
 * The whole stage in one call, for callers without a prepare step: prepare,
 * run, release. Returns as report_run(), or EXIT_INPUT if preparing failed.
 */
int report_findings(const struct cli *cli, struct findings *fs, size_t files);

#endif
