/*
 * The LRU list of unsaved buffers' cache entries (see buffer_cache.h). A
 * few dozen keys are moved with memmove: cheaper than any list at this size.
 */
#include "lsp/buffer_cache.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "support/util.h"

void buffer_cache_init(struct buffer_cache *bc)
{
	const char *v = getenv("TIMERCHECK_LSP_BUFFER_ENTRIES");
	char *end;
	long n;

	bc->len = 0;
	bc->max = BUFFER_CACHE_MAX;
	if (v && *v) {
		errno = 0;
		n = strtol(v, &end, 10);
		if (errno || *end || n < 1 || n > 65536)
			fprintf(stderr, "timercheck: warning: TIMERCHECK_LSP_BUFFER_ENTRIES='%s' is "
				"not a number of entries (1 to 65536): using %d\n", v,
				BUFFER_CACHE_MAX);
		else
			bc->max = (size_t)n;
	}
	bc->keys = xcalloc(bc->max, sizeof(*bc->keys));
}

void buffer_cache_touch(struct buffer_cache *bc, const char *dir, const char *key)
{
	char *k = NULL;
	size_t i;

	for (i = 0; i < bc->len; i++)
		if (strcmp(bc->keys[i], key) == 0) {
			k = bc->keys[i];
			memmove(&bc->keys[i], &bc->keys[i + 1], (bc->len - i - 1) * sizeof(*bc->keys));
			bc->len--;
			break;
		}
	if (!k && bc->len == bc->max) {
		/* The entry's name is the cache's: KEY.facts (run/cache.c). */
		char *path = xasprintf("%s/%s.facts", dir, bc->keys[0]);

		unlink(path);
		free(path);
		free(bc->keys[0]);
		memmove(&bc->keys[0], &bc->keys[1], (bc->len - 1) * sizeof(*bc->keys));
		bc->len--;
	}
	bc->keys[bc->len++] = k ? k : xstrdup(key);
}

void buffer_cache_release(struct buffer_cache *bc)
{
	size_t i;

	for (i = 0; i < bc->len; i++)
		free(bc->keys[i]);
	free(bc->keys);
	bc->keys = NULL;
	bc->len = bc->max = 0;
}
