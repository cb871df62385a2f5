/*
 * Command-line parsing and the informational commands (see cli.h).
 */
#include "input/cli.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tu/arg_filter.h"
#include "support/limit_values.h"
#include "support/paths.h"
#include "analysis/rule_catalog.h"
#include "analysis/rule_docs.h"


static const char usage_text[] =
	"usage: timercheck [options] <file-or-dir>... [-- <compiler args>]\n"
	"       timercheck <compiler flags...> file.c      (Kbuild: make C=1 CHECK=timercheck)\n"
	"\n"
	"Checks C callback APIs (kernel-style timers first) for casts between\n"
	"incompatible function types and unchecked context round trips.\n"
	"\n"
	"options:\n"
	"  -p <dir>             folder of compile_commands.json (default: search the\n"
	"                       given path, its parents and their build/ folders)\n"
	"  --profile=<name>     default | cfi (report every incompatible cast or implicit\n"
	"                       conversion of a function at error, as Clang CFI and\n"
	"                       kCFI trap the call)\n"
	"  --fail-on=<sev>      error | warning | note | none: lowest severity that makes\n"
	"                       the exit status 1 (default: warning, or FailOn: in\n"
	"                       .timercheck; none in a Kbuild call, as sparse never\n"
	"                       stops a build; none: findings never do)\n"
	"  --format=<fmt>       text | json | sarif | html (default: text; a Kbuild call\n"
	"                       prints text on stderr, as compilers do, and a given\n"
	"                       format on stdout; html: one self-contained page, best\n"
	"                       with --output=report.html)\n"
	"  --output=<file>      write the findings to <file> (complete or not at all)\n"
	"  --output-dir=<dir>   write the findings of the file analysed to its own file\n"
	"                       in <dir> and its facts beside it (Kbuild: summarize\n"
	"                       with 'timercheck --join <dir>')\n"
	"  --parseable-fixits   print fix-its as clang's fix-it:\"file\":{l:c-l:c}:\"text\" lines\n"
	"  --fix                apply the fix-its of the findings shown (not in system\n"
	"                       headers, macros, files changed since they were read)\n"
	"  --fix-errors         --fix, also in files whose TU had compiler errors\n"
	"  --export-fixes=<file> write the fixes --fix would make as YAML for\n"
	"                       clang-apply-replacements\n"
	"  --project-root=<dir> --fix and --export-fixes edit only files under dir\n"
	"                       (default: .timercheck's ProjectRoot, else the git top\n"
	"                       level, else the compile database's folder, else '.')\n"
	"  --checks=<globs>     enable or disable rules: '-*,callback-cast-*' (after the\n"
	"                       config file's Checks:, so it wins); the migration-*\n"
	"                       conversions run only when named: --checks=migration-*\n"
	"  --severity=<glob>=<sev>  report matching rules at another severity (repeatable)\n"
	"  --header-filter=<re> report findings in headers whose path matches <re>\n"
	"                       (default: the project's headers, not a library's\n"
	"                       outside the project even if passed with -I)\n"
	"  --config-file=<file> use this configuration instead of the nearest .timercheck\n"
	"  --baseline=<file>    report only findings not recorded in <file>\n"
	"  --write-baseline=<file>  record today's findings in <file>, report nothing\n"
	"  --diff=<file>        report only findings with a location (theirs or a\n"
	"                       note's) on a line a unified diff adds\n"
	"                       ('-': read the diff from standard input)\n"
	"  --diff-base=<rev>    --diff with the changes since the branch left <rev>,\n"
	"                       read from 'git diff -U0 <rev>...' (an error if git fails)\n"
	"  --stdin-filename=<name>  check the text on standard input as file <name>,\n"
	"                       with <name>'s compile flags (editor integration)\n"
	"  --doc-uri=<uri>      base URI of the rule pages for SARIF help links\n"
	"  --lsp                run as a language server on standard input and output\n"
	"                       for editors (docs/integration.md)\n"
	"  --color=<when>       auto | always | never (NO_COLOR disables auto)\n"
	"  --coverage           print per API (from a pack or inferred) the registrations\n"
	"                       found, verified, reported and unknown (stderr; with\n"
	"                       --verbose, why each unknown one was not checked)\n"
	"  --rules <file|dir>   add an API pack of your own (docs/rules-format.md)\n"
	"  --api <name,...>     use only these API packs (default: all; see --list-rules)\n"
	"  --no-infer           do not infer callback APIs from the declarations the\n"
	"                       files see (inference is on by default)\n"
	"  --dump-apis          print the inferred APIs as a pack file for --rules,\n"
	"                       instead of the findings\n"
	"  --list-rules         list the rules and the API packs\n"
	"  --explain <rule>     describe a rule\n"
	"  --dump-facts         print each TU's facts record (docs/design.md)\n"
	"  -j <n>               analyse in n worker processes (default: one per CPU)\n"
	"  --tu-timeout=<s>     give up on a file after s seconds (default: 300, with\n"
	"                       --lsp 60; 0: never)\n"
	"  --memory-limit=<size> memory each analysis process may map, e.g. 512M or 2G\n"
	"                       (default: 3/4 of the machine's memory shared by the -j\n"
	"                       processes, at least 1G; 0: no limit)\n"
	"  --cpu-limit=<s>      give up on a file after s seconds of CPU time\n"
	"                       (default: 300; 0: no limit)\n"
	"  --cache=<dir>        reuse the facts of unchanged files from dir (default:\n"
	"                       $XDG_CACHE_HOME/timercheck or ~/.cache/timercheck)\n"
	"  --no-cache           analyse every file; read and write no cache\n"
	"  --facts-dir=<dir>    also write each file's facts to dir (for --join)\n"
	"  --join <dir>...      report on the facts files of --facts-dir runs\n"
	"  --shard=<k>/<n>      analyse only the k-th of n shares of the files\n"
	"  --no-index           report on the files given only: do not join them with\n"
	"                       the project index (the cache, or the index folder)\n"
	"  --index-dir=<dir>    without a compile database (Kbuild, '--'): add the files'\n"
	"                       facts to the index in dir and join with the others there\n"
	"                       (Kbuild default: $objtree/.timercheck-index)\n"
	"  --stats              print counts and timings on stderr\n"
	"  --no-progress        no progress line (shown only when stderr is a terminal)\n"
	"  --verbose            explain which flags were used or dropped\n"
	"  --quiet              print nothing but findings\n"
	"  --version, --help\n"
	"\n"
	"exit status: 0 clean, 1 findings, 2 usage or input error, 3 internal error\n";

static void usage_error(const char *fmt, const char *arg)
{
	fputs("timercheck: error: ", stderr);
	fprintf(stderr, fmt, arg);
	fputs("\ntry 'timercheck --help'\n", stderr);
	exit(EXIT_INPUT);
}

/* Options a compiler takes that Kbuild passes to $(CHECK): recognised by prefix. */
static int looks_like_compiler_flag(const char *arg)
{
	static const char *const prefixes[] = {
		"-D", "-U", "-I", "-W", "-f", "-m", "-O", "-g", "-std=", "-include", "-isystem",
		"-iquote", "-idirafter", "-imacros", "-nostdinc", "-x", "--arch", "--param",
		"-pipe", "-c", "-o", "-M", "-ansi", "-pedantic", "-w", "-E", "-P",
	};
	size_t i;

	for (i = 0; i < sizeof(prefixes) / sizeof(prefixes[0]); i++)
		if (starts_with(arg, prefixes[i]))
			return 1;
	return 0;
}

/* A whole number in [min, max] for an option, or a usage error naming it. */
static unsigned number_value(const char *v, const char *what, unsigned min, unsigned max)
{
	char *end;
	unsigned long n;

	errno = 0;
	n = strtoul(v, &end, 10);
	if (errno || end == v || *end || *v == '-' || n < min || n > max)
		usage_error(what, v);
	return (unsigned)n;
}

static const char *option_value(int argc, char **argv, int *i, const char *name)
{
	size_t n = strlen(name);

	if (strncmp(argv[*i], name, n) == 0 && argv[*i][n] == '=')
		return argv[*i] + n + 1;
	if (strcmp(argv[*i], name) == 0) {
		if (*i + 1 >= argc)
			usage_error("option '%s' needs a value", name);
		return argv[++*i];
	}
	return NULL;
}

void cli_parse(int argc, char **argv, struct cli *cli)
{
	const char *v;
	int i;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (cli->dashdash) {
			ptrvec_push(&cli->flags, (char *)a);
		} else if (strcmp(a, "--") == 0) {
			cli->dashdash = 1;
		} else if (a[0] != '-' || strcmp(a, "-") == 0) {
			ptrvec_push(&cli->inputs, (char *)a);
		} else if ((v = option_value(argc, argv, &i, "-p"))) {
			cli->compdb_dir = v;
		} else if ((v = option_value(argc, argv, &i, "--profile"))) {
			if (strcmp(v, "cfi") == 0)
				cli->rules.profile = PROFILE_CFI;
			else if (strcmp(v, "default") == 0)
				cli->rules.profile = PROFILE_DEFAULT;
			else
				usage_error("unknown profile '%s' (expected default or cfi)", v);
		} else if ((v = option_value(argc, argv, &i, "--fail-on"))) {
			int sev = severity_parse(v);

			cli->fail_on_set = 1;
			cli->fail_on_none = strcmp(v, "none") == 0;
			if (sev < 0 && !cli->fail_on_none)
				usage_error("unknown severity '%s' (expected error, warning, note or none)", v);
			if (sev >= 0)
				cli->fail_on = (enum severity)sev;
		} else if ((v = option_value(argc, argv, &i, "--format"))) {
			cli->format_set = 1;
			if (strcmp(v, "text") == 0)
				cli->format = FORMAT_TEXT;
			else if (strcmp(v, "json") == 0)
				cli->format = FORMAT_JSON;
			else if (strcmp(v, "sarif") == 0)
				cli->format = FORMAT_SARIF;
			else if (strcmp(v, "html") == 0)
				cli->format = FORMAT_HTML;
			else
				usage_error("unknown format '%s' (expected text, json, sarif or html)", v);
		} else if ((v = option_value(argc, argv, &i, "--output-dir"))) {
			cli->output_dir = v;
		} else if ((v = option_value(argc, argv, &i, "--output"))) {
			cli->output = v;
		} else if (strcmp(a, "--parseable-fixits") == 0) {
			cli->parseable_fixits = 1;
		} else if (strcmp(a, "--fix") == 0) {
			cli->fix = 1;
		} else if (strcmp(a, "--fix-errors") == 0) {
			cli->fix = cli->fix_errors = 1;
		} else if ((v = option_value(argc, argv, &i, "--export-fixes"))) {
			cli->export_fixes = v;
		} else if ((v = option_value(argc, argv, &i, "--project-root"))) {
			cli->project_root = v;
		} else if ((v = option_value(argc, argv, &i, "--checks"))) {
			cli->checks = v;
		} else if ((v = option_value(argc, argv, &i, "--severity"))) {
			ptrvec_push(&cli->severities, (char *)v);
		} else if ((v = option_value(argc, argv, &i, "--header-filter"))) {
			cli->header_filter = v;
		} else if ((v = option_value(argc, argv, &i, "--config-file"))) {
			cli->config_file = v;
		} else if ((v = option_value(argc, argv, &i, "--baseline"))) {
			cli->baseline = v;
		} else if ((v = option_value(argc, argv, &i, "--write-baseline"))) {
			cli->write_baseline = v;
		} else if ((v = option_value(argc, argv, &i, "--diff-base"))) {
			if (!*v || v[0] == '-')
				usage_error("invalid --diff-base revision '%s': it cannot be empty "
					    "or start with '-'", v);
			cli->diff_base = v;
		} else if ((v = option_value(argc, argv, &i, "--diff"))) {
			cli->diff = v;
		} else if ((v = option_value(argc, argv, &i, "--stdin-filename"))) {
			cli->stdin_filename = v;
			ptrvec_push(&cli->inputs, (char *)v);
		} else if ((v = option_value(argc, argv, &i, "--doc-uri"))) {
			cli->doc_uri = v;
		} else if ((v = option_value(argc, argv, &i, "--color"))) {
			if (strcmp(v, "always") == 0)
				cli->color = 1;
			else if (strcmp(v, "never") == 0)
				cli->color = 0;
			else if (strcmp(v, "auto") == 0)
				cli->color = -1;
			else
				usage_error("unknown --color value '%s'", v);
		} else if ((v = option_value(argc, argv, &i, "--rules"))) {
			ptrvec_push(&cli->rule_files, (char *)v);
		} else if ((v = option_value(argc, argv, &i, "--api"))) {
			cli->apis = v;
		} else if ((v = option_value(argc, argv, &i, "--explain"))) {
			cli->explain = v;
		} else if ((v = option_value(argc, argv, &i, "-j")) ||
			   (v = option_value(argc, argv, &i, "--jobs"))) {
			cli->jobs = number_value(v, "invalid number of jobs '%s'", 1, 4096);
		} else if (starts_with(a, "-j") && a[2] >= '0' && a[2] <= '9') {
			cli->jobs = number_value(a + 2, "invalid number of jobs '%s'", 1, 4096);
		} else if ((v = option_value(argc, argv, &i, "--tu-timeout"))) {
			cli->tu_timeout = number_value(v, "invalid --tu-timeout '%s' (seconds)", 0,
						       1000000);
			cli->tu_timeout_given = 1;
		} else if ((v = option_value(argc, argv, &i, "--memory-limit"))) {
			if (limit_parse_size(v, &cli->memory_limit) != 0)
				usage_error("invalid --memory-limit '%s' (a size such as 512M or 2G, "
					    "or 0 for no limit)", v);
			cli->memory_limit_given = 1;
		} else if ((v = option_value(argc, argv, &i, "--cpu-limit"))) {
			if (limit_parse_seconds(v, &cli->cpu_limit) != 0)
				usage_error("invalid --cpu-limit '%s' (whole seconds, or 0 for no "
					    "limit)", v);
			cli->cpu_limit_given = 1;
		} else if ((v = option_value(argc, argv, &i, "--cache"))) {
			cli->cache_dir = v;
			cli->no_cache = 0;
		} else if (strcmp(a, "--lsp") == 0) {
			cli->lsp = 1;
		} else if (strcmp(a, "--no-cache") == 0) {
			cli->no_cache = 1;
		} else if (strcmp(a, "--stats") == 0) {
			cli->stats = 1;
		} else if ((v = option_value(argc, argv, &i, "--facts-dir"))) {
			cli->facts_dir = v;
		} else if (strcmp(a, "--join") == 0) {
			cli->join = 1;
		} else if ((v = option_value(argc, argv, &i, "--shard"))) {
			char extra;

			if (strchr(v, '-') || strchr(v, ' ') ||
			    sscanf(v, "%u/%u%c", &cli->shard, &cli->shards, &extra) != 2 ||
			    !cli->shard || cli->shard > cli->shards)
				usage_error("invalid --shard '%s' (expected K/N with 1 <= K <= N)", v);
		} else if (strcmp(a, "--no-index") == 0) {
			cli->no_index = 1;
		} else if ((v = option_value(argc, argv, &i, "--index-dir"))) {
			cli->index_dir = v;
		} else if (strcmp(a, "--no-progress") == 0) {
			cli->no_progress = 1;
		} else if (strcmp(a, "--coverage") == 0) {
			cli->coverage = 1;
		} else if (strcmp(a, "--no-infer") == 0) {
			cli->no_infer = 1;
		} else if (strcmp(a, "--dump-apis") == 0) {
			cli->dump_apis = 1;
		} else if (strcmp(a, "--in-process") == 0) {
			cli->in_process = 1;
		} else if (strcmp(a, "--dump-facts") == 0) {
			cli->dump_facts = 1;
		} else if (strcmp(a, "--list-rules") == 0) {
			cli->list_rules = 1;
		} else if (strcmp(a, "--verbose") == 0) {
			cli->verbose = 1;
		} else if (strcmp(a, "--quiet") == 0) {
			cli->quiet = 1;
		} else if (strcmp(a, "--version") == 0) {
			cli->version = 1;
		} else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			cli->help = 1;
		} else if (looks_like_compiler_flag(a)) {
			/* A Kbuild-style call: $(CHECK) $(CHECKFLAGS) $(c_flags) file.c */
			cli->kbuild = 1;
			ptrvec_push(&cli->flags, (char *)a);
			if (args_takes_value(a) && i + 1 < argc)
				ptrvec_push(&cli->flags, argv[++i]);
		} else {
			usage_error("unknown option '%s'", a);
		}
	}
	if (cli->baseline && cli->write_baseline)
		usage_error("%s", "--baseline and --write-baseline cannot be used together");
	if (cli->diff && cli->diff_base)
		usage_error("%s", "--diff and --diff-base cannot be used together");
	if (cli->stdin_filename && cli->diff && strcmp(cli->diff, "-") == 0)
		usage_error("%s", "--stdin-filename and --diff=- both read standard input");
	if (cli->output && cli->output_dir)
		usage_error("%s", "--output and --output-dir cannot be used together");
	if (cli->output_dir && cli->join)
		usage_error("%s", "--output-dir collects the results of analysis runs: "
				  "summarize them with 'timercheck --join <dir>'");
	/* make runs $(CHECK) once per file: each call would replace the last one's file. */
	if (cli->output && cli->kbuild && !cli->dashdash)
		usage_error("--output='%s' in a Kbuild call is rewritten by every file's call: "
			    "use --output-dir=<dir> (one file per compiled file) and "
			    "'timercheck --join <dir>' to summarize", cli->output);
	if (cli->stdin_filename && (cli->fix || cli->export_fixes))
		usage_error("%s", "--fix and --export-fixes edit files on disk: they cannot be "
				  "used with --stdin-filename");
	if (cli->export_fixes && strcmp(cli->export_fixes, "-") == 0 &&
	    cli->format != FORMAT_TEXT && !cli->output && !cli->output_dir)
		usage_error("%s", "--export-fixes=- writes the YAML to standard output: write the "
				  "JSON or SARIF findings elsewhere with --output=<file>");
	if ((cli->fix || cli->export_fixes) && cli->write_baseline)
		usage_error("%s", "--write-baseline reports nothing: it cannot be used with --fix "
				  "or --export-fixes");
	if (cli->stdin_filename && cli->inputs.len > 1)
		usage_error("%s", "--stdin-filename checks one file: give no other input files");
	if (cli->lsp && (cli->inputs.len || cli->join || cli->dashdash || cli->kbuild))
		usage_error("%s", "--lsp reads the files the editor opens: give no input files, "
				  "compiler flags or --join");
}

void cli_release(struct cli *cli)
{
	ptrvec_release(&cli->inputs);
	ptrvec_release(&cli->flags);
	ptrvec_release(&cli->severities);
	ptrvec_release(&cli->rule_files);
}

void cli_print_help(void)
{
	fputs(usage_text, stdout);
}

void cli_list_rules(const struct model *m)
{
	const struct rule_info *r;
	size_t i;

	printf("rules:\n");
	for (r = rule_table; r->id; r++)
		printf("  %-30s %-8s %s\n", r->id, severity_name(r->severity), r->summary);
	/* timercheck's findings about its own input: suppressions (suppress.c) */
	for (r = meta_rule_table; r->id; r++)
		printf("  %-30s %-8s %s\n", r->id, severity_name(r->severity), r->summary);
	printf("\nAPI packs:\n");
	for (i = 0; i < m->packs.len; i++) {
		const struct model_pack *p = m->packs.items[i];

		printf("  %-30s %3zu entries  %s\n", p->name, p->entries.len,
		       p->description ? p->description : p->file);
	}
}

/* Finds docs/rules/<id>.md: installed beside the binary, or in the source tree. */
static char *find_rule_doc(const char *id)
{
	const char *dir = install_docs_rules_dir();
	char *path;

	if (!dir)
		return NULL;
	path = xasprintf("%s/%s.md", dir, id);
	if (access(path, R_OK) == 0)
		return path;
	free(path);
	return NULL;
}

int cli_explain_rule(const char *id)
{
	const struct rule_info *r = rule_find_any(id);
	char *doc, *text;

	if (!r) {
		fprintf(stderr, "timercheck: error: unknown rule '%s' (see --list-rules)\n", id);
		return EXIT_INPUT;
	}
	printf("%s (default severity: %s)\n%s\n", r->id, severity_name(r->severity), r->summary);
	doc = find_rule_doc(id);
	if (doc && read_file(doc, &text, NULL) == 0) {
		printf("\n%s", text);
		free(text);
	} else if (rule_doc_markdown(id)) {
		/* No installed page: the one built in. */
		printf("\n%s", rule_doc_markdown(id));
	}
	free(doc);
	return EXIT_CLEAN;
}

