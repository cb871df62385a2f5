/*
 * Command-line parsing and the informational commands (see cli.h).
 */
#include "cli.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "args.h"

#ifndef TIMERCHECK_DOCS_DIR
#define TIMERCHECK_DOCS_DIR ""
#endif

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

void cli_release(struct cli *cli)
{
	ptrvec_release(&cli->inputs);
	ptrvec_release(&cli->flags);
}

void cli_print_help(void)
{
	fputs(usage_text, stdout);
}

void cli_list_rules(void)
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

int cli_explain_rule(const char *id)
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

