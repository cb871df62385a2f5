/*
 * The command line: options into struct cli, and the informational
 * commands (--help, --list-rules, --explain). Parsing exits with status 2 on
 * a usage error; nothing else here exits.
 */
#ifndef TIMERCHECK_INPUT_CLI_H
#define TIMERCHECK_INPUT_CLI_H

#include "analysis/findings.h"
#include "analysis/packs.h"
#include "analysis/rules.h"
#include "support/util.h"

enum exit_status {
	EXIT_CLEAN = 0,
	EXIT_FINDINGS = 1,
	EXIT_INPUT = 2,
	EXIT_INTERNAL = 3,
};

enum output_format {
	FORMAT_TEXT,
	FORMAT_JSON,
	FORMAT_SARIF,
	FORMAT_HTML,
};

struct cli {
	const char *compdb_dir;		/* -p */
	struct ptrvec inputs;		/* files and directories */
	struct ptrvec flags;		/* compiler flags after "--" or from a Kbuild-style call */
	int dashdash, kbuild;
	int verbose, quiet;
	int color;			/* -1: auto */
	enum severity fail_on;
	struct rule_options rules;
	int list_rules, version, help, dump_facts;
	const char *explain;
	/* Workers, cache and facts files (engine.h, docs/design.md) */
	unsigned jobs;			/* -j N; 0: one per CPU */
	unsigned tu_timeout;		/* --tu-timeout SECONDS, if tu_timeout_given */
	int tu_timeout_given;
	unsigned long long memory_limit;	/* --memory-limit SIZE in bytes (0: none), if given */
	int memory_limit_given;
	unsigned cpu_limit;		/* --cpu-limit SECONDS (0: none), if cpu_limit_given */
	int cpu_limit_given;
	const char *cache_dir;		/* --cache DIR */
	int no_cache;			/* --no-cache */
	int stats;			/* --stats */
	int coverage;			/* --coverage: registrations matched with recoveries */
	int no_infer, dump_apis;	/* --no-infer, --dump-apis (analysis/infer.h) */
	const char *facts_dir;		/* --facts-dir DIR */
	int join;			/* --join: the inputs are facts folders */
	unsigned shard, shards;		/* --shard K/N */
	int in_process;			/* --in-process (hidden): no worker processes */
	int no_progress;		/* --no-progress */
	int no_index;			/* --no-index: no project index (run/index.h) */
	const char *index_dir;		/* --index-dir DIR: the index folder without a database */
	struct ptrvec rule_files;	/* --rules FILE|DIR: the user's own API packs */
	const char *apis;		/* --api NAME,...: use only these packs */

	/* Reporting (report.c); strings are borrowed from argv. */
	enum output_format format;	/* --format */
	int format_set;			/* --format was given (a Kbuild call then prints on stdout) */
	const char *output;		/* --output FILE; NULL for standard output */
	int parseable_fixits;		/* --parseable-fixits */
	int fail_on_set;		/* --fail-on was given (it overrides FailOn:) */
	int fail_on_none;		/* --fail-on=none */
	const char *checks;		/* --checks globs */
	struct ptrvec severities;	/* char *: --severity glob=sev, in order */
	const char *header_filter;	/* --header-filter regex */
	const char *config_file;	/* --config-file FILE */
	const char *baseline;		/* --baseline FILE */
	const char *write_baseline;	/* --write-baseline FILE */
	const char *diff;		/* --diff FILE, "-" for standard input */
	const char *diff_base;		/* --diff-base REV: git diff -U0 REV... */
	const char *stdin_filename;	/* --stdin-filename NAME (also in inputs) */
	const char *doc_uri;		/* --doc-uri URI: base of rule help links in SARIF */
	const char *output_dir;		/* --output-dir DIR: one result file per compilation */
	/* Fixes (report/fix_*.c) */
	int fix;			/* --fix: apply the fix-its of the findings shown */
	int fix_errors;			/* --fix-errors: --fix, also in files with compiler errors */
	const char *export_fixes;	/* --export-fixes FILE: clang-apply-replacements YAML */
	const char *project_root;	/* --project-root DIR: the only files fixes may edit */
	int lsp;			/* --lsp: serve the Language Server Protocol on stdio */
};

/* Parses argv into cli (zero-initialised by the caller). Exits with EXIT_INPUT on a usage error. */
void cli_parse(int argc, char **argv, struct cli *cli);
void cli_release(struct cli *cli);
void cli_print_help(void);
void cli_list_rules(const struct model *m);
/* Prints a rule's description and docs page. Returns an exit status. */
int cli_explain_rule(const char *id);

#endif
