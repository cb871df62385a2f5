/*
 * The facts cache entries of unsaved buffers. Each version of a buffer the
 * language server analyses is a new command text, so a new entry in the
 * facts cache (run/cache.h): a long session would leave thousands of them.
 * The server remembers the newest BUFFER_CACHE_MAX (64) such entries (least
 * recently used first out) and deletes the entry it forgets. Entries of
 * files on disk are the command line's too and are left alone.
 */
#ifndef TIMERCHECK_LSP_BUFFER_CACHE_H
#define TIMERCHECK_LSP_BUFFER_CACHE_H

#include <stddef.h>

#define BUFFER_CACHE_MAX 64

struct buffer_cache {
	char **keys;		/* oldest use first */
	size_t len;
	size_t max;		/* BUFFER_CACHE_MAX, or TIMERCHECK_LSP_BUFFER_ENTRIES (tests) */
};

/* Sets bc up, empty. A bad TIMERCHECK_LSP_BUFFER_ENTRIES is reported and ignored. */
void buffer_cache_init(struct buffer_cache *bc);

/*
 * Marks key (a cache entry of an unsaved buffer, in the cache folder dir)
 * as just used; when that makes one entry too many, the least recently
 * used one is forgotten and its file deleted (a file already gone is no
 * error). Cannot fail.
 */
void buffer_cache_touch(struct buffer_cache *bc, const char *dir, const char *key);

/* Forgets every key (the files stay) and frees bc's memory. */
void buffer_cache_release(struct buffer_cache *bc);

#endif
