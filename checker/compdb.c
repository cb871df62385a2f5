/*
 * Loading compile commands (see compdb.h). libclang owns the JSON parsing;
 * this file copies what it needs out of the CXCompileCommands and disposes of
 * them at once.
 */
#include "compdb.h"

#include <clang-c/CXCompilationDatabase.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "args.h"
#include "cx.h"

char *path_absolute(const char *path, const char *base)
{
	struct strbuf sb = STRBUF_INIT;
	struct ptrvec parts = PTRVEC_INIT;
	char *joined, *p, *save = NULL;
	size_t i;

	if (path[0] == '/') {
		joined = xstrdup(path);
	} else {
		char cwd[PATH_MAX];

		if (!base)
			base = getcwd(cwd, sizeof(cwd)) ? cwd : ".";
		joined = xasprintf("%s/%s", base, path);
	}
	for (p = strtok_r(joined, "/", &save); p; p = strtok_r(NULL, "/", &save)) {
		if (strcmp(p, ".") == 0)
			continue;
		if (strcmp(p, "..") == 0) {
			if (parts.len)
				parts.len--;
			continue;
		}
		ptrvec_push(&parts, p);
	}
	for (i = 0; i < parts.len; i++) {
		strbuf_addch(&sb, '/');
		strbuf_addstr(&sb, parts.items[i]);
	}
	if (!parts.len)
		strbuf_addch(&sb, '/');
	ptrvec_release(&parts);
	free(joined);
	return strbuf_detach(&sb);
}

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

static struct compile_cmd *cmd_new(const char *file, const char *directory)
{
	struct compile_cmd *c = xcalloc(1, sizeof(*c));

	c->directory = path_absolute(directory, NULL);
	c->file = path_absolute(file, c->directory);
	return c;
}

static void cmd_free(struct compile_cmd *c)
{
	size_t i;

	for (i = 0; i < c->argv.len; i++)
		free(c->argv.items[i]);
	ptrvec_release(&c->argv);
	free(c->file);
	free(c->directory);
	free(c);
}

/* Checks that the file is JSON-looking before libclang sees it, to name the problem. */
static int precheck_json(const char *path, char **err)
{
	char *text;
	size_t len, i = 0;

	if (read_file(path, &text, &len) != 0) {
		*err = xasprintf("cannot read compilation database '%s': %s", path, strerror(errno));
		return -1;
	}
	while (i < len && strchr(" \t\r\n", text[i]))
		i++;
	if (i == len || text[i] != '[') {
		*err = xasprintf("malformed compilation database '%s': expected a JSON array of "
				 "compile commands", path);
		free(text);
		return -1;
	}
	free(text);
	return 0;
}

int compdb_load(struct compdb *db, const char *dir, char **err)
{
	CXCompilationDatabase_Error status;
	CXCompilationDatabase cdb;
	CXCompileCommands cmds;
	char *path = xasprintf("%s/compile_commands.json", dir);
	unsigned i, n;

	if (precheck_json(path, err) != 0) {
		free(path);
		return -1;
	}
	cdb = clang_CompilationDatabase_fromDirectory(dir, &status);
	if (status != CXCompilationDatabase_NoError || !cdb) {
		*err = xasprintf("malformed compilation database '%s': libclang could not load it "
				 "(invalid JSON, or an entry without \"file\", \"directory\" and "
				 "\"command\"/\"arguments\")", path);
		if (cdb)
			clang_CompilationDatabase_dispose(cdb);
		free(path);
		return -1;
	}
	db->path = path;
	cmds = clang_CompilationDatabase_getAllCompileCommands(cdb);
	n = cmds ? clang_CompileCommands_getSize(cmds) : 0;
	for (i = 0; i < n; i++) {
		CXCompileCommand cc = clang_CompileCommands_getCommand(cmds, i);
		char *file = cx_take(clang_CompileCommand_getFilename(cc));
		char *wd = cx_take(clang_CompileCommand_getDirectory(cc));
		unsigned a, nargs = clang_CompileCommand_getNumArgs(cc);
		struct compile_cmd *c;

		if (!ends_with(file, ".c")) {
			free(file);
			free(wd);
			continue;
		}
		c = cmd_new(file, wd);
		c->has_compiler = 1;
		for (a = 0; a < nargs; a++)
			ptrvec_push(&c->argv, cx_take(clang_CompileCommand_getArg(cc, a)));
		ptrvec_push(&db->cmds, c);
		free(file);
		free(wd);
	}
	if (cmds)
		clang_CompileCommands_dispose(cmds);
	clang_CompilationDatabase_dispose(cdb);
	return 0;
}

void compdb_add(struct compdb *db, const char *file, const char *directory,
		const char *const *flags, int nflags)
{
	struct compile_cmd *c = cmd_new(file, directory);
	int i;

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
		cmd_free(db->cmds.items[i]);
	ptrvec_release(&db->cmds);
	free(db->path);
	db->path = NULL;
}
