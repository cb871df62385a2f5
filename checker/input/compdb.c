/*
 * Loading compile commands (see compdb.h): the database's checks and its
 * snapshot in the cache here, the JSON itself read by libclang
 * (tu/compdb_reader.c).
 */
#include "input/compdb.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tu/arg_filter.h"
#include "tu/compdb_reader.h"
#include "facts/facts_files.h"
#include "support/paths.h"
#include "tu/libclang.h"

int compdb_exists_in(const char *dir)
{
	char *p = xasprintf("%s/compile_commands.json", dir);
	struct stat st;
	int ok = stat(p, &st) == 0 && S_ISREG(st.st_mode);

	free(p);
	return ok;
}

char *compdb_find(const char *path)
{
	char *dir = path_absolute(path, NULL);
	struct stat st;

	if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
		char *slash = strrchr(dir, '/');

		if (slash && slash != dir)
			*slash = '\0';
		else
			strcpy(dir, "/");
	}
	for (;;) {
		char *build = xasprintf("%s/build", dir);
		char *slash;

		if (compdb_exists_in(dir)) {
			free(build);
			return dir;
		}
		if (compdb_exists_in(build)) {
			free(dir);
			return build;
		}
		free(build);
		slash = strrchr(dir, '/');
		if (!slash || strcmp(dir, "/") == 0)
			break;
		if (slash == dir)
			slash[1] = '\0';
		else
			*slash = '\0';
	}
	free(dir);
	return NULL;
}

/*
 * Reads the database and checks that it is JSON-looking before libclang sees
 * it, to name the problem. On success *text (malloc'd) and *len hold it.
 */
static int precheck_json(const char *path, char **text, size_t *len, char **err)
{
	size_t i = 0;

	if (read_file(path, text, len) != 0) {
		*err = xasprintf("cannot read compilation database '%s': %s", path, read_file_strerror(errno));
		return -1;
	}
	while (i < *len && strchr(" \t\r\n", (*text)[i]))
		i++;
	if (i == *len || (*text)[i] != '[') {
		*err = xasprintf("malformed compilation database '%s': expected a JSON array of "
				 "compile commands", path);
		free(*text);
		*text = NULL;
		return -1;
	}
	return 0;
}

/*
 * Snapshots (see compdb_load). The format: a header line, then per command
 * "C N" and N + 2 strings (file, directory, arguments), each written as its
 * length, a space, its bytes and a newline, so that any byte survives.
 */
#define SNAPSHOT_HEADER "timercheck-compdb-snapshot 1\n"

static char *snapshot_path(const char *snapshot_dir, const char *path, const char *text,
			   size_t len)
{
	char *lib = libclang_identity();
	unsigned long long h = hash_bytes(HASH_INIT, SNAPSHOT_HEADER, strlen(SNAPSHOT_HEADER));
	unsigned long long h2;
	char *p;

	h = hash_bytes(h, lib, strlen(lib) + 1);
	h = hash_bytes(h, path, strlen(path) + 1);
	h2 = hash_bytes(h ^ 0x9e3779b97f4a7c15ULL, text, len);
	h = hash_bytes(h, text, len);
	p = xasprintf("%s/compdb-%016llx%016llx.snapshot", snapshot_dir, h, h2);
	free(lib);
	return p;
}

static void snapshot_add_string(struct strbuf *sb, const char *s)
{
	strbuf_addf(sb, "%zu ", strlen(s));
	strbuf_addstr(sb, s);
	strbuf_addch(sb, '\n');
}

/* Writes db's commands to path atomically; failures only cost the next run time. */
static void snapshot_write(const struct compdb *db, const char *path)
{
	struct strbuf sb = STRBUF_INIT;
	char *tmp = xasprintf("%s.XXXXXX", path);
	size_t i, a;
	int fd;
	FILE *f;

	strbuf_addstr(&sb, SNAPSHOT_HEADER);
	for (i = 0; i < db->cmds.len; i++) {
		const struct compile_cmd *c = db->cmds.items[i];

		strbuf_addf(&sb, "C %zu\n", c->argv.len);
		snapshot_add_string(&sb, c->file);
		snapshot_add_string(&sb, c->directory);
		for (a = 0; a < c->argv.len; a++)
			snapshot_add_string(&sb, c->argv.items[a]);
	}
	strbuf_addstr(&sb, "end\n");
	fd = mkstemp(tmp);
	f = fd >= 0 ? fdopen(fd, "w") : NULL;
	if (fd >= 0 && !f) {
		close(fd);
		unlink(tmp);
	}
	if (f) {
		int ok = fwrite(sb.buf, 1, sb.len, f) == sb.len;

		if (fclose(f) != 0)
			ok = 0;
		if (!ok || rename(tmp, path) != 0)
			unlink(tmp);
	}
	free(tmp);
	strbuf_release(&sb);
}

/* One "LEN BYTES\n" string at *pos; NULL if malformed. */
static char *snapshot_string(const char *text, size_t len, size_t *pos)
{
	size_t n = 0, i = *pos;
	char *s;

	if (i >= len || text[i] < '0' || text[i] > '9')
		return NULL;
	while (i < len && text[i] >= '0' && text[i] <= '9' && n <= len)
		n = n * 10 + (size_t)(text[i++] - '0');
	/* The bytes and their newline must fit before the end. */
	if (i >= len || text[i] != ' ' || n + 1 > len - i - 1 || text[i + 1 + n] != '\n')
		return NULL;
	s = xstrndup(text + i + 1, n);
	if (strlen(s) != n) {	/* a NUL inside: not something we wrote */
		free(s);
		return NULL;
	}
	*pos = i + 1 + n + 1;
	return s;
}

/* Fills db from a snapshot file; -1 (db untouched) when it is missing or malformed. */
static int snapshot_read(struct compdb *db, const char *path)
{
	struct ptrvec cmds = PTRVEC_INIT;
	size_t len, pos = strlen(SNAPSHOT_HEADER), i;
	char *text;
	int ok = 0;

	/* Its commands are parsed: only a file of this user's, that no one else can write. */
	if (factsio_read_private(AT_FDCWD, path, &text, &len, NULL) != 0)
		return -1;
	if (len < pos || memcmp(text, SNAPSHOT_HEADER, pos) != 0)
		goto out;
	for (;;) {
		struct compile_cmd *c;
		unsigned long nargs;
		char *end;

		if (len - pos == 4 && memcmp(text + pos, "end\n", 4) == 0) {
			ok = 1;
			break;
		}
		if (len - pos < 4 || memcmp(text + pos, "C ", 2) != 0)
			break;
		errno = 0;
		nargs = strtoul(text + pos + 2, &end, 10);
		if (errno || end == text + pos + 2 || (size_t)(end - text) >= len || *end != '\n' ||
		    nargs > len)
			break;
		pos = (size_t)(end - text) + 1;
		c = xcalloc(1, sizeof(*c));
		c->has_compiler = 1;
		ptrvec_push(&cmds, c);
		if (!(c->file = snapshot_string(text, len, &pos)) ||
		    !(c->directory = snapshot_string(text, len, &pos)))
			break;
		for (i = 0; i < nargs; i++) {
			char *arg = snapshot_string(text, len, &pos);

			if (!arg)
				break;
			ptrvec_push(&c->argv, arg);
		}
		if (i < nargs)
			break;
	}
out:
	free(text);
	if (!ok) {
		for (i = 0; i < cmds.len; i++)
			compile_cmd_free(cmds.items[i]);
		ptrvec_release(&cmds);
		return -1;
	}
	db->cmds = cmds;
	return 0;
}

int compdb_load(struct compdb *db, const char *dir, const char *snapshot_dir,
		int *from_snapshot, char **err)
{
	char *path = xasprintf("%s/compile_commands.json", dir), *text, *snapshot = NULL;
	size_t len;

	if (from_snapshot)
		*from_snapshot = 0;
	if (precheck_json(path, &text, &len, err) != 0) {
		free(path);
		return -1;
	}
	if (snapshot_dir && !memchr(text, '@', len)) {
		char *abs = path_absolute(path, NULL);

		snapshot = snapshot_path(snapshot_dir, abs, text, len);
		free(abs);
	}
	free(text);
	if (snapshot && snapshot_read(db, snapshot) == 0) {
		db->path = path;
		if (from_snapshot)
			*from_snapshot = 1;
		free(snapshot);
		return 0;
	}
	if (compdb_read_with_libclang(&db->cmds, dir, path, err) != 0) {
		free(snapshot);
		free(path);
		return -1;
	}
	db->path = path;
	if (snapshot && factsio_mkdirs(snapshot_dir) == 0)
		snapshot_write(db, snapshot);
	free(snapshot);
	return 0;
}

void compdb_add(struct compdb *db, const char *file, const char *directory,
		const char *const *flags, int nflags)
{
	struct compile_cmd *c = compile_cmd_new(file, directory);
	int i;

	c->flags_from_user = 1;
	for (i = 0; i < nflags; i++)
		ptrvec_push(&c->argv, xstrdup(flags[i]));
	ptrvec_push(&db->cmds, c);
}

const struct compile_cmd *compdb_lookup(const struct compdb *db, const char *file)
{
	size_t i;

	for (i = 0; i < db->cmds.len; i++) {
		const struct compile_cmd *c = db->cmds.items[i];

		if (strcmp(c->file, file) == 0)
			return c;
	}
	return NULL;
}

void compdb_release(struct compdb *db)
{
	size_t i;

	for (i = 0; i < db->cmds.len; i++)
		compile_cmd_free(db->cmds.items[i]);
	ptrvec_release(&db->cmds);
	free(db->path);
	db->path = NULL;
}
