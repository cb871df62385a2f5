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
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tu/arg_filter.h"
#include "facts/facts_files.h"

/* A second FNV-1a offset basis, so that a key is two independent-enough 64-bit hashes. */
#define HASH_INIT_B 0x84222325cbf29ce4ULL

struct memo_entry {
	char *path;		/* NULL: empty slot */
	unsigned long long hash;
	int err;		/* 0, or read_file's errno: the file cannot be hashed */
};

/*
 * The environment variables that libclang's driver reads while it sets up a
 * C parse: include paths (CPATH and the per-language lists, also those of
 * the VE and MSVC toolchains), where to look for a toolchain or an SDK, the
 * Apple deployment targets, and whether default configuration files are
 * read. The list was checked against the strings of libclang 19 and
 * libLLVM 19 (SOURCE_DATE_EPOCH only changes __DATE__ and __TIME__, never a
 * fact; CCC_OVERRIDE_OPTIONS is read by the clang program, not the library).
 * Any of them can change the facts of an unchanged command, so every key
 * holds their names and values.
 */
static const char *const clang_environment[] = {
	"CPATH", "C_INCLUDE_PATH", "CPLUS_INCLUDE_PATH", "OBJC_INCLUDE_PATH",
	"OBJCPLUS_INCLUDE_PATH", "NCC_C_INCLUDE_PATH", "NCC_CPLUS_INCLUDE_PATH", "INCLUDE",
	"EXTERNAL_INCLUDE", "VCToolsInstallDir", "VCINSTALLDIR", "COMPILER_PATH",
	"CLANG_NO_DEFAULT_CONFIG", "SDKROOT", "SCE_ORBIS_SDK_DIR", "SCE_PROSPERO_SDK_DIR",
	"MACOSX_DEPLOYMENT_TARGET", "IPHONEOS_DEPLOYMENT_TARGET", "TVOS_DEPLOYMENT_TARGET",
	"WATCHOS_DEPLOYMENT_TARGET", "XROS_DEPLOYMENT_TARGET", "DRIVERKIT_DEPLOYMENT_TARGET",
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

/*
 * Creates (0700) and opens the cache folder. Returns its fd; -1 with errno
 * set when it cannot be created or opened; -2 with *message when it is not
 * to be trusted. The checks are made on the opened folder, which the cache
 * then works in, so a path swapped after the check changes nothing.
 */
static int open_cache_dir(const char *dir, char **message)
{
	struct stat st;
	char *distrust;
	int fd, saved;

	*message = NULL;
	if (factsio_mkdirs_mode(dir, 0700) != 0)
		return -1;
	fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	if (fstat(fd, &st) != 0) {
		saved = errno;
		close(fd);
		errno = saved;
		return -1;
	}
	distrust = factsio_distrust(&st);
	if (!distrust)
		return fd;
	close(fd);
	*message = xasprintf("cache folder '%s' is %s: refusing it, since its entries could be "
			     "changed to hide findings or to run commands; use a folder of your "
			     "own (--cache=DIR) or --no-cache", dir, distrust);
	free(distrust);
	return -2;
}

int cache_check_dir(const char *dir, char **message)
{
	int fd = open_cache_dir(dir, message);

	if (fd >= 0)
		close(fd);
	return fd == -2 ? -1 : 0;
}

static void hash_str(unsigned long long h[2], const char *s)
{
	size_t n = strlen(s) + 1;	/* the NUL separates fields */

	h[0] = hash_bytes(h[0], s, n);
	h[1] = hash_bytes(h[1], s, n);
}

static void hash_buffer(unsigned long long h[2], const char *data, size_t len)
{
	h[0] = hash_bytes(h[0], data, len);
	h[1] = hash_bytes(h[1], data, len);
}

/* Adds clang_environment's names and values to h; an unset variable differs from an empty one. */
static void hash_environment(unsigned long long h[2])
{
	size_t i;

	for (i = 0; i < sizeof(clang_environment) / sizeof(clang_environment[0]); i++) {
		const char *value = getenv(clang_environment[i]);

		hash_str(h, clang_environment[i]);
		if (value) {
			hash_str(h, "=");
			hash_str(h, value);
		}
	}
}

int cache_open(struct cache *c, const char *dir, const char *salt, char **refused)
{
	int fd = open_cache_dir(dir, refused);

	if (fd < 0)
		return -1;
	c->dir = xstrdup(dir);
	c->dirfd = fd;
	c->salt[0] = hash_bytes(HASH_INIT, salt, strlen(salt) + 1);
	c->salt[1] = hash_bytes(HASH_INIT_B, salt, strlen(salt) + 1);
	hash_environment(c->salt);
	return 0;
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
	if (cmd->contents) {
		/* --stdin-filename: what is parsed is the buffer, not the file on disk. */
		hash_str(h, "unsaved buffer");
		hash_buffer(h, cmd->contents, cmd->contents_len);
	}
	return xasprintf("%016llx%016llx", h[0], h[1]);
}

/* Grows the memo table when half full. */
static void memo_grow(struct cache *c)
{
	struct memo_entry *old = c->memo;
	size_t n = c->memo_alloc, i;

	c->memo_alloc = n ? n * 2 : 256;
	c->memo = xcalloc(c->memo_alloc, sizeof(*c->memo));
	for (i = 0; i < n; i++) {
		size_t j;

		if (!old[i].path)
			continue;
		j = hash_bytes(HASH_INIT, old[i].path, strlen(old[i].path)) & (c->memo_alloc - 1);
		while (c->memo[j].path)
			j = (j + 1) & (c->memo_alloc - 1);
		c->memo[j] = old[i];
	}
	free(old);
}

/*
 * The content hash of path, read once per run with read_file() (no FIFO or
 * device is ever waited on or read). Returns 0, or read_file's errno.
 */
static int file_hash(struct cache *c, const char *path, unsigned long long *out)
{
	unsigned long long h = hash_bytes(HASH_INIT, path, strlen(path));
	struct memo_entry *e;
	size_t i, mask, len;
	char *text;

	if (c->memo_len * 2 >= c->memo_alloc)
		memo_grow(c);
	mask = c->memo_alloc - 1;
	for (i = h & mask; c->memo[i].path; i = (i + 1) & mask) {
		if (strcmp(c->memo[i].path, path) == 0) {
			*out = c->memo[i].hash;
			return c->memo[i].err;
		}
	}
	e = &c->memo[i];
	e->path = xstrdup(path);
	e->err = read_file(path, &text, &len) == 0 ? 0 : errno ? errno : EIO;
	e->hash = 0;
	if (!e->err) {
		e->hash = content_hash(text, len);
		free(text);
	}
	c->memo_len++;
	*out = e->hash;
	return e->err;
}

/*
 * Why dependency d of cmd makes the entry a miss (malloc'd), or NULL when it
 * still hashes the same. The main file of --stdin-filename is the buffer.
 */
static char *dependency_changed(struct cache *c, const struct tu_dep *d,
				const struct compile_cmd *cmd)
{
	return cache_dependency_changed(c, d, cmd->directory, cmd->file, cmd->contents,
					cmd->contents_len);
}

char *cache_dependency_changed(struct cache *c, const struct tu_dep *d, const char *directory,
			       const char *main_file, const char *contents, size_t contents_len)
{
	char *abs = d->path[0] == '/' ? xstrdup(d->path) : path_absolute(d->path, directory);
	char *why = NULL;
	unsigned long long h;
	int err = 0;

	if (contents && main_file && strcmp(abs, main_file) == 0)
		h = content_hash(contents, contents_len);
	else
		err = file_hash(c, abs, &h);
	if (err == EINVAL)
		why = xasprintf("'%s' is not a regular file", abs);
	else if (err && err != ENOENT)
		why = xasprintf("'%s' cannot be read: %s", abs, read_file_strerror(err));
	else if (err || h != d->hash)
		why = xasprintf("'%s' changed", abs);
	free(abs);
	return why;
}

/* Why an entry that read_private refused (errno err) is a miss, malloc'd. */
static char *entry_refused(int err, char *distrust)
{
	char *why;

	if (err == EPERM && distrust)
		why = xasprintf("the cache entry is %s: not used", distrust);
	else if (err == ELOOP)
		why = xstrdup("the cache entry is a symbolic link: not used");
	else if (err == EINVAL)
		why = xstrdup("the cache entry is not a regular file: not used");
	else if (err == ENOENT)
		why = xstrdup("not in the cache");
	else
		why = xasprintf("the cache entry cannot be read: %s", read_file_strerror(err));
	free(distrust);
	return why;
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
		 struct tu_facts *tf, char **log, char **why)
{
	return cache_lookup_dated(c, key, cmd, tf, log, why, 0, NULL) == CACHE_HIT ? 0 : -1;
}

enum cache_state cache_lookup_dated(struct cache *c, const char *key,
				    const struct compile_cmd *cmd, struct tu_facts *tf,
				    char **log, char **why, int accept_errors, time_t *written)
{
	char *name = xasprintf("%s.facts", key), *text = NULL, *err = NULL, *distrust;
	enum cache_state state = CACHE_ABSENT;
	const char *logtext;
	size_t len, loglen, record, i;
	struct stat st;

	*why = NULL;
	*log = NULL;
	if (factsio_read_private(c->dirfd, name, &text, &len, &distrust) != 0) {
		*why = entry_refused(errno, distrust);
		free(name);
		return CACHE_ABSENT;
	}
	/* When the entry was written: informational (--stats), so a race here is harmless. */
	if (written)
		*written = fstatat(c->dirfd, name, &st, AT_SYMLINK_NOFOLLOW) == 0 ? st.st_mtime : 0;
	free(name);
	if (split_entry(text, len, key, &logtext, &loglen, &record) != 0 ||
	    facts_parse(text + record, len - record, tf, &err) != 0) {
		*why = xstrdup("unreadable cache entry");
		goto miss;
	}
	if (tf->status == TU_ERRORS && !accept_errors) {
		/* Perhaps a header that is about to be written: parse it again. */
		*why = xstrdup("it had compiler errors when it was stored");
		goto miss;
	}
	if (tf->status == TU_FAILED || !tf->deps.len || strcmp(tf->main_file, cmd->file) != 0) {
		*why = xstrdup("unusable cache entry");
		goto miss;
	}
	for (i = 0; i < tf->deps.len; i++) {
		*why = dependency_changed(c, tf->deps.items[i], cmd);
		if (*why) {
			state = CACHE_STALE;
			goto miss;
		}
	}
	*log = xstrndup(logtext, loglen);
	free(text);
	return CACHE_HIT;
miss:
	tu_facts_release(tf);
	free(err);
	free(text);
	return state;
}

int cache_store(struct cache *c, const char *key, const struct tu_facts *tf, const char *log)
{
	char *name, *header;
	int ret;

	if (!c->dir || tf->status == TU_FAILED || !tf->deps.len)
		return 0;
	if (!log)
		log = "";
	name = xasprintf("%s.facts", key);
	header = xasprintf("timercheck-cache %s\nlog %zu\n%s", key, strlen(log), log);
	ret = factsio_write_at(c->dirfd, name, header, tf, 0600);
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
	if (c->dir)
		close(c->dirfd);
	free(c->dir);
	memset(c, 0, sizeof(*c));
	c->dirfd = -1;
}
