/*
 * The incremental cache: a TU's facts kept on disk, reused without parsing
 * when neither its command nor any file it read has changed. It stores facts,
 * never findings, so the rules always run afresh. docs/design.md, "Cache".
 *
 * An entry is named by the command's key: a 128-bit hash of the salt (the
 * timercheck, facts format, rules and libclang versions), the working
 * directory, the main file and the compiler arguments after filtering. It
 * holds the TU's record with its dependencies (struct tu_dep: every file the
 * TU read, with a hash of its contents). A lookup is a hit only when every
 * dependency still hashes the same, so editing a header re-analyses exactly
 * the TUs that read it. Entries are written atomically; an entry that cannot
 * be read or parsed is a miss, never an error.
 */
#ifndef TIMERCHECK_RUN_CACHE_H
#define TIMERCHECK_RUN_CACHE_H

#include "input/compdb.h"
#include "facts/facts.h"

struct memo_entry;

struct cache {
	char *dir;			/* NULL when the cache is off */
	unsigned long long salt[2];
	struct memo_entry *memo;	/* path -> content hash, for this run */
	size_t memo_len, memo_alloc;
};
#define CACHE_INIT { NULL, { 0, 0 }, NULL, 0, 0 }

/*
 * The default cache folder: $XDG_CACHE_HOME/timercheck, else
 * $HOME/.cache/timercheck. Returns a malloc'd path, or NULL when neither
 * variable names an absolute path.
 */
char *cache_default_dir(void);

/*
 * Opens the cache in dir, creating the folder if needed; salt is text naming
 * everything besides the command that changes the facts a TU yields. Returns
 * 0, or -1 with errno set when the folder cannot be created (c stays off).
 */
int cache_open(struct cache *c, const char *dir, const char *salt);

/* The key of cmd: 32 hex digits, malloc'd. c must be open. */
char *cache_key(const struct cache *c, const struct compile_cmd *cmd);

/*
 * Looks key up. On a hit returns 0, fills tf (which must be empty) with the
 * stored record and sets *log to a malloc'd copy of the stored --verbose
 * text. On a miss returns -1 and sets *why to a static string; with a changed
 * or missing file, *changed gets a malloc'd copy of its path.
 */
int cache_lookup(struct cache *c, const char *key, const struct compile_cmd *cmd,
		 struct tu_facts *tf, char **log, const char **why, char **changed);

/*
 * Stores tf and log (tu_analyze's --verbose text, replayed on a hit; may be
 * NULL) under key. Only TU_OK records with dependencies are stored; others
 * are skipped with success. Returns 0, or -1 with errno set.
 */
int cache_store(struct cache *c, const char *key, const struct tu_facts *tf, const char *log);

/* Releases c and leaves it off (CACHE_INIT). Files on disk stay. */
void cache_release(struct cache *c);

#endif
