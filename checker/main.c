/*
 * timercheck: parse the command line, plan the compile commands, run the
 * per-TU step, apply the rules over all facts, report. This is the only
 * file that decides the exit status (docs/usage.md):
 *   0  no finding at or above the failing severity
 *   1  findings at or above the failing severity
 *   2  usage or input error (bad option, missing file, unreadable or
 *      malformed compile_commands.json, a TU that could not be parsed at all)
 *   3  internal error
 */
#include <clang-c/Index.h>
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "compdb.h"
#include "engine.h"
#include "facts.h"
#include "plan.h"
#include "report.h"
#include "rules.h"

#ifndef TIMERCHECK_VERSION
#define TIMERCHECK_VERSION "0.0.0"
#endif

struct collect {
	const struct cli *cli;
	struct facts_set *set;
};

static void collect_tu(struct tu_facts *tf, void *data)
{
	struct collect *c = data;

	if (c->cli->dump_facts)
		facts_write(stdout, tf);
	facts_set_take(c->set, tf);
}

static void print_version(void)
{
	CXString v = clang_getClangVersion();

	printf("timercheck %s (libclang %s, C API %d.%d)\n", TIMERCHECK_VERSION,
	       clang_getCString(v), CINDEX_VERSION_MAJOR, CINDEX_VERSION_MINOR);
	clang_disposeString(v);
}

int main(int argc, char **argv)
{
	struct cli cli = { 0 };
	struct compdb db = COMPDB_INIT, adhoc = COMPDB_INIT;
	struct ptrvec todo = PTRVEC_INIT;
	struct findings findings = FINDINGS_INIT;
	struct facts_set set = FACTS_SET_INIT;
	struct engine_options eo = { NULL };
	struct collect col = { &cli, &set };
	int input_errors, failed_tus, status;
	size_t i;

	cli.color = -1;
	cli.fail_on = SEV_WARNING;
	cli_parse(argc, argv, &cli);
	if (cli.help) {
		cli_print_help();
		return EXIT_CLEAN;
	}
	if (cli.version) {
		print_version();
		return EXIT_CLEAN;
	}
	if (cli.list_rules) {
		cli_list_rules();
		return EXIT_CLEAN;
	}
	if (cli.explain)
		return cli_explain_rule(cli.explain);

	input_errors = plan_commands(&cli, &db, &adhoc, &todo);
	if (cli.verbose && (cli.dashdash || cli.kbuild)) {
		fprintf(stderr, "timercheck: compiler flags from the command line:");
		for (i = 0; i < cli.flags.len; i++)
			fprintf(stderr, " %s", (char *)cli.flags.items[i]);
		fputc('\n', stderr);
	}

	eo.verbose = cli.verbose ? stderr : NULL;
	failed_tus = engine_run(&todo, &eo, collect_tu, &col);
	rules_run(&set, &cli.rules, &findings);
	status = report_findings(&cli, &findings, todo.len);
	if (input_errors || failed_tus)
		status = EXIT_INPUT;

	findings_release(&findings);
	facts_set_release(&set);
	ptrvec_release(&todo);
	compdb_release(&db);
	compdb_release(&adhoc);
	cli_release(&cli);
	return status;
}
