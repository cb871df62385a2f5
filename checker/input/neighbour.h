/*
 * Flags for a file the compile database does not list, borrowed from its
 * nearest neighbour in the database, as clangd does: a new file, a file
 * the build system forgot, a header opened on its own. Without them the
 * file would be parsed with no include paths and fail on its first
 * #include. Only the choice and the copy live here; callers say so to the
 * user (plan.c on standard error, the language server in its log).
 */
#ifndef TIMERCHECK_INPUT_NEIGHBOUR_H
#define TIMERCHECK_INPUT_NEIGHBOUR_H

#include "input/compdb.h"

/*
 * The database command whose flags file (absolute, not in db) should
 * borrow: first one in file's own folder (for x.h or x.c, the entry x.c
 * first); for a header with none there, the first entry whose source has
 * an #include of a file of its name (among the first 512 entries); else
 * the one whose folder shares the longest leading path with file's, the
 * nearest to that common folder winning, then database order.
 * Entries that cannot be analysed (compile_cmd.error) are never chosen.
 * Returns a command borrowed from db, or NULL when db has none to offer.
 */
const struct compile_cmd *neighbour_find(const struct compdb *db, const char *file);

/*
 * A copy of near's command for file: same folder and flags, with each
 * argument that names near's source file replaced by file. Never fails;
 * the caller frees it with compile_cmd_free() (or hands it to a compdb).
 */
struct compile_cmd *neighbour_borrow(const struct compile_cmd *near, const char *file);

#endif
