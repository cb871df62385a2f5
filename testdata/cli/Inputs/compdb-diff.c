/*
 * timercheck-compdb-diff: the differential check of timercheck's own
 * compile_commands.json reader (input/compdb.c) against libclang's
 * (CXCompilationDatabase, which timercheck used before). For each folder it
 * loads the database both ways and compares every C entry's file,
 * directory and argv, in order; it prints each difference and, at the end,
 * one line per folder: "DIR: N entries identical" or "DIR: differs".
 *
 * Before reading, libclang's targets are registered (clang_createIndex), as
 * in clang-tidy and clangd, so that the --target libclang infers from a
 * compiler's name is there to compare; with --no-targets they are not (what
 * timercheck's own process saw when libclang read the database).
 *
 * With --print, it prints timercheck's commands alone instead, one line per
 * C entry: "FILE in DIRECTORY: [arg] [arg]..." (or "FILE: refused: WHY"),
 * for tests of the reader's behaviour (testdata/cli/compdb-reader.test).
 *
 * usage: timercheck-compdb-diff [--no-targets] DIR...
 *        timercheck-compdb-diff --print DIR
 * exit: 0 all identical, 1 a difference, 2 usage or a database only one side read.
 * A test tool: it links libclang directly, which timercheck never does.
 */
#include <clang-c/CXCompilationDatabase.h>
#include <clang-c/Index.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "input/compdb.h"
#include "support/util.h"
#include "tu/compile_cmd.h"

static char *take(CXString s)
{
	const char *c = clang_getCString(s);
	char *copy = xstrdup(c ? c : "");

	clang_disposeString(s);
	return copy;
}

/* libclang's C entries as compile commands, made absolute as timercheck did. */
static int load_with_libclang(const char *dir, struct ptrvec *out)
{
	CXCompilationDatabase_Error status;
	CXCompilationDatabase cdb = clang_CompilationDatabase_fromDirectory(dir, &status);
	CXCompileCommands cmds;
	unsigned i, n, a;

	if (status != CXCompilationDatabase_NoError || !cdb) {
		if (cdb)
			clang_CompilationDatabase_dispose(cdb);
		return -1;
	}
	cmds = clang_CompilationDatabase_getAllCompileCommands(cdb);
	n = cmds ? clang_CompileCommands_getSize(cmds) : 0;
	for (i = 0; i < n; i++) {
		CXCompileCommand cc = clang_CompileCommands_getCommand(cmds, i);
		char *file = take(clang_CompileCommand_getFilename(cc));
		char *wd = take(clang_CompileCommand_getDirectory(cc));

		if (ends_with(file, ".c")) {
			struct compile_cmd *c = compile_cmd_new(file, wd);

			for (a = 0; a < clang_CompileCommand_getNumArgs(cc); a++)
				ptrvec_push(&c->argv, take(clang_CompileCommand_getArg(cc, a)));
			ptrvec_push(out, c);
		}
		free(file);
		free(wd);
	}
	if (cmds)
		clang_CompileCommands_dispose(cmds);
	clang_CompilationDatabase_dispose(cdb);
	return 0;
}

static void print_argv(const char *who, const struct compile_cmd *c)
{
	size_t i;

	printf("  %s:", who);
	for (i = 0; i < c->argv.len; i++)
		printf(" [%s]", (const char *)c->argv.items[i]);
	printf("\n");
}

/* Compares entry i; prints and returns 1 on a difference. */
static int compare(const char *dir, size_t i, const struct compile_cmd *lib,
		   const struct compile_cmd *ours)
{
	size_t a;
	int same = strcmp(lib->file, ours->file) == 0 &&
		   strcmp(lib->directory, ours->directory) == 0 && !ours->error &&
		   lib->argv.len == ours->argv.len;

	for (a = 0; same && a < lib->argv.len; a++)
		same = strcmp(lib->argv.items[a], ours->argv.items[a]) == 0;
	if (same)
		return 0;
	printf("%s: entry %zu differs\n  libclang: %s in %s\n  ours:     %s in %s%s%s\n", dir, i + 1,
	       lib->file, lib->directory, ours->file, ours->directory,
	       ours->error ? "\n  ours refused it: " : "", ours->error ? ours->error : "");
	print_argv("libclang", lib);
	print_argv("ours    ", ours);
	return 1;
}

static int check_folder(const char *dir)
{
	struct ptrvec lib = PTRVEC_INIT;
	struct compdb db = COMPDB_INIT;
	char *err = NULL;
	int lib_ok = load_with_libclang(dir, &lib) == 0;
	int ours_ok = compdb_load(&db, dir, &err) == 0;
	int differs = 0;
	size_t i;

	if (!lib_ok || !ours_ok) {
		printf("%s: libclang %s, timercheck %s%s%s\n", dir, lib_ok ? "reads it" : "refuses it",
		       ours_ok ? "reads it" : "refuses it", err ? ": " : "", err ? err : "");
		differs = lib_ok != ours_ok ? 2 : 0;
	} else {
		if (lib.len != db.cmds.len) {
			printf("%s: libclang has %zu C entries, timercheck %zu\n", dir, lib.len,
			       db.cmds.len);
			differs = 1;
		}
		for (i = 0; i < lib.len && i < db.cmds.len; i++)
			differs |= compare(dir, i, lib.items[i], db.cmds.items[i]);
		if (differs)
			printf("%s: differs\n", dir);
		else
			printf("%s: %zu entries identical\n", dir, lib.len);
	}
	for (i = 0; i < lib.len; i++)
		compile_cmd_free(lib.items[i]);
	ptrvec_release(&lib);
	compdb_release(&db);
	free(err);
	return differs;
}

static int print_ours(const char *dir)
{
	struct compdb db = COMPDB_INIT;
	char *err = NULL;
	size_t i, a;

	if (compdb_load(&db, dir, &err) != 0) {
		printf("error: %s\n", err);
		free(err);
		return 1;
	}
	for (i = 0; i < db.cmds.len; i++) {
		const struct compile_cmd *c = db.cmds.items[i];

		if (c->error) {
			printf("%s: refused: %s\n", c->file, c->error);
			continue;
		}
		printf("%s in %s:", c->file, c->directory);
		for (a = 0; a < c->argv.len; a++)
			printf(" [%s]", (const char *)c->argv.items[a]);
		printf("\n");
	}
	compdb_release(&db);
	return 0;
}

int main(int argc, char **argv)
{
	CXIndex index = NULL;
	int i = 1, status = 0;

	if (argc == 3 && strcmp(argv[1], "--print") == 0)
		return print_ours(argv[2]);
	if (argc > 1 && strcmp(argv[1], "--no-targets") == 0)
		i++;
	else
		index = clang_createIndex(0, 0);	/* registers LLVM's targets */
	if (i == argc) {
		fprintf(stderr, "usage: timercheck-compdb-diff [--no-targets] DIR...\n");
		return 2;
	}
	for (; i < argc; i++) {
		int d = check_folder(argv[i]);

		if (d > status)
			status = d;
	}
	if (index)
		clang_disposeIndex(index);
	return status;
}
