/*
 * The project index: the facts of every TU of the project, kept on disk, so
 * that a run that analyses only some TUs (a per-file run, --stdin-filename,
 * a pre-commit file list, diff mode, one Kbuild CHECK call) still joins its
 * TUs against the whole program and reports the cross-file findings that
 * touch them. docs/design.md, "The project index".
 *
 * Two kinds, chosen from the command line:
 *  - with a compile database, the index is the cache (cache.h): every
 *    database command that was not asked for is looked up under its key; a
 *    fresh entry gives its facts, a stale one (a file it read changed since)
 *    is analysed again in this run (and so refreshed), a missing one is
 *    named on stderr, never analysed (that is a whole scan: `-p DIR`);
 *  - without one (a Kbuild-style call, or '--' with --index-dir), a folder
 *    of one record per main file: each run adds the records of the TUs it
 *    analysed (atomic renames, so concurrent `make -j` calls are safe) and
 *    reads the others' records, stale or not.
 * Findings are then reported only when their own location is in a file a
 * TU analysed in this run read (its main file or a header), or a note or
 * macro step is in the main file of one; in a Kbuild call a finding in a
 * header only by the first call of the build to claim it (index_claim.h).
 *
 * Index files are untrusted input, read as the cache's entries are: the
 * folder must be this user's alone, entries are opened without following a
 * symbolic link, must be regular files of this user writable only by them,
 * and must carry this timercheck build's salt and the facts format version.
 * A folder in a source tree or an archive passes all of that once
 * unpacked, so each entry also carries a MAC under this user's secret key
 * (index_key.h): one without a valid MAC is never joined (one note says how
 * many), and a folder owned by another user is ignored with a note.
 */
#ifndef TIMERCHECK_RUN_INDEX_H
#define TIMERCHECK_RUN_INDEX_H

#include <stdio.h>
#include <time.h>

#include "input/cli.h"
#include "input/compdb.h"
#include "facts/facts.h"
#include "analysis/findings.h"
#include "run/cache.h"
#include "run/index_key.h"
#include "run/index_links.h"
#include "support/strmap.h"

enum index_kind {
	INDEX_OFF,
	INDEX_CACHE,		/* the cache, keyed by the compile database's commands */
	INDEX_FOLDER,		/* a folder of records (--index-dir, Kbuild) */
};

/* The default folder of a Kbuild build's index, inside the objtree. */
#define INDEX_KBUILD_FOLDER ".timercheck-index"

struct project_index {
	enum index_kind kind;
	char *folder;			/* INDEX_FOLDER: the folder */
	int dirfd;			/* INDEX_FOLDER: the folder, open */
	char *db_dir;			/* INDEX_CACHE: the database's folder, for the hint */
	int write;			/* INDEX_FOLDER: add this run's TUs (not a --stdin-filename buffer) */
	unsigned long long salt;	/* INDEX_FOLDER: entries of other builds are not used */
	unsigned char key[INDEX_KEY_SIZE];		/* INDEX_FOLDER: this user's index key (index_key.h) */
	struct ptrvec others;		/* INDEX_CACHE: struct compile_cmd * not asked for (borrowed) */
	const struct ptrvec *todo;	/* the engine's commands: the asked-for ones first */
	size_t requested;		/* how many of todo were asked for */
	size_t delivered;		/* TUs the engine handed over so far */
	struct strmap asked;		/* main files asked for */
	struct strmap files;		/* files read by the TUs analysed now: where findings are kept */
	struct ptrvec missing;		/* char *: main files with no index entry */
	struct ptrvec stale;		/* char *: main files whose entry was out of date */
	struct cache cache;		/* INDEX_CACHE: lookups; INDEX_FOLDER: content hashes only */
	FILE *verbose;
	/* For --stats */
	size_t indexed;			/* TUs whose facts came from the index */
	size_t refused;			/* entries not used: unreadable, malformed, not trusted */
	size_t not_signed;		/* of which: not signed with this user's key */
	size_t write_errors;		/* records that could not be added */
	time_t oldest, newest;		/* when the entries used were written */
	/* Kbuild: findings in headers are printed by one call of the build (index_claim.h) */
	struct strmap main_now;		/* main files of the TUs analysed now */
	char *claimant;			/* the first of them: who claims header findings */
	int claims;			/* a Kbuild call that writes the index folder */
	double read_seconds;		/* --stats: wall time reading the other entries */
	int check_stale;		/* --stats, --verbose: compare each entry's files (slow) */
	struct link_wants wants;	/* INDEX_FOLDER: the links an entry needs to be read */
	size_t not_linked;		/* INDEX_FOLDER: entries not read, sharing nothing */
};
#define PROJECT_INDEX_INIT { INDEX_OFF, NULL, -1, NULL, 0, 0, { 0 }, PTRVEC_INIT, NULL, 0, \
		0, STRMAP_INIT, STRMAP_INIT, PTRVEC_INIT, PTRVEC_INIT, CACHE_INIT, \
		NULL, 0, 0, 0, 0, 0, 0, STRMAP_INIT, NULL, 0, 0, 0, LINK_WANTS_INIT, 0 }

/*
 * Decides whether this run uses an index and which (from cli: --no-index,
 * --index-dir, --join, --shard, a Kbuild-style call, '--'; db is the loaded
 * database, or one with path NULL). With a database, fills ix->others with
 * its commands that todo does not hold, for the caller to filter (the
 * configuration's Exclude:) before index_open. Cannot fail.
 */
void index_plan(struct project_index *ix, const struct cli *cli, const struct compdb *db,
		const struct ptrvec *todo);

/*
 * Opens the index index_plan chose. INDEX_CACHE: looks every other command up
 * (cache_dir: the cache folder, NULL when the cache is off: then there is no
 * index), hands the fresh entries' facts to sink (which takes them) and
 * appends the stale ones to todo, after the asked-for commands.
 * INDEX_FOLDER: creates the folder (0700) if needed and checks it, and
 * loads this user's index key from cache_dir (the default cache folder when
 * NULL); a folder owned by another user turns the index off with a note. Returns 0,
 * or -1 with *message (malloc'd) when the folder is not to be trusted (exit
 * status 2). A folder that cannot be created or opened turns the index off
 * with a warning on stderr.
 */
int index_open(struct project_index *ix, struct ptrvec *todo, const char *cache_dir,
	       const char *tool_version, FILE *verbose,
	       void (*sink)(struct tu_facts *tf, void *data), void *data, char **message);

/* Whether the engine should record dependencies without a cache (a folder index needs them). */
int index_wants_deps(const struct project_index *ix);

/*
 * Called by the engine's sink for each TU, in the order of todo, before the
 * sink takes tf: remembers the files of the asked-for TUs and, for a folder
 * index, adds their records to it.
 */
void index_take(struct project_index *ix, const struct tu_facts *tf);

/*
 * After the engine: INDEX_FOLDER: hands the other entries' facts to sink
 * (which takes them); INDEX_CACHE: names the TUs that are not indexed on
 * stderr ("timercheck: note: ...").
 */
void index_deliver(struct project_index *ix, void (*sink)(struct tu_facts *tf, void *data),
		   void *data);

/*
 * Keeps the findings whose own location is in a file an asked-for TU read,
 * or with a note or macro step in the main file of one: a note into a
 * shared header does not make another file's finding this run's. In a
 * Kbuild call, a finding in a header is then kept only by the first call
 * of the build to claim it (index_claim.h). Returns how many were dropped.
 */
size_t index_filter(struct project_index *ix, struct findings *fs);

/* The TUs this run was asked for (the summary's file count), or all when the index is off. */
size_t index_asked_tus(const struct project_index *ix, size_t delivered);

/* Prints the index's line of --stats on out; nothing when the index is off. */
void index_print_stats(FILE *out, const struct project_index *ix);

void index_release(struct project_index *ix);

#endif
