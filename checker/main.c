/*
 * timercheck: parse the command line, plan the compile commands, run the
 * per-TU step, apply the rules over all facts, report. This is the only
 * file that decides the exit status (docs/usage.md):
 *   0  no finding at or above the failing severity
 *   1  findings at or above the failing severity
 *   2  usage or input error (bad option, missing file, unreadable or
 *      malformed compile_commands.json, a TU that could not be parsed at all)
 *   3  internal error
 *   128 + N  interrupted by signal N (SIGINT: 130) during the analysis,
 *      after reporting the files that finished
 */
#include "tu/libclang.h"
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "run/cache.h"
#include "run/index.h"
#include "input/cli.h"
#include "input/compdb.h"
#include "input/config.h"
#include "run/engine.h"
#include "run/huge_pages.h"
#include "run/limits.h"
#include "run/solo.h"
#include "facts/facts.h"
#include "support/paths.h"
#include "input/plan.h"
#include "lsp/lsp.h"
#include "report/report.h"
#include "analysis/infer.h"
#include "analysis/rules.h"

#ifndef TIMERCHECK_VERSION
#define TIMERCHECK_VERSION "0.0.0"
#endif

struct collect {
	const struct cli *cli;
	struct facts_set *set;
	struct project_index *index;
	struct report *rep;
};

static void collect_tu(struct tu_facts *tf, void *data);

/* A TU from the engine: the index sees it first (its files, the index folder). */
static void collect_analysed_tu(struct tu_facts *tf, void *data)
{
	struct collect *c = data;

	index_take(c->index, tf);
	collect_tu(tf, data);
}

static void collect_tu(struct tu_facts *tf, void *data)
{
	struct collect *c = data;

	if (c->cli->dump_facts)
		facts_write(stdout, tf);
	report_note_tu(c->rep, tf);	/* --fix: the files' hashes, which the set drops */
	facts_set_take(c->set, tf);
}

/* A TU from the project index: joined, not dumped (it was not analysed now). */
static void collect_indexed_tu(struct tu_facts *tf, void *data)
{
	struct collect *c = data;

	facts_set_take(c->set, tf);
}

/* Loads the shipped packs and the user's; a malformed file stops the run (exit 2). */
static int load_model(const struct cli *cli, struct model *m)
{
	/* The shipped packs: installed beside the binary, else the source tree's rules/. */
	const char *dir = install_rules_dir();
	char *err = NULL;
	size_t i;
	int ret = 0;

	if (dir && model_load(m, dir, &err) != 0)
		ret = -1;
	for (i = 0; !ret && i < cli->rule_files.len; i++)
		if (model_load(m, cli->rule_files.items[i], &err) != 0)
			ret = -1;
	if (!ret && cli->apis && model_select(m, cli->apis, &err) != 0)
		ret = -1;
	if (ret)
		fprintf(stderr, "timercheck: error: %s\n", err);
	else if (cli->verbose)
		fprintf(stderr, "timercheck: %zu API packs, %zu entries (shipped packs from %s)\n",
			m->packs.len, model_entry_count(m), dir ? dir : "nowhere");
	free(err);
	return ret;
}

/*
 * --stdin-filename: the engine parses the buffer read from standard input in
 * place of the file (libclang's CXUnsavedFile). Needs compile_cmd.contents,
 * which analyze.c passes to clang_parseTranslationUnit2FullArgv.
 */
static int attach_stdin(struct report *rep, struct ptrvec *todo)
{
#ifdef COMPILE_CMD_HAS_CONTENTS
	size_t i;

	for (i = 0; i < todo->len; i++) {
		struct compile_cmd *c = todo->items[i];

		if (rep->stdin_path && strcmp(c->file, rep->stdin_path) == 0) {
			c->contents = rep->stdin_text;
			c->contents_len = rep->stdin_len;
		}
	}
	return 0;
#else
	(void)rep;
	(void)todo;
	fprintf(stderr, "timercheck: error: --stdin-filename is not supported by this build "
			"(the engine cannot parse unsaved buffers yet)\n");
	return -1;
#endif
}

/*
 * The configuration's Rules: (extra pack files) and Apis: (pack selection),
 * for the .timercheck that applies to the first input. The command line's
 * --api wins over Apis:.
 */
static int apply_config_packs(struct report *rep, const struct cli *cli, struct model *m)
{
	const char *first = cli->inputs.len ? cli->inputs.items[0] : ".";
	char *probe = xasprintf("%s/.", first);
	const struct config *c = report_config_for(rep, probe);
	const struct ptrvec *files = config_rule_files(c), *apis = config_apis(c);
	struct strbuf names = STRBUF_INIT;
	char *err = NULL;
	size_t i;
	int ret = 0;

	free(probe);
	for (i = 0; !ret && files && i < files->len; i++)
		if (model_load(m, files->items[i], &err) != 0)
			ret = -1;
	if (!ret && !cli->apis && apis && apis->len) {
		for (i = 0; i < apis->len; i++)
			strbuf_addf(&names, "%s%s", i ? "," : "", (const char *)apis->items[i]);
		if (model_select(m, names.buf, &err) != 0)
			ret = -1;
	}
	if (ret)
		fprintf(stderr, "timercheck: error: .timercheck: %s\n", err);
	strbuf_release(&names);
	free(err);
	return ret;
}

/*
 * Whether a run may analyse its one file in its own process (run/solo.h):
 * it is likely to have one (one input, or a Kbuild call), it is not the
 * language server or --join, and it reads nothing from standard input,
 * which a run repeated with workers could not read again.
 */
static int may_analyse_alone(const struct cli *cli)
{
	struct stat st;

	if (cli->lsp || cli->join || cli->in_process || cli->list_rules || cli->explain ||
	    cli->stdin_filename || (cli->diff && strcmp(cli->diff, "-") == 0))
		return 0;
	if (cli->kbuild)
		return 1;
	return cli->inputs.len == 1 && stat(cli->inputs.items[0], &st) == 0 && !S_ISDIR(st.st_mode);
}

static void print_version(void)
{
	char *libclang = libclang_version();

	printf("timercheck %s (%s)\n", TIMERCHECK_VERSION, libclang);
	free(libclang);
}

int main(int argc, char **argv)
{
	struct cli cli = { 0 };
	struct compdb db = COMPDB_INIT, adhoc = COMPDB_INIT;
	struct ptrvec todo = PTRVEC_INIT;
	struct findings findings = FINDINGS_INIT;
	struct facts_set set = FACTS_SET_INIT;
	struct model model = MODEL_INIT;
	struct coverage coverage = COVERAGE_INIT;
	struct engine_options eo;
	struct engine_stats es;
	char *default_cache = NULL, *refusal = NULL;
	struct project_index index = PROJECT_INDEX_INIT;
	struct report rep;
	struct collect col = { &cli, &set, &index, &rep };
	int input_errors, failed_tus, status, solo;
	size_t i;

	huge_pages_reexec(argv);	/* first: it may execute timercheck again */
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
	solo = may_analyse_alone(&cli) && solo_supervise(argv);
	if (load_model(&cli, &model) != 0) {
		model_release(&model);
		cli_release(&cli);
		return EXIT_INPUT;
	}
	if (cli.list_rules) {
		cli_list_rules(&model);
		model_release(&model);
		cli_release(&cli);
		return EXIT_CLEAN;
	}
	if (cli.explain) {
		int status = cli_explain_rule(cli.explain);

		model_release(&model);
		cli_release(&cli);
		return status;
	}
	if (cli.lsp) {
		/*
		 * The language server runs its own analyses until the editor says
		 * exit; a configuration it cannot use is shown in the editor then.
		 */
		if (report_prepare(&rep, &cli) == 0)
			apply_config_packs(&rep, &cli, &model);
		report_release(&rep);
		status = lsp_serve(&cli, &model);
		model_release(&model);
		cli_release(&cli);
		return status;
	}
	/* Baseline, diff, configuration and stdin are read before any analysis. */
	if (report_prepare(&rep, &cli) != 0 || apply_config_packs(&rep, &cli, &model) != 0) {
		report_release(&rep);
		model_release(&model);
		cli_release(&cli);
		return EXIT_INPUT;
	}

	if (cli.join) {
		/* Whole-program mode: the facts of earlier --facts-dir runs. */
		input_errors = 0;
		if (!cli.inputs.len) {
			fprintf(stderr, "timercheck: error: --join needs at least one facts folder\n");
			input_errors = 1;
		}
		failed_tus = engine_join(&cli.inputs, collect_tu, &col, &es);
	} else {
		engine_options_init(&eo);
		/* The cache folder of the TUs' facts. */
		if (!cli.no_cache)
			eo.cache_dir = cli.cache_dir ? cli.cache_dir
						     : (default_cache = cache_default_dir());
		/* A cache folder someone else can write is refused before anything is read from it. */
		if (eo.cache_dir && cache_check_dir(eo.cache_dir, &refusal) != 0) {
			fprintf(stderr, "timercheck: error: %s\n", refusal);
			free(refusal);
			free(default_cache);
			report_release(&rep);
			model_release(&model);
			cli_release(&cli);
			return EXIT_INPUT;
		}
		input_errors = plan_commands(&cli, &db, &adhoc, &todo);
		report_exclude_commands(&rep, &todo);
		if (cli.stdin_filename && attach_stdin(&rep, &todo) != 0)
			input_errors++;
		if (cli.verbose)
			huge_pages_describe(stderr);
		if (cli.verbose && (cli.dashdash || cli.kbuild)) {
			fprintf(stderr, "timercheck: compiler flags from the command line:");
			for (i = 0; i < cli.flags.len; i++)
				fprintf(stderr, " %s", (char *)cli.flags.items[i]);
			fputc('\n', stderr);
		}

		eo.verbose = cli.verbose ? stderr : NULL;
		eo.jobs = cli.jobs;
		eo.in_process = cli.in_process;
		eo.solo = solo;
		if (cli.tu_timeout_given)
			eo.timeout = cli.tu_timeout;
		limits_choose(&eo, &cli, rep.run_config);
		/* --output-dir keeps the facts beside the results, for 'timercheck --join DIR'. */
		eo.facts_dir = cli.facts_dir ? cli.facts_dir : cli.output_dir;
		eo.shard = cli.shard;
		eo.shards = cli.shards;
		eo.progress = !cli.quiet && !cli.verbose && !cli.no_progress;
		eo.tool_version = TIMERCHECK_VERSION;
		/* The project index: the other TUs' facts, for runs that analyse only some. */
		index_plan(&index, &cli, &db, &todo);
		report_exclude_commands(&rep, &index.others);
		if (index_open(&index, &todo, eo.cache_dir, TIMERCHECK_VERSION, eo.verbose,
			       collect_indexed_tu, &col, &refusal) != 0) {
			fprintf(stderr, "timercheck: error: %s\n", refusal);
			free(refusal);
			input_errors++;
		}
		if (index.kind != INDEX_OFF)
			rep.analysed_now = &index.asked;
		/* Facts files too: a later --join --fix checks the files against them. */
		eo.hash_deps = index_wants_deps(&index) || cli.fix || cli.export_fixes || cli.facts_dir;
		failed_tus = engine_run(&todo, &eo, collect_analysed_tu, &col, &es);
		rep.interrupted = es.interrupted;
		if (!es.cannot_start)
			index_deliver(&index, collect_indexed_tu, &col);
	}
	if (cli.stats) {
		engine_print_stats(stderr, &es);
		index_print_stats(stderr, &index);
	}
	if (es.cannot_start) {
		/* One error said why; a report of the files not analysed would blame them. */
		status = EXIT_INTERNAL;
	} else {
		/* APIs inferred from declarations join the packs (analysis/infer.h). */
		if (!cli.no_infer || cli.dump_apis) {
			size_t inferred = infer_add_pack(&model, &set);

			if (cli.verbose)
				fprintf(stderr, "timercheck: %zu callback API entries inferred from "
					"declarations\n", inferred);
		}
		cli.rules.model = &model;
		cli.rules.verbose = cli.verbose ? stderr : NULL;
		cli.rules.coverage = cli.coverage ? &coverage : NULL;
		if (cli.dump_apis) {
			/* The inferred pack instead of the findings. */
			infer_dump(stdout, &model, &set);
			status = fflush(stdout) == 0 ? EXIT_CLEAN : EXIT_INPUT;
		} else {
			rules_run(&set, &cli.rules, &findings);
			/* --coverage: a finding the index leaves out is the rules' all the same. */
			if (cli.coverage)
				coverage_mark_findings(&coverage, &findings, 0);
			index_filter(&index, &findings);
			rep.problems = input_errors + failed_tus;	/* for SARIF's invocation */
			rep.coverage = cli.coverage ? &coverage : NULL;
			status = report_run(&rep, &findings, &set, index_asked_tus(&index, es.tus));
		}
		if (input_errors || failed_tus)
			status = EXIT_INPUT;
		if (es.interrupted) {
			/* As a shell reports a command killed by the signal: 128 + its number. */
			fprintf(stderr, "timercheck: interrupted by %s: %zu of %zu files analysed, "
					"%zu not; the findings above are those of the files analysed\n",
				es.interrupted == SIGINT ? "SIGINT" : es.interrupted == SIGTERM
				? "SIGTERM" : "SIGHUP", es.tus, es.tus + es.not_delivered,
				es.not_delivered);
			status = 128 + es.interrupted;
		}
	}
	coverage_release(&coverage);
	/* Last, so the parent's peak includes the join and the report. */
	if (cli.stats)
		engine_print_peaks(stderr, set.facts_received, set.facts_kept);

	findings_release(&findings);
	index_release(&index);
	facts_set_release(&set);
	model_release(&model);
	ptrvec_release(&todo);
	compdb_release(&db);
	compdb_release(&adhoc);
	free(default_cache);
	report_release(&rep);
	cli_release(&cli);
	return status;
}
