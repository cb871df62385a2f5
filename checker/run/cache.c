/*
 * The incremental cache (see cache.h): keys, lookups that check every
 * dependency's content hash, and atomic stores. An entry file is
 *   timercheck-cache KEY\n
 *   log LEN\n      then LEN bytes of --verbose text
 * followed by one facts record (facts_write).
 */
#include "run/cache.h"
#include "support/paths.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "tu/arg_filter.h"
#include "facts/facts_files.h"

/* A second FNV-1a offset basis, so that a key is two independent-enough 64-bit hashes. */
#define HASH_INIT_B 0x84222325cbf29ce4ULL

struct memo_entry {
	char *path;		/* NULL: empty slot */
	unsigned long long hash;
	int readable;
};

char *cache_default_dir(void)
{
	const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");

	if (xdg && xdg[0] == '/')
		return xasprintf("%s/timercheck", xdg);
	if (home && home[0] == '/')
		return xasprintf("%s/.cache/timercheck", home);
	return NULL;
}

int cache_open(struct cache *c, const char *dir, const char *salt)
{
	if (factsio_mkdirs(dir) != 0)
		return -1;
	c->dir = xstrdup(dir);
	c->salt[0] = hash_bytes(HASH_INIT, salt, strlen(salt) + 1);
	c->salt[1] = hash_bytes(HASH_INIT_B, salt, strlen(salt) + 1);
	return 0;
}

static void hash_str(unsigned long long h[2], const char *s)
{
	size_t n = strlen(s) + 1;	/* the NUL separates fields */

	h[0] = hash_bytes(h[0], s, n);
	h[1] = hash_bytes(h[1], s, n);
}

char *cache_key(const struct cache *c, const struct compile_cmd *cmd)
{
	struct filtered_args fa = FILTERED_ARGS_INIT;
	unsigned long long h[2] = { c->salt[0], c->salt[1] };
	size_t i;

	args_filter_cmd(cmd, &fa);
	hash_str(h, cmd->directory);
	hash_str(h, cmd->file);
	for (i = 0; i < fa.keep.len; i++)
		hash_str(h, fa.keep.items[i]);
	filtered_args_release(&fa);
	return xasprintf("%016llx%016llx", h[0], h[1]);
}

/* The content hash of path, read once per run. Returns 0, or -1 if unreadable. */
static int file_hash(struct cache *c, const char *path, unsigned long long *out)
{
	unsigned long long h = hash_bytes(HASH_INIT, path, strlen(path));
	struct memo_entry *e;
	size_t i, mask;
	char *text;
	size_t len;

	if (c->memo_len * 2 >= c->memo_alloc) {
		struct memo_entry *old = c->memo;
		size_t n = c->memo_alloc;

		c->memo_alloc = n ? n * 2 : 256;
		c->memo = xcalloc(c->memo_alloc, sizeof(*c->memo));
		for (i = 0; i < n; i++) {
			size_t j;

			if (!old[i].path)
				continue;
			j = hash_bytes(HASH_INIT, old[i].path, strlen(old[i].path)) &
			    (c->memo_alloc - 1);
			while (c->memo[j].path)
				j = (j + 1) & (c->memo_alloc - 1);
			c->memo[j] = old[i];
		}
		free(old);
	}
	mask = c->memo_alloc - 1;
	for (i = h & mask; c->memo[i].path; i = (i + 1) & mask) {
		if (strcmp(c->memo[i].path, path) == 0) {
			*out = c->memo[i].hash;
			return c->memo[i].readable ? 0 : -1;
		}
	}
	e = &c->memo[i];
	e->path = xstrdup(path);
	e->readable = read_file(path, &text, &len) == 0;
	e->hash = 0;
	if (e->readable) {
		e->hash = hash_bytes(HASH_INIT, text, len);
		free(text);
	}
	c->memo_len++;
	*out = e->hash;
	return e->readable ? 0 : -1;
}

static char *entry_path(const struct cache *c, const char *key)
{
	return xasprintf("%s/%s.facts", c->dir, key);
}

/* Splits an entry into its log and its record. Returns 0, or -1 if malformed. */
static int split_entry(const char *text, size_t len, const char *key, const char **log,
		       size_t *loglen, size_t *record)
{
	char *header = xasprintf("timercheck-cache %s\nlog ", key);
	size_t hlen = strlen(header), n = 0, i;
	int ok = len >= hlen && memcmp(text, header, hlen) == 0;

	free(header);
	if (!ok)
		return -1;
	for (i = hlen; i < len && text[i] >= '0' && text[i] <= '9' && i < hlen + 12; i++)
		n = n * 10 + (size_t)(text[i] - '0');
	if (i == hlen || i >= len || text[i] != '\n' || n > len - i - 1)
		return -1;
	*log = text + i + 1;
	*loglen = n;
	*record = i + 1 + n;
	return 0;
}

int cache_lookup(struct cache *c, const char *key, const struct compile_cmd *cmd,
		 struct tu_facts *tf, char **log, const char **why, char **changed)
{
	char *path = entry_path(c, key), *text = NULL, *err = NULL;
	const char *logtext;
	size_t len, loglen, record, i;

	*why = NULL;
	*changed = NULL;
	*log = NULL;
	if (read_file(path, &text, &len) != 0) {
		*why = "not in the cache";
		free(path);
		return -1;
	}
	free(path);
	if (split_entry(text, len, key, &logtext, &loglen, &record) != 0 ||
	    facts_parse(text + record, len - record, tf, &err) != 0) {
		*why = "unreadable cache entry";
		goto miss;
	}
	if (tf->status != TU_OK || !tf->deps.len || strcmp(tf->main_file, cmd->file) != 0) {
		*why = "unusable cache entry";
		goto miss;
	}
	for (i = 0; i < tf->deps.len; i++) {
		const struct tu_dep *d = tf->deps.items[i];
		char *abs = d->path[0] == '/' ? xstrdup(d->path) : path_absolute(d->path, cmd->directory);
		unsigned long long h;

		if (file_hash(c, abs, &h) != 0 || h != d->hash) {
			*why = "changed";
			*changed = abs;
			goto miss;
		}
		free(abs);
	}
	*log = xstrndup(logtext, loglen);
	free(text);
	return 0;
miss:
	tu_facts_release(tf);
	free(err);
	free(text);
	return -1;
}

int cache_store(struct cache *c, const char *key, const struct tu_facts *tf, const char *log)
{
	char *name, *header;
	int ret;

	if (!c->dir || tf->status != TU_OK || !tf->deps.len)
		return 0;
	if (!log)
		log = "";
	name = xasprintf("%s.facts", key);
	header = xasprintf("timercheck-cache %s\nlog %zu\n%s", key, strlen(log), log);
	ret = factsio_write(c->dir, name, header, tf);
	free(header);
	free(name);
	return ret;
}

void cache_release(struct cache *c)
{
	size_t i;

	for (i = 0; i < c->memo_alloc; i++)
		free(c->memo[i].path);
	free(c->memo);
	free(c->dir);
	memset(c, 0, sizeof(*c));
}
