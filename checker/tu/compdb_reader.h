/*
 * Reading a compile_commands.json through libclang's CXCompilationDatabase,
 * which parses the JSON and splits "command" strings like a shell would,
 * without running one. input/compdb.c decides when to read (it keeps a
 * snapshot in the cache); this is the only place that asks libclang.
 */
#ifndef TIMERCHECK_TU_COMPDB_READER_H
#define TIMERCHECK_TU_COMPDB_READER_H

#include "support/util.h"
#include "tu/compile_cmd.h"

/*
 * Appends the C entries of dir's database (whose file is path, for messages)
 * to cmds (struct compile_cmd *, owned by the caller), in database order,
 * each with has_compiler set. Returns 0, or -1 with a malloc'd message in
 * *err and cmds unchanged.
 */
int compdb_read_with_libclang(struct ptrvec *cmds, const char *dir, const char *path, char **err);

#endif
