/*
 * The language server's workspace: the root folder, its compile database
 * and the one entry point that analyses it, lsp_analyse(). Everything the
 * protocol side knows about timercheck's pipeline goes through this file.
 */
#ifndef TIMERCHECK_LSP_WORKSPACE_H
#define TIMERCHECK_LSP_WORKSPACE_H

#include <stddef.h>

#include "analysis/findings.h"
#include "analysis/packs.h"
#include "input/cli.h"
#include "input/compdb.h"
#include "lsp/buffer_cache.h"
#include "lsp/documents.h"
#include "lsp/quarantine.h"

/* --tu-timeout's default in the language server: an editor cannot wait 300 s (the CLI's). */
#define LSP_DEFAULT_TU_TIMEOUT 60
/*
 * How long an analysis runs before open files get their own TU's findings,
 * ahead of the whole-program join (ms; TIMERCHECK_LSP_PROVISIONAL_MS).
 */
#define LSP_DEFAULT_PROVISIONAL_MS 250

struct workspace {
	const struct cli *cli;		/* the server's command line: -p, -j, --cache, --checks... */
	const struct model *model;	/* the loaded API packs */
	char *root;			/* absolute folder the editor opened */
	char *compdb_given;		/* -p's folder, absolute, or NULL */
	char *compdb_dir;		/* folder of compile_commands.json, or NULL */
	struct compdb db;		/* its commands (empty without one) */
	char *cache_dir;		/* the facts cache, or NULL (--no-cache) */
	size_t tus;			/* TUs in the last analysis */
	size_t failed;			/* of which could not be analysed */
	struct ptrvec borrowed;		/* char *: open files given a neighbour's flags so far */
	struct ptrvec notes;		/* char *: what the log should say about them, not yet sent */
	long long provisional_ms;	/* see LSP_DEFAULT_PROVISIONAL_MS */
	struct quarantine quarantine;	/* TUs not to analyse again as they are */
	struct buffer_cache buffers;	/* the facts cache's entries of unsaved buffers */
};

/*
 * Sets ws up for root (absolute) and loads the compile database: -p's
 * folder, else the one compdb_find() finds for root. Relative -p and
 * --cache folders are taken from the current directory now. Returns 0; or -1 with
 * *message (malloc'd) saying what is wrong with the database or the cache
 * folder, for the editor; the workspace is usable (without a database).
 */
int workspace_init(struct workspace *ws, const struct cli *cli, const struct model *model,
		   const char *root, char **message);

/* Reads compile_commands.json again (it changed). Returns as workspace_init(). */
int workspace_reload(struct workspace *ws, char **message);

/*
 * Called once per TU as the analysis delivers it: done of total; and about
 * every 500 ms while a TU runs, with file NULL. It may handle the client's
 * messages (and change the documents) meanwhile.
 */
typedef void (*lsp_progress_fn)(size_t done, size_t total, const char *file, void *data);

/*
 * Findings for the open file file, from its own TU only (no cross-TU rules
 * yet), published ahead of the whole analysis: fs holds them, and maybe
 * other files' too.
 */
typedef void (*lsp_provisional_fn)(const char *file, const struct findings *fs, void *data);

/* A problem the user should see now (a TU put in quarantine). */
typedef void (*lsp_notice_fn)(const char *message, void *data);

/* What lsp_analyse tells its caller while it runs; every member may be NULL. */
struct lsp_hooks {
	lsp_progress_fn progress;
	lsp_provisional_fn provisional;
	lsp_notice_fn notice;
	void *data;
};

/*
 * Analyses the whole workspace with the open documents' unsaved buffers in
 * place of their files (a copy of them: progress may let the client change
 * docs while the analysis runs), and fills out with the findings after the report's
 * filters (NOLINT comments read from the buffers too, .timercheck). Every
 * command of the database is analysed; unchanged TUs come from the cache,
 * the rest from worker processes (so a crash in libclang costs one TU), and
 * the cross-TU join sees the whole program. TUs arrive in the order they
 * finish: an open file's own findings go to hooks->provisional once the
 * analysis has run ws->provisional_ms. A TU that times out or runs out of
 * memory is quarantined (hooks->notice says so) and not analysed again
 * until its main file or command changes. An open C file that is in no
 * command is analysed with the flags of its nearest neighbour in the
 * database (input/neighbour.h; ws->notes then says so, once per file), or
 * alone, without flags, when there is none. Returns 0
 * (with *message set, malloc'd, when a configuration file could not be
 * used), or -1 with *message when nothing could be analysed.
 */
int lsp_analyse(struct workspace *ws, const struct documents *docs, const struct lsp_hooks *hooks,
		struct findings *out, char **message);

void workspace_release(struct workspace *ws);

#endif
