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

#include "facts/facts_files.h"
#include "analysis/coverage.h"
#include "report/anonymous.h"
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

/* The nearest folder at or above path (absolute) that holds .git, or NULL. Malloc'd. */
static char *find_git_top(const char *path)
{
	char *dir = xstrdup(path);
	struct stat st;

	for (;;) {
		char *git = xasprintf("%s/.git", dir), *slash;
		int found = stat(git, &st) == 0;

		free(git);
		if (found)
			return dir;
		slash = strrchr(dir, '/');
		if (!slash || slash == dir)
			break;
		*slash = '\0';
	}
	free(dir);
	return NULL;
}

/*
 * The root of the project that holds path (absolute): the nearest folder
 * with a .git (a repository's top, which code-scanning services resolve
 * relative URIs against), else the folder of the configuration file that
 * applies, else NULL. Malloc'd.
 */
static char *find_project_root(const char *path, const struct config *c)
{
	char *dir = find_git_top(path);

	if (dir)
		return dir;
	if (c && c->path) {
		char *abs = path_absolute(c->path, NULL);

		dir = dirname_of(abs);
		free(abs);
		return dir;
	}
	return NULL;
}

/*
 * The folder fixes may edit under: --project-root, else the configuration's
 * ProjectRoot, else the git top level above path (absolute), else the
 * compile database's folder, else cwd. Whatever a compile database or a
 * facts file names, nothing outside it is written. Malloc'd.
 */
static char *find_fix_root(const struct report *r, const char *path, const char *cwd)
{
	char *git;

	if (r->cli->project_root)
		return path_absolute(r->cli->project_root, cwd);
	if (r->run_config && r->run_config->project_root)
		return xstrdup(r->run_config->project_root);
	if ((git = find_git_top(path)))
		return git;
	return xstrdup(r->compdb_dir ? r->compdb_dir : cwd);
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
	r->started = time(NULL);
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
		r->project_root = find_project_root(abs, r->run_config);
		if (!cli->kbuild && !cli->dashdash && !cli->join) {
			char *db = cli->compdb_dir ? xstrdup(cli->compdb_dir) : compdb_find(first);

			r->compdb_dir = db ? path_absolute(db, cwd) : NULL;
			free(db);
		}
		r->fix_root = find_fix_root(r, abs, cwd);
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
	} else if (cli->baseline && r->baseline.version < FINGERPRINT_VERSION && !cli->quiet) {
		fprintf(stderr, "timercheck: warning: baseline '%s' is version %d, which does not "
				"see a new registration of a known finding; rewrite it with "
				"--write-baseline\n", cli->baseline, r->baseline.version);
	}
	if ((cli->diff && diffmap_load(&r->diff, cli->diff, &err) != 0) ||
	    (cli->diff_base && diffmap_load_git(&r->diff, cli->diff_base, &err) != 0)) {
		fprintf(stderr, "timercheck: error: %s\n", err);
		free(err);
		err = NULL;
		rc = -1;
	} else if (cli->diff && !diffmap_file_count(&r->diff) && !cli->quiet) {
		/* What a failed 'git diff ... |' looks like: say so rather than pass in silence. */
		fprintf(stderr, "timercheck: note: the diff %s%s%s names no changed file: no "
				"finding can be on an added line\n", strcmp(cli->diff, "-") ? "'" : "",
			strcmp(cli->diff, "-") ? cli->diff : "on standard input",
			strcmp(cli->diff, "-") ? "'" : "");
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

/*
 * The project's source trees, for telling its headers from a library's
 * that -I made look like the user's (-I/usr/include/glib-2.0): the
 * project's root (its .git top, else the configuration's folder), the
 * folder of compile_commands.json, and for each analysed main file its
 * .git top, else its own folder. Without any, the current directory.
 */
struct trees {
	struct strmap seen;	/* folder -> itself: each tree once */
	struct ptrvec dirs;	/* char *, owned */
	struct strmap main_dirs;	/* main file's folder -> done, so each is searched once */
};

static void add_tree(struct trees *t, const char *dir)
{
	if (!dir || strmap_find(&t->seen, dir))
		return;
	strmap_put(&t->seen, dir, NULL);
	ptrvec_push(&t->dirs, xstrdup(dir));
}

/*
 * No .git and no configuration: the project is the folder that holds the
 * compile database's folder and every analysed file's, so its include/
 * beside src/ and build/ is not taken for a library.
 */
static void add_common_root(struct trees *t, const struct report *r,
			    const struct ptrvec *main_files)
{
	struct ptrvec folders = PTRVEC_INIT;
	char *root;
	size_t i;

	if (r->compdb_dir)
		ptrvec_push(&folders, xstrdup(r->compdb_dir));
	for (i = 0; i < main_files->len; i++)
		ptrvec_push(&folders, dirname_of(main_files->items[i]));
	root = path_common_folder(&folders);
	add_tree(t, root);
	free(root);
	ptrvec_free_all(&folders);
}

/*
 * A Kbuild call: the kernel's Makefile exports the source and object trees
 * (srctree is often "."), and every CHECK call runs in the objtree. They
 * are the project, whatever files the call joined: with a linked index
 * (run/index_links.h) those may all sit in one folder.
 */
static void add_kbuild_trees(struct trees *t)
{
	const char *names[] = { "srctree", "objtree" };
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		const char *dir = getenv(names[i]);
		char *abs;

		if (!dir || !*dir)
			continue;
		abs = path_absolute(dir, NULL);
		add_tree(t, abs);
		free(abs);
	}
}

static void trees_build(struct trees *t, const struct report *r, const struct ptrvec *main_files)
{
	size_t i;

	memset(t, 0, sizeof(*t));
	add_tree(t, r->project_root);
	add_tree(t, r->compdb_dir);
	if (r->cli->kbuild && !r->cli->dashdash)
		add_kbuild_trees(t);
	if (!r->project_root)
		add_common_root(t, r, main_files);
	for (i = 0; i < main_files->len; i++) {
		char *dir = dirname_of(main_files->items[i]), *top;

		if (strmap_find(&t->main_dirs, dir)) {
			free(dir);
			continue;
		}
		strmap_put(&t->main_dirs, dir, NULL);
		top = find_git_top(dir);
		add_tree(t, top ? top : dir);
		free(top);
		free(dir);
	}
	if (!t->dirs.len) {
		char *cwd = path_cwd();

		add_tree(t, cwd);
		free(cwd);
	}
}

/* Whether a folder above abs is a tree: one lookup per level, however many trees. */
static int in_trees(const struct trees *t, const char *abs)
{
	char *dir = xstrdup(abs), *slash;
	int found = 0;

	while (!found && (slash = strrchr(dir, '/')) != NULL) {
		slash[slash == dir] = '\0';	/* "/a" -> "/", "/a/b" -> "/a" */
		found = strmap_find(&t->seen, dir) != NULL;
		if (slash == dir)
			break;
	}
	free(dir);
	return found;
}

static void trees_release(struct trees *t)
{
	size_t i;

	for (i = 0; i < t->dirs.len; i++)
		free(t->dirs.items[i]);
	ptrvec_release(&t->dirs);
	strmap_release(&t->seen);
	strmap_release(&t->main_dirs);
}

/* Checks, Exclude, HeaderFilter and severity overrides, per finding's file. */
static void apply_config(struct report *r, struct findings *fs, const struct ptrvec *main_files)
{
	struct strmap is_main = STRMAP_INIT;	/* a hash: a run can have 100k main files */
	/*
	 * Each header's answer, once: a pattern that is linear but slow (a large
	 * counted repetition) is not matched again for each of thousands of
	 * findings in one header.
	 */
	struct strmap header_kept = STRMAP_INIT;
	struct trees trees;
	size_t i, out = 0;

	for (i = 0; i < main_files->len; i++)
		strmap_put(&is_main, main_files->items[i], &is_main);
	trees_build(&trees, r, main_files);

	for (i = 0; i < fs->items.len; i++) {
		struct finding *f = fs->items.items[i];
		const struct config *c = config_for(&r->configs, f->loc.file);
		int keep = checks_enabled(f->rule, c->checks, r->cli->checks) &&
			   !config_excludes(c, f->loc.file);

		/*
		 * Main files are always reported; headers only if they pass the
		 * filter. A compile error is reported wherever it is, a library's
		 * header included: the TU's facts are incomplete, so it must not
		 * look clean.
		 */
		if (keep && f->loc.file && main_files->len &&
		    strcmp(f->rule, "clang-diagnostic-error") != 0) {
			/* Matched against the absolute path, whatever the parser printed. */
			char *abs = path_absolute(f->loc.file, NULL);

			if (!strmap_find(&is_main, abs)) {
				void *known = strmap_get(&header_kept, abs);

				if (known)
					keep = known == (void *)&header_kept;
				else if (r->header_re)
					keep = ere_search(r->header_re, abs);
				else if (c->header_re)
					keep = ere_search(c->header_re, abs);
				else	/* a library's header, even through -I, is a system header's */
					keep = in_trees(&trees, abs);
				if (!known)
					strmap_put(&header_kept, abs, keep ? (void *)&header_kept
									   : (void *)&is_main);
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
	strmap_release(&header_kept);
	trees_release(&trees);
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
	case FORMAT_HTML:
		output_html(out, e->fs, e->oo);
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
	/* sparse's convention under make: a finding never stops the build (and deletes the object). */
	if (r->cli->kbuild)
		return FAIL_ON_NONE;
	return (int)r->cli->fail_on;
}

static const char *format_extension(enum output_format f)
{
	switch (f) {
	case FORMAT_JSON:
		return "json";
	case FORMAT_SARIF:
		return "sarif";
	case FORMAT_HTML:
		return "html";
	case FORMAT_TEXT:
		break;
	}
	return "txt";
}

/*
 * Where --output-dir puts this run's results: <dir>/<name>.<format>, the
 * name of the main file's facts record with the format's extension, so
 * every compiled file has its own file and a rebuilt one replaces only its
 * own. NULL (after an error on stderr) when the run analysed several files;
 * "" when it analysed none (nothing to record).
 */
static char *output_dir_file(const struct cli *cli, const struct ptrvec *main_files)
{
	char *name, *dot, *path;

	if (!main_files->len)
		return xstrdup("");
	if (main_files->len > 1) {
		fprintf(stderr, "timercheck: error: --output-dir writes one result file per "
				"compiled file, and this run analysed %zu files: give one file per "
				"run (as Kbuild's CHECK calls do), or use --output\n", main_files->len);
		return NULL;
	}
	if (factsio_mkdirs(cli->output_dir) != 0) {
		fprintf(stderr, "timercheck: error: cannot create '%s': %s\n", cli->output_dir,
			strerror(errno));
		return NULL;
	}
	name = factsio_name(main_files->items[0], 0);
	dot = strrchr(name, '.');
	*dot = '\0';	/* ".facts" */
	path = xasprintf("%s/%s.%s", cli->output_dir, name, format_extension(cli->format));
	free(name);
	return path;
}

/* output_dir_file for the files analysed now: the TUs joined from the project index are not. */
static char *output_dir_path(const struct report *r, const struct ptrvec *all_main_files)
{
	struct ptrvec now = PTRVEC_INIT;
	char *path;
	size_t i;

	if (!r->analysed_now)
		return output_dir_file(r->cli, all_main_files);
	for (i = 0; i < all_main_files->len; i++)
		if (strmap_get(r->analysed_now, all_main_files->items[i]))
			ptrvec_push(&now, all_main_files->items[i]);
	path = output_dir_file(r->cli, &now);
	ptrvec_release(&now);
	return path;
}

/* Moves the findings of fs that the baseline records to out (SARIF shows them suppressed). */
static size_t move_baselined(const struct baseline *b, struct findings *fs, struct findings *out)
{
	size_t i, kept = 0, moved = 0;

	for (i = 0; i < fs->items.len; i++) {
		struct finding *f = fs->items.items[i];

		if (f->fingerprint && baseline_contains(b, f->fingerprint)) {
			ptrvec_push(&out->items, f);
			moved++;
		} else {
			fs->items.items[kept++] = f;
		}
	}
	fs->items.len = kept;
	return moved;
}

/*
 * The run's own problems, for SARIF's toolExecutionNotifications: each file
 * that could not be analysed (its reason from the TU's diagnostic), and the
 * other input errors main.c counted, which stderr names.
 */
static void collect_notices(const struct facts_set *set, int problems, struct ptrvec *out)
{
	size_t i, j, failed = 0;

	for (i = 0; set && i < set->tus.len; i++) {
		const struct tu_facts *tf = set->tus.items[i];
		const char *why = NULL;
		struct tool_notice *n;

		if (tf->status != TU_FAILED)
			continue;
		for (j = 0; j < tf->facts.len && !why; j++) {
			const struct fact *f = tf->facts.items[j];

			if (f->kind == FACT_DIAG)
				why = f->text;
		}
		n = xcalloc(1, sizeof(*n));
		n->level = SEV_ERROR;
		n->file = tf->main_file ? xstrdup(tf->main_file) : NULL;
		n->message = xasprintf("the file could not be analysed, so its findings are missing%s%s",
				       why ? ": " : "", why ? why : "");
		ptrvec_push(out, n);
		failed++;
	}
	if ((size_t)problems > failed) {
		struct tool_notice *n = xcalloc(1, sizeof(*n));

		n->level = SEV_ERROR;
		n->message = xasprintf("%zu input error%s (a missing file, an unusable compile "
				       "command or facts file): see the tool's standard error",
				       (size_t)problems - failed, (size_t)problems - failed == 1 ? "" : "s");
		ptrvec_push(out, n);
	}
}

static void release_notices(struct ptrvec *notices)
{
	size_t i;

	for (i = 0; i < notices->len; i++) {
		struct tool_notice *n = notices->items[i];

		free(n->file);
		free(n->message);
		free(n);
	}
	ptrvec_release(notices);
}

/* How many different files the findings are in. */
static size_t files_with_findings(const struct findings *fs)
{
	struct strmap seen = STRMAP_INIT;
	size_t i, n = 0;

	for (i = 0; i < fs->items.len; i++) {
		const struct finding *f = fs->items.items[i];

		if (f->loc.file && !strmap_find(&seen, f->loc.file)) {
			strmap_put(&seen, f->loc.file, &seen);
			n++;
		}
	}
	strmap_release(&seen);
	return n;
}

/*
 * The filters every caller shares: collects the analysed main files into
 * main_files, sorts and deduplicates fs, applies NOLINT (moving what it
 * suppresses to in_source when that is not NULL) and the configuration.
 * Returns how many findings NOLINT suppressed.
 */
static size_t filter_findings(struct report *r, struct findings *fs, const struct facts_set *set,
			      struct ptrvec *main_files, struct findings *in_source)
{
	size_t i, suppressed;

	for (i = 0; set && i < set->tus.len; i++) {
		const struct tu_facts *tf = set->tus.items[i];

		if (tf->main_file)
			ptrvec_push(main_files, tf->main_file);
	}
	findings_sort_unique(fs);
	suppressed = suppress_apply(fs, &r->sources, main_files, in_source);
	apply_config(r, fs, main_files);
	if (in_source)
		apply_config(r, in_source, main_files);
	findings_sort_unique(fs);
	return suppressed;
}

size_t report_filter(struct report *r, struct findings *fs, const struct facts_set *set)
{
	struct ptrvec main_files = PTRVEC_INIT;
	size_t suppressed = filter_findings(r, fs, set, &main_files, NULL);

	ptrvec_release(&main_files);
	return suppressed;
}

/*
 * --join: facts files are findings only. Their edit facts could name any
 * file and any text, so the fix-its made from them are dropped (not shown,
 * not exported, not applied); --fix on the sources recomputes them.
 */
static void drop_joined_fixits(const struct cli *cli, struct findings *fs)
{
	size_t i, dropped = 0;

	for (i = 0; i < fs->items.len; i++)
		dropped += finding_drop_fixits(fs->items.items[i]);
	if ((cli->fix || cli->export_fixes) && !cli->quiet)
		fprintf(stderr, "timercheck: note: %s makes no edits from joined facts files "
				"(--join), which could ask for any text in any file (%zu finding%s "
				"had fix-its); run it on the sources instead (timercheck -p DIR "
				"--fix)\n", cli->fix ? "--fix" : "--export-fixes", dropped,
			dropped == 1 ? "" : "s");
}

/*
 * --coverage: the sites the findings shown report decide the table, which
 * is printed on stderr whatever the format (the JSON and HTML reports carry
 * it too).
 */
static void finish_coverage(struct report *r, const struct findings *shown)
{
	if (!r->coverage)
		return;
	coverage_mark_findings(r->coverage, shown, 1);
	coverage_finish(r->coverage);
	coverage_print(stderr, r->coverage, r->cli->verbose);
}

/*
 * Whether a run without findings prints its summary line: not when a
 * problem or an interruption already said the run was incomplete, and not
 * in a Kbuild call, one per compiled file, silent as gcc is when clean.
 */
static int clean_run_says_so(const struct report *r)
{
	return !r->problems && !r->interrupted && !r->cli->kbuild;
}

int report_run(struct report *r, struct findings *fs, const struct facts_set *set, size_t files)
{
	const struct cli *cli = r->cli;
	struct ptrvec main_files = PTRVEC_INIT, notices = PTRVEC_INIT;
	struct findings in_source = FINDINGS_INIT, baselined = FINDINGS_INIT;
	/* SARIF reports suppressed findings as such; the other formats drop them. */
	int keep_suppressed = cli->format == FORMAT_SARIF;
	struct output_options oo;
	char *err = NULL, *cwd, *out_path = NULL;
	size_t suppressed, known = 0, off_diff = 0;
	int status, fail_on, exit_code, write_failed = 0, to_stderr;
	/*
	 * A Kbuild call prints as gcc and sparse do, on stderr: 'make -s' sends
	 * the commands' stdout to /dev/null. A format or file asked for is data.
	 */
	int on_stderr = cli->kbuild && !cli->dashdash && !cli->output && !cli->output_dir &&
			!cli->format_set;

	if (cli->join)
		drop_joined_fixits(cli, fs);
	/* Before fingerprints and baselines: a moved checkout keeps its messages. */
	anonymous_relative_findings(fs, r->project_root ? r->project_root : r->root);
	/* --coverage: the sites the rules reported, before the filters drop any. */
	if (r->coverage)
		coverage_mark_findings(r->coverage, fs, 0);
	suppressed = filter_findings(r, fs, set, &main_files, keep_suppressed ? &in_source : NULL);
	fingerprint_findings_with_facts(fs, &r->sources, r->root, set);
	fingerprint_findings_with_facts(&in_source, &r->sources, r->root, set);
	if (cli->output_dir && !cli->write_baseline && !(out_path = output_dir_path(r, &main_files))) {
		ptrvec_release(&main_files);
		findings_release(&in_source);
		return EXIT_INPUT;
	}
	ptrvec_release(&main_files);

	if (cli->write_baseline && r->interrupted) {
		findings_release(&in_source);
		fprintf(stderr, "timercheck: not writing baseline '%s': the analysis was "
				"interrupted, so it would miss the files not analysed\n",
			cli->write_baseline);
		return EXIT_INPUT;
	}
	if (cli->write_baseline) {
		findings_release(&in_source);
		if (baseline_write(cli->write_baseline, fs, r->root, &err) != 0) {
			fprintf(stderr, "timercheck: error: %s\n", err);
			free(err);
			return EXIT_INPUT;
		}
		finish_coverage(r, fs);
		if (!cli->quiet)
			fprintf(stderr, "timercheck: recorded %zu finding%s in baseline '%s'\n",
				fs->items.len, fs->items.len == 1 ? "" : "s", cli->write_baseline);
		return r->configs.errors ? EXIT_INPUT : EXIT_CLEAN;
	}
	if (cli->baseline)
		/* SARIF keeps baselined results (current fingerprints only; an old baseline drops them). */
		known = keep_suppressed && r->baseline.version == FINGERPRINT_VERSION
				? move_baselined(&r->baseline, fs, &baselined)
				: baseline_filter(&r->baseline, fs, &r->sources, r->root);
	if (cli->diff || cli->diff_base) {
		off_diff = diffmap_filter(&r->diff, fs);
		diffmap_filter(&r->diff, &in_source);
		diffmap_filter(&r->diff, &baselined);
	}
	if (cli->verbose)
		fprintf(stderr, "timercheck: %zu suppressed by NOLINT, %zu in the baseline, "
				"%zu not on added lines\n", suppressed, known, off_diff);
	finish_coverage(r, fs);

	/* The status is known before printing, for SARIF's invocation. */
	fail_on = failing_severity(r);
	status = fail_on != FAIL_ON_NONE && findings_count_at_least(fs, (enum severity)fail_on)
			 ? EXIT_FINDINGS
			 : EXIT_CLEAN;
	exit_code = r->configs.errors || r->problems ? EXIT_INPUT : status;
	if (keep_suppressed)
		collect_notices(set, r->problems, &notices);

	cwd = path_cwd();
	/* --export-fixes=-: standard output carries the YAML alone, the findings go to stderr. */
	to_stderr = cli->export_fixes && strcmp(cli->export_fixes, "-") == 0 && !out_path &&
		    !cli->output;
	to_stderr = to_stderr || on_stderr;
	memset(&oo, 0, sizeof(oo));
	oo.color = cli->output || cli->output_dir ? cli->color > 0
			       : cli->color >= 0 ? cli->color
						 : (isatty(to_stderr ? STDERR_FILENO : STDOUT_FILENO) &&
						    !getenv("NO_COLOR"));
	if (cli->format != FORMAT_TEXT)
		oo.color = 0;
	oo.show_source = 1;
	oo.sources = &r->sources;
	oo.srcroot = r->project_root ? r->project_root : cwd;
	oo.doc_uri = cli->doc_uri ? cli->doc_uri : *TIMERCHECK_DOC_URI ? TIMERCHECK_DOC_URI : NULL;
	oo.tool_version = TIMERCHECK_VERSION;
	oo.in_source = &in_source;
	oo.baselined = &baselined;
	oo.notices = &notices;
	oo.exit_code = exit_code;
	oo.has_exit_code = 1;
	oo.coverage = r->coverage;
	{
		struct emit e = { r, fs, &oo };
		const char *path = out_path ? out_path : cli->output ? cli->output : "-";

		if (to_stderr) {
			if (emit_findings(stderr, &e) != 0 || fflush(stderr) != 0) {
				err = xasprintf("cannot write to standard error: %s", strerror(errno));
				fprintf(stderr, "timercheck: error: %s\n", err);
				free(err);
				write_failed = 1;
			}
		} else if (*path && write_output(path, emit_findings, &e, &err) != 0) {
			fprintf(stderr, "timercheck: error: %s\n", err);
			free(err);
			write_failed = 1;
		}
	}
	free(cwd);
	free(out_path);
	findings_release(&in_source);
	findings_release(&baselined);
	release_notices(&notices);
	if (write_failed)
		return EXIT_INPUT;
	/* Under --output-dir, one call per compiled file: the summary is --join's. */
	if (!cli->quiet && !cli->output_dir && fs->items.len) {
		size_t with = files_with_findings(fs);

		fprintf(stderr, "%zu finding%s in %zu file%s (%zu analysed)\n", fs->items.len,
			fs->items.len == 1 ? "" : "s", with, with == 1 ? "" : "s", files);
	} else if (!cli->quiet && !cli->output_dir && clean_run_says_so(r)) {
		/* As clang-tidy and CodeChecker do: a clean run says what ran. */
		fprintf(stderr, "no findings (%zu file%s analysed)\n", files, files == 1 ? "" : "s");
	}
	/* --fix, --export-fixes: the exit status stays that of the findings shown. */
	if ((cli->fix || cli->export_fixes) && r->interrupted)
		fprintf(stderr, "timercheck: no fixes made or exported: the analysis was "
				"interrupted\n");
	else if ((cli->fix || cli->export_fixes) && fix_stage_run(r, fs, set) != 0)
		return EXIT_INPUT;
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
	free(r->project_root);
	free(r->fix_root);
	free(r->compdb_dir);
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
