/*
 * Configuration files: a ".timercheck" in the scanned file's folder or one
 * of its parents (the nearest wins), in a small YAML-like "Key: value"
 * format (docs/configuration.md):
 *
 *   Checks: '-*,callback-cast-*'       # rule globs, clang-tidy's syntax
 *   Severity:                          # per-rule severity overrides
 *     callback-cast-return: note
 *   FailOn: error                      # error | warning | note | none
 *   Apis: [linux-timers, timercore]    # API packs to load
 *   Rules: [rules/extra.rules]         # extra rule files (relative to this file)
 *   Exclude: [third_party, '*.gen.c']  # paths not to analyse or report
 *   HeaderFilter: '/(include|drivers)/' # which headers' findings to report
 *   MemoryLimit: 512M                  # lower the per-process memory limit
 *   CpuLimit: 60                       # lower the per-file CPU limit (seconds)
 *
 * The command line overrides a file: --checks is appended to Checks (so its
 * globs win), --fail-on replaces FailOn, --header-filter replaces
 * HeaderFilter, --severity entries come after the file's. MemoryLimit and
 * CpuLimit can only lower the limits the command line or the defaults set.
 */
#ifndef TIMERCHECK_INPUT_CONFIG_H
#define TIMERCHECK_INPUT_CONFIG_H

#include "analysis/findings.h"
#include "support/ere.h"
#include "support/strmap.h"

/* FailOn / --fail-on: findings never make the exit status 1. */
#define FAIL_ON_NONE (-1)
/* FailOn not given. */
#define FAIL_ON_UNSET (-2)

struct severity_override {
	char *glob;
	enum severity severity;
};

struct config {
	char *path;			/* the file it was read from, or NULL */
	char *dir;			/* absolute folder relative paths start from */
	char *checks;			/* glob list as written, or NULL */
	struct ptrvec severities;	/* struct severity_override * */
	int fail_on;			/* a severity, FAIL_ON_NONE or FAIL_ON_UNSET */
	struct ptrvec apis;		/* char *: API pack names */
	struct ptrvec rule_files;	/* char *: absolute paths of extra rule files */
	struct ptrvec excludes;		/* char *: patterns, relative to dir unless absolute */
	char *header_filter;		/* regex as written, or NULL */
	struct ere *header_re;		/* compiled when header_filter is set (linear time) */
	char *project_root;		/* ProjectRoot: absolute, dir or below it; or NULL */
	unsigned long long memory_limit;	/* MemoryLimit: bytes, 0 when not given */
	unsigned cpu_limit;		/* CpuLimit: seconds, 0 when not given */
};

/* Initialises an empty configuration for folder dir (copied). Cannot fail. */
void config_init(struct config *c, const char *dir);

/*
 * Reads a configuration file into c (config_init'ed). Returns 0, or -1 with
 * a malloc'd message "file:line: what" in *err. Unknown keys are errors too,
 * so a typo never silently does nothing.
 */
int config_load(struct config *c, const char *path, char **err);
/* Parses text as if read from path (used by config_load and by tests). */
int config_parse(struct config *c, const char *text, const char *path, char **err);

void config_release(struct config *c);

/* The API pack names and extra rule files a configuration asks for (for the rule-pack loader). */
const struct ptrvec *config_apis(const struct config *c);
const struct ptrvec *config_rule_files(const struct config *c);

/*
 * Every configuration in use, found by folder and cached. Either a single
 * file (--config-file) or a search upwards from each file.
 */
struct config_set {
	struct config *fixed;		/* --config-file, or NULL */
	struct strmap dirs;		/* folder -> struct config * or NULL (private cache) */
	struct ptrvec owned;		/* struct config *: every config loaded */
	struct config defaults;		/* used when no file is found */
	int errors;			/* files that could not be read or parsed (already reported) */
};

void config_set_init(struct config_set *cs);
/* Uses only path for every file. Returns 0, or -1 after printing the error. */
int config_set_fixed(struct config_set *cs, const char *path);
/*
 * The configuration for file (absolute): the nearest .timercheck in its
 * folder or a parent, or the defaults. Never NULL. A file that cannot be
 * parsed is reported once on stderr, counted in cs->errors and skipped.
 */
const struct config *config_for(struct config_set *cs, const char *file);
void config_set_release(struct config_set *cs);

/*
 * Whether rule is enabled by the glob lists, applied in order (clang-tidy
 * semantics: "-glob" disables, "glob" enables, the last match wins; every
 * rule starts enabled except those rule_off_by_default() names). Either
 * list may be NULL.
 */
int checks_enabled(const char *rule, const char *config_checks, const char *cli_checks);

/* True when the file (absolute) is excluded by c's Exclude patterns. */
int config_excludes(const struct config *c, const char *file);

/*
 * Parses a severity override "glob=severity" (the --severity option).
 * Returns 0, or -1 if malformed.
 */
int severity_override_parse(const char *s, struct severity_override *out);

#endif
