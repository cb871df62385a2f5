/*
 * The incremental cache: a TU's facts kept on disk, reused without parsing
 * when neither its command nor any file it read has changed. It stores facts,
 * never findings, so the rules always run afresh. docs/design.md, "Cache".
 *
 * An entry is named by the command's key: a 128-bit hash of the salt (the
 * timercheck, facts format, rules and libclang versions, and the environment
 * variables libclang's driver reads), the working directory, the main file,
 * the compiler arguments after filtering and, for --stdin-filename, the text
 * parsed instead of the file. It holds the TU's record with its dependencies
 * (struct tu_dep: every file the TU read, with a hash of its contents). A
 * lookup is a hit only when every dependency still hashes the same, so
 * editing a header re-analyses exactly the TUs that read it. Entries are
 * written atomically; an entry that cannot be read or parsed is a miss,
 * never an error.
 *
 * The cache is private: facts read back from it are believed, and a compile
 * database's snapshot kept beside them becomes commands that are parsed. So
 * the folder must be owned by this user and writable by no one else (else
 * it is refused, one error), every folder created for it is made 0700, and
 * an entry that is not a regular file owned by this user and writable only
 * by it is a miss (--verbose says why), replaced by the next store.
 */
#ifndef TIMERCHECK_RUN_CACHE_H
#define TIMERCHECK_RUN_CACHE_H

#include <time.h>

#include "input/compdb.h"
#include "facts/facts.h"

struct memo_entry;

struct cache {
	char *dir;			/* NULL when the cache is off */
	int dirfd;			/* the folder, open while the cache is on */
	unsigned long long salt[2];
	struct memo_entry *memo;	/* path -> content hash, for this run */
	size_t memo_len, memo_alloc;
};
#define CACHE_INIT { NULL, -1, { 0, 0 }, NULL, 0, 0 }

/*
 * The default cache folder: $XDG_CACHE_HOME/timercheck, else
 * $HOME/.cache/timercheck. Returns a malloc'd path, or NULL when neither
 * variable names an absolute path.
 */
char *cache_default_dir(void);

/*
 * Creates the cache folder dir if needed (each missing folder 0700) and
 * checks that it can be trusted: owned by this user, writable by no one
 * else. Returns 0 when it can, and also when it cannot be created or opened
 * at all (the run then goes on without a cache, as cache_open says); -1
 * when it is not to be trusted, with *message (malloc'd) saying why, for
 * "timercheck: error: MESSAGE" and exit status 2.
 */
int cache_check_dir(const char *dir, char **message);

/*
 * Opens the cache in dir as cache_check_dir does; salt is text naming
 * everything besides the command that changes the facts a TU yields (the
 * environment libclang reads is added here). Returns 0; or -1 with errno set
 * when the folder cannot be created or opened (c stays off, *refused NULL);
 * or -1 with *refused (malloc'd, as cache_check_dir's message) when it is
 * not to be trusted.
 */
int cache_open(struct cache *c, const char *dir, const char *salt, char **refused);

/* The key of cmd: 32 hex digits, malloc'd. c must be open. */
char *cache_key(const struct cache *c, const struct compile_cmd *cmd);

/*
 * Looks key up. On a hit returns 0, fills tf (which must be empty) with the
 * stored record and sets *log to a malloc'd copy of the stored --verbose
 * text. On a miss returns -1 and sets *why to a malloc'd reason: "not in the
 * cache", "'PATH' changed", "'PATH' is not a regular file", an entry not to
 * be trusted... A dependency is read with read_file(), which never blocks
 * and refuses anything but a regular file, so a header replaced by a FIFO or
 * a device is a miss, and the TU is parsed again in a worker.
 */
int cache_lookup(struct cache *c, const char *key, const struct compile_cmd *cmd,
		 struct tu_facts *tf, char **log, char **why);

/* What a lookup found (cache_lookup_dated). */
enum cache_state {
	CACHE_HIT,		/* an entry whose every dependency hashes the same */
	CACHE_STALE,		/* an entry, but a file the TU read has changed since */
	CACHE_ABSENT,		/* no usable entry: none, unreadable, malformed or not trusted */
};

/*
 * cache_lookup, telling a stale entry from an absent one (the project index,
 * run/index.h), and setting *written (if not NULL) to the entry's
 * modification time on a hit or a stale entry. tf is filled on a hit only.
 * cache_lookup never uses the entry of a TU that had compiler errors (it is
 * parsed again); with accept_errors, such an entry is a hit too.
 */
enum cache_state cache_lookup_dated(struct cache *c, const char *key,
				    const struct compile_cmd *cmd, struct tu_facts *tf,
				    char **log, char **why, int accept_errors, time_t *written);

/*
 * Why dependency d of a TU is out of date (malloc'd: "'PATH' changed", "'PATH'
 * is not a regular file", ...), or NULL when it still hashes the same. A
 * relative path is taken from directory; when contents is not NULL it stands
 * for main_file's text (--stdin-filename). Only c's memo is used, so a cache
 * that is off (CACHE_INIT) works too; release it with cache_release.
 */
char *cache_dependency_changed(struct cache *c, const struct tu_dep *d, const char *directory,
			       const char *main_file, const char *contents, size_t contents_len);

/*
 * Stores tf and log (tu_analyze's --verbose text, replayed on a hit; may be
 * NULL) under key, as a file only this user can read and write. Only TU_OK
 * and TU_ERRORS records with dependencies are stored (the latter for the
 * project index only); others are skipped with success.
 * Returns 0, or -1 with errno set.
 */
int cache_store(struct cache *c, const char *key, const struct tu_facts *tf, const char *log);

/* Releases c and leaves it off (CACHE_INIT). Files on disk stay. */
void cache_release(struct cache *c);

#endif
