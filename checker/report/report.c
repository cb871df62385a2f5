/*
 * The reporting stage (see report.h): filters, fingerprints, emitters and
 * the exit status. Everything that can fail to read (baseline, diff,
 * configuration, standard input) is read in report_prepare(), before the
 * analysis starts.
 */
#include "report/report.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "input/compdb.h"
#include "report/fingerprint.h"
#include "report/emit.h"
#include "report/fix_stage.h"
#include "support/output.h"
#include "support/paths.h"
#include "support/strmap.h"
#include "report/suppress.h"

#ifndef TIMERCHECK_VERSION
#define TIMERCHECK_VERSION "0.0.0"
#endif
/* Base URI of the rule pages for SARIF help links (cmake -DTIMERCHECK_DOC_URI=...). */
#ifndef TIMERCHECK_DOC_URI
#define TIMERCHECK_DOC_URI ""
#endif

static char *dirname_of(const char *abs)
{
	char *d = xstrdup(abs), *slash = strrchr(d, '/');

	if (slash == d)
		slash[1] = '\0';
	else if (slash)
		*slash = '\0';
	return d;
}

static int read_stdin(struct report *r)
{
	if (read_stream(stdin, &r->stdin_text, &r->stdin_len) != 0) {
		fprintf(stderr, "timercheck: error: cannot read standard input: %s\n",
			strerror(errno));
		return -1;
	}
	return 0;
}

int report_prepare(struct report *r, const struct cli *cli)
{
	char *err = NULL, *cwd = path_cwd();
	size_t i;
	int rc = 0;

	memset(r, 0, sizeof(*r));
	r->cli = cli;
	config_set_init(&r->configs);
	if (cli->baseline || cli->write_baseline) {
		char *abs = path_absolute(cli->baseline ? cli->baseline : cli->write_baseline, cwd);

		r->root = dirname_of(abs);
		free(abs);
	} else {
		r->root = xstrdup(cwd);
	}

	if (cli->config_file && config_set_fixed(&r->configs, cli->config_file) != 0)
		rc = -1;
	{
		/* The run's configuration: nearest to the first input, else to the cwd. */
		const char *first = cli->inputs.len ? cli->inputs.items[0] : ".";
		char *abs = path_absolute(first, cwd), *probe;
		struct stat st;

		probe = stat(abs, &st) == 0 && S_ISDIR(st.st_mode) ? xasprintf("%s/.", abs)
								   : xstrdup(abs);
		r->run_config = config_for(&r->configs, probe);
		free(probe);
		free(abs);
		if (cli->verbose && r->run_config->path) {
			const struct ptrvec *apis = config_apis(r->run_config);
			const struct ptrvec *rules = config_rule_files(r->run_config);

			fprintf(stderr, "timercheck: configuration %s", r->run_config->path);
			for (i = 0; i < apis->len; i++)
				fprintf(stderr, "%s%s", i ? ", " : "; Apis: ", (char *)apis->items[i]);
			for (i = 0; i < rules->len; i++)
				fprintf(stderr, "%s%s", i ? ", " : "; Rules: ", (char *)rules->items[i]);
			fputc('\n', stderr);
		}
		if (r->configs.errors)
			rc = -1;
	}
	for (i = 0; i < cli->severities.len; i++) {
		struct severity_override o;

		if (severity_override_parse(cli->severities.items[i], &o) != 0) {
			fprintf(stderr, "timercheck: error: invalid --severity '%s' "
					"(expected rule-glob=error|warning|note)\n",
				(char *)cli->severities.items[i]);
			rc = -1;
			continue;
		}
		ptrvec_push(&r->cli_severities, xmalloc(sizeof(o)));
		*(struct severity_override *)r->cli_severities.items[r->cli_severities.len - 1] = o;
	}
	if (cli->header_filter) {
		const char *why = "";

		r->header_re = ere_compile(cli->header_filter, &why);
		if (!r->header_re) {
			fprintf(stderr, "timercheck: error: invalid --header-filter regular "
					"expression '%s': %s\n", cli->header_filter, why);
			rc = -1;
		}
	}
	if (cli->baseline && baseline_load(&r->baseline, cli->baseline, &err) != 0) {
		fprintf(stderr, "timercheck: error: %s\n", err);
		free(err);
		err = NULL;
		rc = -1;
	}
	if (cli->diff && diffmap_load(&r->diff, cli->diff, &err) != 0) {
		fprintf(stderr, "timercheck: error: %s\n", err);
		free(err);
		err = NULL;
		rc = -1;
	}
	if (cli->stdin_filename) {
		if (read_stdin(r) != 0) {
			rc = -1;
		} else {
			r->stdin_path = path_absolute(cli->stdin_filename, cwd);
			srcmap_set(&r->sources, r->stdin_path, r->stdin_text, r->stdin_len);
		}
	}
	free(cwd);
	return rc;
}

size_t report_exclude_commands(struct report *r, struct ptrvec *cmds)
{
	size_t i, out = 0, dropped = 0;

	for (i = 0; i < cmds->len; i++) {
		const struct compile_cmd *c = cmds->items[i];

		if (config_excludes(config_for(&r->configs, c->file), c->file)) {
			if (r->cli->verbose)
				fprintf(stderr, "timercheck: %s: excluded by the configuration\n",
					c->file);
			dropped++;
			continue;
		}
		cmds->items[out++] = cmds->items[i];
	}
	cmds->len = out;
	return dropped;
}

const struct config *report_config_for(struct report *r, const char *path)
{
	return config_for(&r->configs, path);
}


static void override_severity(const struct ptrvec *overrides, struct finding *f)
{
	size_t i;

	for (i = 0; i < overrides->len; i++) {
		const struct severity_override *o = overrides->items[i];

		if (rule_glob_match(o->glob, f->rule))
			f->severity = o->severity;
	}
}

/* Checks, Exclude, HeaderFilter and severity overrides, per finding's file. */
static void apply_config(struct report *r, struct findings *fs, const struct ptrvec *main_files)
{
	struct strmap is_main = STRMAP_INIT;	/* a hash: a run can have 100k main files */
	size_t i, out = 0;

	for (i = 0; i < main_files->len; i++)
		strmap_put(&is_main, main_files->items[i], &is_main);

	for (i = 0; i < fs->items.len; i++) {
		struct finding *f = fs->items.items[i];
		const struct config *c = config_for(&r->configs, f->loc.file);
		int keep = checks_enabled(f->rule, c->checks, r->cli->checks) &&
			   !config_excludes(c, f->loc.file);

		/* Main files are always reported; headers only if they pass the filter. */
		if (keep && f->loc.file && main_files->len) {
			/* Matched against the absolute path, whatever the parser printed. */
			char *abs = path_absolute(f->loc.file, NULL);

			if (!strmap_find(&is_main, abs)) {
				if (r->header_re)
					keep = ere_search(r->header_re, abs);
				else if (c->header_re)
					keep = ere_search(c->header_re, abs);
			}
			free(abs);
		}
		if (!keep) {
			finding_free(f);
			continue;
		}
		override_severity(&c->severities, f);
		override_severity(&r->cli_severities, f);
		fs->items.items[out++] = f;
	}
	fs->items.len = out;
	strmap_release(&is_main);
}

struct emit {
	struct report *r;
	const struct findings *fs;
	const struct output_options *oo;
};

static int emit_findings(FILE *out, void *data)
{
	const struct emit *e = data;
	size_t i;

	switch (e->r->cli->format) {
	case FORMAT_JSON:
		output_json(out, e->fs, e->oo);
		break;
	case FORMAT_SARIF:
		output_sarif(out, e->fs, e->oo);
		break;
	case FORMAT_TEXT:
		if (!e->r->cli->parseable_fixits) {
			output_text(out, e->fs, e->oo);
			break;
		}
		/* One finding at a time, so its fix-it lines follow it as clang prints them. */
		for (i = 0; i < e->fs->items.len; i++) {
			struct findings one = FINDINGS_INIT;

			one.items.items = &e->fs->items.items[i];
			one.items.len = 1;
			output_text(out, &one, e->oo);
			output_fixits_parseable(out, e->fs->items.items[i]);
		}
		break;
	}
	return ferror(out) ? -1 : 0;
}

static int failing_severity(const struct report *r)
{
	if (r->cli->fail_on_set)
		return r->cli->fail_on_none ? FAIL_ON_NONE : (int)r->cli->fail_on;
	if (r->run_config && r->run_config->fail_on != FAIL_ON_UNSET)
		return r->run_config->fail_on;
	return (int)r->cli->fail_on;
}

int report_run(struct report *r, struct findings *fs, const struct facts_set *set, size_t files)
{
	const struct cli *cli = r->cli;
	struct ptrvec main_files = PTRVEC_INIT;
	struct output_options oo;
	char *err = NULL, *cwd;
	size_t i, suppressed, known = 0, off_diff = 0;
	int status, fail_on;

	for (i = 0; set && i < set->tus.len; i++) {
		const struct tu_facts *tf = set->tus.items[i];

		if (tf->main_file)
			ptrvec_push(&main_files, tf->main_file);
	}
	findings_sort_unique(fs);
	suppressed = suppress_apply(fs, &r->sources, &main_files);
	apply_config(r, fs, &main_files);
	findings_sort_unique(fs);
	fingerprint_findings(fs, &r->sources, r->root);
	ptrvec_release(&main_files);

	if (cli->write_baseline) {
		if (baseline_write(cli->write_baseline, fs, r->root, &err) != 0) {
			fprintf(stderr, "timercheck: error: %s\n", err);
			free(err);
			return EXIT_INPUT;
		}
		if (!cli->quiet)
			fprintf(stderr, "timercheck: recorded %zu finding%s in baseline '%s'\n",
				fs->items.len, fs->items.len == 1 ? "" : "s", cli->write_baseline);
		return r->configs.errors ? EXIT_INPUT : EXIT_CLEAN;
	}
	if (cli->baseline)
		known = baseline_filter(&r->baseline, fs);
	if (cli->diff)
		off_diff = diffmap_filter(&r->diff, fs);
	if (cli->verbose)
		fprintf(stderr, "timercheck: %zu suppressed by NOLINT, %zu in the baseline, "
				"%zu not on added lines\n", suppressed, known, off_diff);

	cwd = path_cwd();
	memset(&oo, 0, sizeof(oo));
	oo.color = cli->output ? cli->color > 0
			       : cli->color >= 0 ? cli->color
						 : (isatty(STDOUT_FILENO) && !getenv("NO_COLOR"));
	if (cli->format != FORMAT_TEXT)
		oo.color = 0;
	oo.show_source = 1;
	oo.sources = &r->sources;
	oo.srcroot = cwd;
	oo.doc_uri = cli->doc_uri ? cli->doc_uri : *TIMERCHECK_DOC_URI ? TIMERCHECK_DOC_URI : NULL;
	oo.tool_version = TIMERCHECK_VERSION;
	{
		struct emit e = { r, fs, &oo };

		if (write_output(cli->output ? cli->output : "-", emit_findings, &e, &err) != 0) {
			fprintf(stderr, "timercheck: error: %s\n", err);
			free(err);
			free(cwd);
			return EXIT_INPUT;
		}
	}
	free(cwd);
	if (!cli->quiet && fs->items.len)
		fprintf(stderr, "%zu finding%s in %zu file%s\n", fs->items.len,
			fs->items.len == 1 ? "" : "s", files, files == 1 ? "" : "s");
	/* --fix, --export-fixes: the exit status stays that of the findings shown. */
	if ((cli->fix || cli->export_fixes) && fix_stage_run(r, fs, set) != 0)
		return EXIT_INPUT;
	fail_on = failing_severity(r);
	status = fail_on != FAIL_ON_NONE && findings_count_at_least(fs, (enum severity)fail_on)
			 ? EXIT_FINDINGS
			 : EXIT_CLEAN;
	return r->configs.errors ? EXIT_INPUT : status;
}

void report_release(struct report *r)
{
	size_t i;

	config_set_release(&r->configs);
	baseline_release(&r->baseline);
	diffmap_release(&r->diff);
	srcmap_release(&r->sources);
	for (i = 0; i < r->cli_severities.len; i++) {
		struct severity_override *o = r->cli_severities.items[i];

		free(o->glob);
		free(o);
	}
	ptrvec_release(&r->cli_severities);
	ere_free(r->header_re);
	fix_sources_release(&r->fix_sources);
	free(r->root);
	free(r->stdin_path);
	free(r->stdin_text);
	memset(r, 0, sizeof(*r));
}

void report_note_tu(struct report *r, const struct tu_facts *tf)
{
	if (r->cli->fix || r->cli->export_fixes)
		fix_sources_record(&r->fix_sources, tf);
}

int report_findings(const struct cli *cli, struct findings *fs, size_t files)
{
	struct report r;
	int status;

	if (report_prepare(&r, cli) != 0)
		status = EXIT_INPUT;
	else
		status = report_run(&r, fs, NULL, files);
	report_release(&r);
	return status;
}
