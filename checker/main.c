/*
 * timercheck's command line: parse options, decide where compile commands
 * come from, analyse every TU, apply the rules and report. This is the only
 * file that decides the exit status:
 *   0  no finding at or above the failing severity
 *   1  findings at or above the failing severity
 *   2  usage or input error (bad option, missing file, unreadable or
 *      malformed compile_commands.json, a TU that could not be parsed at all)
 *   3  internal error
 */
#include <clang-c/Index.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "args.h"
#include "compdb.h"
#include "diag.h"
#include "facts.h"
#include "output.h"
#include "rules.h"
#include "scan.h"
#include "tu.h"

#ifndef TIMERCHECK_VERSION
#define TIMERCHECK_VERSION "0.0.0"
#endif
#ifndef TIMERCHECK_DOCS_DIR
#define TIMERCHECK_DOCS_DIR ""
#endif

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
	"  --profile=<name>     default | cfi (report every incompatible cast at error,\n"
	"                       as Clang CFI and kCFI trap them)\n"
	"  --fail-on=<sev>      error | warning | note: lowest severity that makes the\n"
	"                       exit status 1 (default: warning)\n"
	"  --color=<when>       auto | always | never (NO_COLOR disables auto)\n"
	"  --list-rules         list the rules with their default severity\n"
	"  --explain <rule>     describe a rule\n"
	"  --dump-facts         print each TU's facts record (docs/design.md)\n"
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

static void parse_cli(int argc, char **argv, struct cli *cli)
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

			if (sev < 0)
				usage_error("unknown severity '%s' (expected error, warning or note)", v);
			cli->fail_on = (enum severity)sev;
		} else if ((v = option_value(argc, argv, &i, "--color"))) {
			if (strcmp(v, "always") == 0)
				cli->color = 1;
			else if (strcmp(v, "never") == 0)
				cli->color = 0;
			else if (strcmp(v, "auto") == 0)
				cli->color = -1;
			else
				usage_error("unknown --color value '%s'", v);
		} else if ((v = option_value(argc, argv, &i, "--explain"))) {
			cli->explain = v;
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
}

static void list_rules(void)
{
	const struct rule_info *r;

	for (r = rule_table; r->id; r++)
		printf("%-32s %-8s %s\n", r->id, severity_name(r->severity), r->summary);
}

/* Finds docs/rules/<id>.md: in the source tree, or installed beside the binary. */
static char *find_rule_doc(const char *id)
{
	char exe[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	char *candidates[2] = { NULL, NULL };
	char *found = NULL;
	int i;

	if (n > 0) {
		char *slash;

		exe[n] = '\0';
		slash = strrchr(exe, '/');
		if (slash)
			*slash = '\0';
		candidates[0] = xasprintf("%s/../share/doc/timercheck/rules/%s.md", exe, id);
	}
	if (*TIMERCHECK_DOCS_DIR)
		candidates[1] = xasprintf("%s/rules/%s.md", TIMERCHECK_DOCS_DIR, id);
	for (i = 0; i < 2; i++) {
		if (!found && candidates[i] && access(candidates[i], R_OK) == 0)
			found = candidates[i];
		else
			free(candidates[i]);
	}
	return found;
}

static int explain_rule(const char *id)
{
	const struct rule_info *r = rule_find(id);
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
	}
	free(doc);
	return EXIT_CLEAN;
}

/* Adds the database entries under dir (an absolute path). Returns how many. */
static size_t select_under(const struct compdb *db, const char *dir, struct ptrvec *out)
{
	size_t i, n = 0, len = strlen(dir);

	for (i = 0; i < db->cmds.len; i++) {
		const struct compile_cmd *c = db->cmds.items[i];

		if (strncmp(c->file, dir, len) == 0 && (c->file[len] == '/' || len == 1)) {
			ptrvec_push(out, (void *)c);
			n++;
		}
	}
	return n;
}

/*
 * Builds the list of commands to analyse. Returns the number of input
 * errors (each already reported).
 */
static int plan_commands(struct cli *cli, struct compdb *db, struct compdb *adhoc,
			 struct ptrvec *todo)
{
	char cwd[PATH_MAX];
	int errors = 0;
	size_t i, j;
	int use_db = !cli->dashdash && !cli->kbuild;

	if (!getcwd(cwd, sizeof(cwd)))
		strcpy(cwd, "/");
	if (use_db) {
		char *dir = cli->compdb_dir ? xstrdup(cli->compdb_dir)
					    : compdb_find(cli->inputs.len ? cli->inputs.items[0] : ".");
		char *err = NULL;

		if (cli->compdb_dir && !compdb_exists_in(cli->compdb_dir)) {
			fprintf(stderr, "timercheck: error: no compile_commands.json in '%s'\n",
				cli->compdb_dir);
			free(dir);
			return 1;
		}
		if (dir && compdb_load(db, dir, &err) != 0) {
			fprintf(stderr, "timercheck: error: %s\n", err);
			free(err);
			free(dir);
			return 1;
		}
		if (dir && cli->verbose)
			fprintf(stderr, "timercheck: using compilation database %s (%zu C entries)\n",
				db->path, db->cmds.len);
		if (!dir) {
			use_db = 0;
			if (cli->verbose)
				fprintf(stderr, "timercheck: no compile_commands.json found; analysing "
						"with no compiler flags (pass them after '--')\n");
		}
		free(dir);
	}
	if (use_db && !cli->inputs.len) {
		for (i = 0; i < db->cmds.len; i++)
			ptrvec_push(todo, db->cmds.items[i]);
		if (!db->cmds.len) {
			fprintf(stderr, "timercheck: error: compilation database '%s' has no C entries\n",
				db->path);
			errors++;
		}
		return errors;
	}
	if (!cli->inputs.len) {
		fprintf(stderr, "timercheck: error: no input files (and no compile_commands.json)\n"
				"try 'timercheck --help'\n");
		return 1;
	}
	for (i = 0; i < cli->inputs.len; i++) {
		const char *in = cli->inputs.items[i];
		char *abs = path_absolute(in, cwd);
		struct stat st;

		if (stat(in, &st) != 0) {
			fprintf(stderr, "timercheck: error: no such file or directory: '%s'\n", in);
			errors++;
		} else if (S_ISDIR(st.st_mode)) {
			struct ptrvec files = PTRVEC_INIT;
			size_t found;

			if (use_db) {
				found = select_under(db, abs, todo);
			} else {
				errors += scan_directory(abs, &files, stderr);
				found = files.len;
				for (j = 0; j < files.len; j++) {
					compdb_add(adhoc, files.items[j], cwd,
						   (const char *const *)cli->flags.items, (int)cli->flags.len);
					ptrvec_push(todo, adhoc->cmds.items[adhoc->cmds.len - 1]);
					free(files.items[j]);
				}
				ptrvec_release(&files);
			}
			if (!found) {
				fprintf(stderr, "timercheck: error: no C source files %s '%s'\n",
					use_db ? "of the compilation database under" : "found under", in);
				errors++;
			}
		} else {
			const struct compile_cmd *c = use_db ? compdb_lookup(db, abs) : NULL;

			if (!c) {
				if (use_db && cli->verbose)
					fprintf(stderr, "timercheck: '%s' is not in the compilation database; "
							"analysing it with no flags\n", in);
				compdb_add(adhoc, abs, cwd, (const char *const *)cli->flags.items,
					   (int)cli->flags.len);
				c = adhoc->cmds.items[adhoc->cmds.len - 1];
			}
			ptrvec_push(todo, (void *)c);
		}
		free(abs);
	}
	return errors;
}

int main(int argc, char **argv)
{
	struct cli cli = { 0 };
	struct compdb db = COMPDB_INIT, adhoc = COMPDB_INIT;
	struct ptrvec todo = PTRVEC_INIT;
	struct findings findings = FINDINGS_INIT;
	struct output_options oo;
	struct tu_options to = { NULL, 0 };
	CXIndex index;
	int input_errors, failed_tus = 0, status;
	size_t i;

	cli.color = -1;
	cli.fail_on = SEV_WARNING;
	parse_cli(argc, argv, &cli);
	if (cli.help) {
		fputs(usage_text, stdout);
		return EXIT_CLEAN;
	}
	if (cli.version) {
		CXString v = clang_getClangVersion();

		printf("timercheck %s (libclang %s, C API %d.%d)\n", TIMERCHECK_VERSION,
		       clang_getCString(v), CINDEX_VERSION_MAJOR, CINDEX_VERSION_MINOR);
		clang_disposeString(v);
		return EXIT_CLEAN;
	}
	if (cli.list_rules) {
		list_rules();
		return EXIT_CLEAN;
	}
	if (cli.explain)
		return explain_rule(cli.explain);

	input_errors = plan_commands(&cli, &db, &adhoc, &todo);
	if (cli.verbose && (cli.dashdash || cli.kbuild)) {
		fprintf(stderr, "timercheck: compiler flags from the command line:");
		for (i = 0; i < cli.flags.len; i++)
			fprintf(stderr, " %s", (char *)cli.flags.items[i]);
		fputc('\n', stderr);
	}

	index = clang_createIndex(0, 0);
	to.verbose = cli.verbose ? stderr : NULL;
	for (i = 0; i < todo.len; i++) {
		struct tu_facts tf = TU_FACTS_INIT;

		tu_analyze(index, todo.items[i], &to, &tf);
		if (tf.status == TU_FAILED)
			failed_tus++;
		if (cli.dump_facts)
			facts_write(stdout, &tf);
		rules_apply(&tf, &cli.rules, &findings);
		tu_facts_release(&tf);
	}
	clang_disposeIndex(index);

	findings_sort_unique(&findings);
	oo.color = cli.color >= 0 ? cli.color : (isatty(STDOUT_FILENO) && !getenv("NO_COLOR"));
	oo.show_source = 1;
	output_text(stdout, &findings, &oo);
	if (!cli.quiet && findings.items.len)
		fprintf(stderr, "%zu finding%s in %zu file%s\n", findings.items.len,
			findings.items.len == 1 ? "" : "s", todo.len, todo.len == 1 ? "" : "s");

	if (input_errors || failed_tus)
		status = EXIT_INPUT;
	else
		status = findings_count_at_least(&findings, cli.fail_on) ? EXIT_FINDINGS : EXIT_CLEAN;
	findings_release(&findings);
	ptrvec_release(&todo);
	compdb_release(&db);
	compdb_release(&adhoc);
	ptrvec_release(&cli.inputs);
	ptrvec_release(&cli.flags);
	return status;
}
