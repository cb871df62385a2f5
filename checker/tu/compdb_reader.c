/*
 * Compile commands out of libclang (see compdb_reader.h): every string is
 * copied out of the CXCompileCommands, which are disposed of at once.
 */
#include "tu/compdb_reader.h"

#include <stdlib.h>

#include "tu/clang.h"
#include "tu/clang_helpers.h"

int compdb_read_with_libclang(struct ptrvec *cmds_out, const char *dir, const char *path, char **err)
{
	CXCompilationDatabase_Error status;
	CXCompilationDatabase cdb;
	CXCompileCommands cmds;
	unsigned i, n;

	cdb = clang_CompilationDatabase_fromDirectory(dir, &status);
	if (status != CXCompilationDatabase_NoError || !cdb) {
		*err = xasprintf("malformed compilation database '%s': libclang could not load it "
				 "(invalid JSON, or an entry without \"file\", \"directory\" and "
				 "\"command\"/\"arguments\")", path);
		if (cdb)
			clang_CompilationDatabase_dispose(cdb);
		return -1;
	}
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
		c = compile_cmd_new(file, wd);
		ptrvec_push(cmds_out, c);
		c->has_compiler = 1;
		for (a = 0; a < nargs; a++)
			ptrvec_push(&c->argv, cx_take(clang_CompileCommand_getArg(cc, a)));
		free(file);
		free(wd);
	}
	if (cmds)
		clang_CompileCommands_dispose(cmds);
	clang_CompilationDatabase_dispose(cdb);
	return 0;
}
