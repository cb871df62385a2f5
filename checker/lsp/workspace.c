/*
 * The workspace and lsp_analyse() (see workspace.h): the compile database
 * of the editor's root folder, and one analysis of all of it with the
 * unsaved buffers attached to their commands (compile_cmd.contents, as
 * --stdin-filename does), through the engine, the cache, the rules and the
 * report's filters. A project index can later replace the engine call here
 * without the protocol side noticing.
 */
#include "lsp/workspace.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/rules.h"
#include "facts/facts.h"
#include "input/neighbour.h"
#include "report/report.h"
#include "run/cache.h"
#include "run/engine.h"
#include "run/limits.h"
#include "support/paths.h"

#ifndef TIMERCHECK_VERSION
#define TIMERCHECK_VERSION "0.0.0"
#endif

static int load_database(struct workspace *ws, char **message)
{
	const char *given = ws->compdb_given;
	char *err = NULL;

	compdb_release(&ws->db);
	free(ws->compdb_dir);
	ws->compdb_dir = given ? xstrdup(given) : compdb_find(ws->root);
	if (given && !compdb_exists_in(given)) {
		*message = xasprintf("no compile_commands.json in '%s' (-p)", given);
		return -1;
	}
	if (!ws->compdb_dir) {
		*message = xasprintf("no compile_commands.json found for '%s' or its parents: "
				     "each open file is analysed alone, without flags", ws->root);
		return -1;
	}
	if (compdb_load(&ws->db, ws->compdb_dir, &err) != 0) {
		*message = err;
		return -1;
	}
	return 0;
}

int workspace_init(struct workspace *ws, const struct cli *cli, const struct model *model,
		   const char *root, char **message)
{
	char *refusal = NULL;

	memset(ws, 0, sizeof(*ws));
	ws->cli = cli;
	ws->model = model;
	ws->root = xstrdup(root);
	ws->db = (struct compdb)COMPDB_INIT;
	/* Absolute now: the server then works in the root (lsp_serve). */
	ws->compdb_given = cli->compdb_dir ? path_absolute(cli->compdb_dir, NULL) : NULL;
	if (!cli->no_cache)
		ws->cache_dir = cli->cache_dir ? path_absolute(cli->cache_dir, NULL)
					       : cache_default_dir();
	if (ws->cache_dir && cache_check_dir(ws->cache_dir, &refusal) != 0) {
		*message = refusal;
		free(ws->cache_dir);
		ws->cache_dir = NULL;
		load_database(ws, &refusal);
		free(refusal);
		return -1;
	}
	return load_database(ws, message);
}

int workspace_reload(struct workspace *ws, char **message)
{
	return load_database(ws, message);
}

/* Adds a command for path with its nearest neighbour's flags, if there is one; says so once. */
static int borrow_flags(struct workspace *ws, const char *path, struct compdb *adhoc)
{
	const struct compile_cmd *near = neighbour_find(&ws->db, path);
	size_t i;

	if (!near)
		return 0;
	ptrvec_push(&adhoc->cmds, neighbour_borrow(near, path));
	for (i = 0; i < ws->borrowed.len; i++)
		if (strcmp(ws->borrowed.items[i], path) == 0)
			return 1;
	ptrvec_push(&ws->borrowed, xstrdup(path));
	ptrvec_push(&ws->notes, xasprintf("%s: not in the compile database; using the flags of %s",
					  path, near->file));
	return 1;
}

/* The commands to analyse: the database's, and one for each open C file it lacks. */
static void plan(struct workspace *ws, const struct documents *docs, struct compdb *adhoc,
		 struct ptrvec *cmds)
{
	struct ptrvec found = PTRVEC_INIT;
	size_t i;

	for (i = 0; i < ws->db.cmds.len; i++)
		ptrvec_push(cmds, ws->db.cmds.items[i]);
	for (i = 0; i < docs->open.len; i++) {
		const struct document *d = docs->open.items[i];

		found.len = 0;
		if (!ends_with(d->path, ".c") || compdb_lookup(&ws->db, d->path, &found))
			continue;
		if (!borrow_flags(ws, d->path, adhoc))
			compdb_add(adhoc, d->path, ws->root, NULL, 0);
		ptrvec_push(cmds, adhoc->cmds.items[adhoc->cmds.len - 1]);
	}
	ptrvec_release(&found);
}

struct collect {
	struct facts_set *set;
	const struct documents *docs;
	lsp_progress_fn progress;
	void *data;
	size_t done, total;
	struct findings included;	/* errors in headers of open files' TUs */
};

/*
 * A compile error in a header breaks the open file's TU too, but the editor
 * shows the open file: each such error is also reported on its first line,
 * with the header's location as a note (clangd's "in included file").
 */
static void add_included_errors(struct collect *c, const struct tu_facts *tf)
{
	size_t i;

	if (!tf->main_file || !documents_find_path(c->docs, tf->main_file))
		return;
	for (i = 0; i < tf->facts.len; i++) {
		const struct fact *f = tf->facts.items[i];
		struct tc_loc first = { tf->main_file, 1, 1 };
		struct finding *fd;
		char *abs;

		if (f->kind != FACT_DIAG || !f->loc.file)
			continue;
		abs = path_absolute(f->loc.file, NULL);
		if (strcmp(abs, tf->main_file) != 0) {
			fd = findings_add(&c->included, "clang-diagnostic-error", SEV_ERROR, &first,
					  "in included file: %s", f->text ? f->text : "error");
			finding_add_note(fd, &f->loc, "error occurred here");
		}
		free(abs);
	}
}

static void collect_tu(struct tu_facts *tf, void *data)
{
	struct collect *c = data;

	add_included_errors(c, tf);
	c->done++;
	if (c->progress)
		c->progress(c->done, c->total, tf->main_file, c->data);
	facts_set_take(c->set, tf);
}

static void run_engine(struct workspace *ws, const struct ptrvec *cmds, struct collect *col,
		       struct engine_stats *es)
{
	struct engine_options eo;

	engine_options_init(&eo);
	/* --verbose explanations go to standard error: the editor's log of the server. */
	eo.verbose = ws->cli->verbose ? stderr : NULL;
	eo.cache_dir = ws->cache_dir;
	eo.jobs = ws->cli->jobs;
	eo.in_process = ws->cli->in_process;
	if (ws->cli->tu_timeout_given)
		eo.timeout = ws->cli->tu_timeout;
	limits_choose(&eo, ws->cli, NULL);
	eo.progress = 0;
	eo.tool_version = TIMERCHECK_VERSION;
	engine_run(cmds, &eo, collect_tu, col, es);
}

/* A copy of the open buffers: the client may change them while the analysis runs. */
static void snapshot(const struct documents *docs, struct documents *copy)
{
	size_t i;

	for (i = 0; i < docs->open.len; i++) {
		const struct document *d = docs->open.items[i];

		documents_open(copy, d->uri, d->text, d->len, d->version);
	}
}

int lsp_analyse(struct workspace *ws, const struct documents *open, lsp_progress_fn progress,
		void *data, struct findings *out, char **message)
{
	struct documents snap = DOCUMENTS_INIT, *docs = &snap;
	struct compdb adhoc = COMPDB_INIT;
	struct ptrvec cmds = PTRVEC_INIT;
	struct facts_set set = FACTS_SET_INIT;
	struct collect col = { &set, docs, progress, data, 0, 0, FINDINGS_INIT };
	struct engine_stats es;
	struct rule_options ro;
	struct report rep;
	struct cli cli = *ws->cli;
	size_t i;
	int ret = 0;

	snapshot(open, &snap);
	/* The report's configuration is the root folder's; no baseline, diff or stdin here. */
	memset(&cli.inputs, 0, sizeof(cli.inputs));
	ptrvec_push(&cli.inputs, ws->root);
	cli.stdin_filename = NULL;
	cli.baseline = cli.write_baseline = cli.diff = NULL;
	if (report_prepare(&rep, &cli) != 0)
		*message = xstrdup("a configuration file could not be used: the server's log "
				   "says why");

	plan(ws, docs, &adhoc, &cmds);
	report_exclude_commands(&rep, &cmds);
	for (i = 0; i < cmds.len; i++) {
		struct compile_cmd *c = cmds.items[i];
		const struct document *d = documents_find_path(docs, c->file);

		if (d) {
			c->contents = d->text;
			c->contents_len = d->len;
		}
	}
	col.total = cmds.len;
	run_engine(ws, &cmds, &col, &es);
	for (i = 0; i < cmds.len; i++)
		((struct compile_cmd *)cmds.items[i])->contents = NULL;

	if (es.cannot_start) {
		free(*message);
		*message = xstrdup("no analysis process could start: the server's log says why");
		ret = -1;
	} else {
		ro = ws->cli->rules;
		ro.model = ws->model;
		ro.verbose = NULL;
		ro.coverage = NULL;
		rules_run(&set, &ro, out);
		for (i = 0; i < docs->open.len; i++) {
			const struct document *d = docs->open.items[i];

			srcmap_set(&rep.sources, d->path, d->text, d->len);
		}
		report_filter(&rep, out, &set);
		/* Configuration files are read as findings need them: errors show only now. */
		if (rep.configs.errors && !*message)
			*message = xstrdup("a configuration file could not be used: the server's "
					   "log says why");
		for (i = 0; i < col.included.items.len; i++)
			ptrvec_push(&out->items, col.included.items.items[i]);
		col.included.items.len = 0;
		findings_sort_unique(out);
	}
	findings_release(&col.included);
	ws->tus = es.tus;
	ws->failed = es.failed;
	report_release(&rep);
	facts_set_release(&set);
	ptrvec_release(&cmds);
	ptrvec_release(&cli.inputs);
	compdb_release(&adhoc);
	documents_release(&snap);
	return ret;
}

void workspace_release(struct workspace *ws)
{
	size_t i;

	free(ws->root);
	free(ws->compdb_given);
	free(ws->compdb_dir);
	free(ws->cache_dir);
	compdb_release(&ws->db);
	for (i = 0; i < ws->borrowed.len; i++)
		free(ws->borrowed.items[i]);
	ptrvec_release(&ws->borrowed);
	for (i = 0; i < ws->notes.len; i++)
		free(ws->notes.items[i]);
	ptrvec_release(&ws->notes);
	memset(ws, 0, sizeof(*ws));
}
