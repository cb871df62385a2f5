/*
 * The command line: options into struct cli, and the informational
 * commands (--help, --list-rules, --explain). Parsing exits with status 2 on
 * a usage error; nothing else here exits.
 */
#ifndef TIMERCHECK_CLI_H
#define TIMERCHECK_CLI_H

#include "diag.h"
#include "rules.h"
#include "util.h"

enum exit_status {
	EXIT_CLEAN = 0,
	EXIT_FINDINGS = 1,
	EXIT_INPUT = 2,
	EXIT_INTERNAL = 3,
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
};

/* Parses argv into cli (zero-initialised by the caller). Exits with EXIT_INPUT on a usage error. */
void cli_parse(int argc, char **argv, struct cli *cli);
void cli_release(struct cli *cli);
void cli_print_help(void);
void cli_list_rules(void);
/* Prints a rule's description and docs page. Returns an exit status. */
int cli_explain_rule(const char *id);

#endif
