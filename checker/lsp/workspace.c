/*
 * The workspace and lsp_analyse() (see workspace.h): the compile database
 * of the editor's root folder, and one analysis of all of it with the
 * unsaved buffers attached to their commands (compile_cmd.contents, as
 * --stdin-filename does), through the engine, the cache, the rules and the
 * report's filters. A project index can later replace the engine call here
 * without the protocol side noticing.
 */
#include "lsp/workspace.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/rules.h"
#include "facts/facts.h"
#include "input/neighbour.h"
#include "report/report.h"
#include "run/cache.h"
#include "run/engine.h"
#include "run/limits.h"
#include "run/worker.h"
#include "lsp/scheduler.h"
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

/* TIMERCHECK_LSP_PROVISIONAL_MS, else the default; a bad value is reported and ignored. */
static long long provisional_delay(void)
{
	const char *v = getenv("TIMERCHECK_LSP_PROVISIONAL_MS");
	char *end;
	long long ms;

	if (!v || !*v)
		return LSP_DEFAULT_PROVISIONAL_MS;
	errno = 0;
	ms = strtoll(v, &end, 10);
	if (errno || *end || ms < 0 || ms > 3600000) {
		fprintf(stderr, "timercheck: warning: TIMERCHECK_LSP_PROVISIONAL_MS='%s' is not a "
			"number of milliseconds (0 to 3600000): using %d\n", v,
			LSP_DEFAULT_PROVISIONAL_MS);
		return LSP_DEFAULT_PROVISIONAL_MS;
	}
	return ms;
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
	ws->provisional_ms = provisional_delay();
	buffer_cache_init(&ws->buffers);
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
	struct workspace *ws;
	struct facts_set *set;
	const struct documents *docs;
	const struct lsp_hooks *hooks;
	size_t done, total;
	struct findings included;	/* errors in headers of open files' TUs */
	struct strmap command_of;	/* main file -> struct compile_cmd * run for it */
	const struct rule_options *rules;
	struct report *rep;
	long long started;		/* ms, scheduler_now() */
	struct findings pending;	/* open files' own findings, not yet published */
	struct ptrvec pending_files;	/* char *: the open files they are for */
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

/* Hands the open files' own findings to the editor once the analysis has run long enough. */
static void flush_provisional(struct collect *c)
{
	size_t i;

	if (!c->pending_files.len ||
	    scheduler_now() - c->started < c->ws->provisional_ms)
		return;
	report_filter(c->rep, &c->pending, NULL);
	for (i = 0; i < c->pending_files.len; i++) {
		c->hooks->provisional(c->pending_files.items[i], &c->pending, c->hooks->data);
		free(c->pending_files.items[i]);
	}
	c->pending_files.len = 0;
	findings_release(&c->pending);
}

/* A TU that timed out or ran out of memory: not analysed again as it is. */
static void quarantine_failed(struct collect *c, const struct tu_facts *tf)
{
	const char *why = NULL;
	const struct compile_cmd *cmd;
	char buf[64];
	size_t i;

	if (tf->status != TU_FAILED || !tf->main_file)
		return;
	for (i = 0; i < tf->facts.len && !why; i++) {
		const struct fact *f = tf->facts.items[i];

		if (f->kind == FACT_DIAG)
			why = quarantine_reason(f->text, buf, sizeof(buf));
	}
	cmd = why ? strmap_get(&c->command_of, tf->main_file) : NULL;
	if (!cmd)
		return;
	quarantine_add(&c->ws->quarantine, cmd, why);
	if (c->hooks->notice) {
		char *msg = xasprintf("'%s' %s: it is not analysed again until it or its compile "
				      "command changes", tf->main_file, why);

		c->hooks->notice(msg, c->hooks->data);
		free(msg);
	}
}

static void collect_tu(struct tu_facts *tf, void *data)
{
	struct collect *c = data;

	add_included_errors(c, tf);
	quarantine_failed(c, tf);
	/* Per-TU rules only: the cross-TU ones wait for the whole program. */
	if (c->hooks->provisional && tf->main_file && documents_find_path(c->docs, tf->main_file)) {
		rules_apply(tf, c->rules, &c->pending);
		ptrvec_push(&c->pending_files, xstrdup(tf->main_file));
	}
	c->done++;
	flush_provisional(c);
	if (c->hooks->progress)
		c->hooks->progress(c->done, c->total, tf->main_file, c->hooks->data);
	facts_set_take(c->set, tf);
}

/* An unsaved buffer's facts in the cache: only the newest few are kept. */
static void collect_cached(const char *key, const struct compile_cmd *cmd, void *data)
{
	struct collect *c = data;

	if (cmd->contents && c->ws->cache_dir)
		buffer_cache_touch(&c->ws->buffers, c->ws->cache_dir, key);
}

/* While a TU runs: the client's messages, and provisional findings that became due. */
static void collect_tick(void *data)
{
	struct collect *c = data;

	flush_provisional(c);
	if (c->hooks->progress)
		c->hooks->progress(c->done, c->total, NULL, c->hooks->data);
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
	eo.timeout = ws->cli->tu_timeout_given ? ws->cli->tu_timeout : LSP_DEFAULT_TU_TIMEOUT;
	limits_choose(&eo, ws->cli, NULL);
	eo.progress = 0;
	eo.tool_version = TIMERCHECK_VERSION;
	eo.any_order = 1;
	eo.tick = collect_tick;
	eo.cached = collect_cached;
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

/*
 * Splits cmds: those quarantined are delivered to c at once as failed TUs
 * saying why; the others go to run, and to c's map of commands by file.
 */
static void skip_quarantined(struct collect *c, const struct ptrvec *cmds, struct ptrvec *run)
{
	size_t i;

	for (i = 0; i < cmds->len; i++) {
		struct compile_cmd *cmd = cmds->items[i];
		const char *why = quarantine_find(&c->ws->quarantine, cmd);
		struct tu_facts tf = TU_FACTS_INIT;
		char *msg;

		if (!why) {
			ptrvec_push(run, cmd);
			strmap_put(&c->command_of, cmd->file, cmd);
			continue;
		}
		msg = xasprintf("not analysed: it %s last time; edit the file or its compile command "
				"to try again", why);
		worker_failed_facts(&tf, cmd->file, msg);
		free(msg);
		collect_tu(&tf, c);
		tu_facts_release(&tf);
	}
}

int lsp_analyse(struct workspace *ws, const struct documents *open, const struct lsp_hooks *hooks,
		struct findings *out, char **message)
{
	struct documents snap = DOCUMENTS_INIT, *docs = &snap;
	struct compdb adhoc = COMPDB_INIT;
	struct ptrvec cmds = PTRVEC_INIT, run = PTRVEC_INIT;
	struct facts_set set = FACTS_SET_INIT;
	struct collect col;
	struct engine_stats es;
	struct rule_options ro;
	struct report rep;
	struct cli cli = *ws->cli;
	size_t i;
	int ret = 0;

	memset(&col, 0, sizeof(col));
	col.ws = ws;
	col.set = &set;
	col.docs = docs;
	col.hooks = hooks;
	col.rules = &ro;
	col.rep = &rep;
	col.started = scheduler_now();
	ro = ws->cli->rules;
	ro.model = ws->model;
	ro.verbose = NULL;
	ro.coverage = NULL;
	snapshot(open, &snap);
	/* The report's configuration is the root folder's; no baseline, diff or stdin here. */
	memset(&cli.inputs, 0, sizeof(cli.inputs));
	ptrvec_push(&cli.inputs, ws->root);
	cli.stdin_filename = NULL;
	cli.baseline = cli.write_baseline = cli.diff = NULL;
	if (report_prepare(&rep, &cli) != 0)
		*message = xstrdup("a configuration file could not be used: the server's log "
				   "says why");
	/* NOLINT comments are read from the buffers, for provisional findings too. */
	for (i = 0; i < docs->open.len; i++) {
		const struct document *d = docs->open.items[i];

		srcmap_set(&rep.sources, d->path, d->text, d->len);
	}

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
	skip_quarantined(&col, &cmds, &run);
	run_engine(ws, &run, &col, &es);
	/* What is still waiting is not published: the whole result follows at once. */
	for (i = 0; i < cmds.len; i++)
		((struct compile_cmd *)cmds.items[i])->contents = NULL;

	if (es.cannot_start) {
		free(*message);
		*message = xstrdup("no analysis process could start: the server's log says why");
		ret = -1;
	} else {
		rules_run(&set, &ro, out);
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
	findings_release(&col.pending);
	for (i = 0; i < col.pending_files.len; i++)
		free(col.pending_files.items[i]);
	ptrvec_release(&col.pending_files);
	strmap_release(&col.command_of);
	ws->tus = es.tus + (cmds.len - run.len);
	ws->failed = es.failed + (cmds.len - run.len);
	report_release(&rep);
	facts_set_release(&set);
	ptrvec_release(&run);
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
	quarantine_release(&ws->quarantine);
	buffer_cache_release(&ws->buffers);
	memset(ws, 0, sizeof(*ws));
}
