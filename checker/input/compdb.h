/*
 * Compile commands: where each translation unit comes from and with which
 * arguments. Loaded from a compile_commands.json through libclang's
 * CXCompilationDatabase (which splits "command" strings like a shell would,
 * without running one), or built from command-line arguments.
 */
#ifndef TIMERCHECK_INPUT_COMPDB_H
#define TIMERCHECK_INPUT_COMPDB_H

#include "support/util.h"
#include "tu/compile_cmd.h"

struct compdb {
	char *path;		/* the compile_commands.json it came from, or NULL */
	struct ptrvec cmds;	/* struct compile_cmd *, in database order */
};
#define COMPDB_INIT { NULL, PTRVEC_INIT }

/*
 * Looks for compile_commands.json in dir. Returns 1 if it exists, else 0.
 */
int compdb_exists_in(const char *dir);

/*
 * Finds the folder of a compile_commands.json for path (a file or directory):
 * path itself, its parents, then each of those folders' build/ subfolder.
 * Returns a malloc'd absolute folder, or NULL if there is none.
 */
char *compdb_find(const char *path);

/*
 * Loads dir/compile_commands.json into db (which must be empty). Entries that
 * are not C sources are skipped. Returns 0, or -1 with a malloc'd message in
 * *err (db stays empty).
 *
 * With a snapshot_dir (the cache folder, or NULL), the commands libclang
 * read are kept there, named by a hash of the database's path and text and
 * of the libclang that read them; an unchanged database is then read back
 * from its snapshot, without loading libclang (libclang.h). A database that
 * mentions '@' (a response file, whose contents the hash would not cover) is
 * always read by libclang. *from_snapshot (may be NULL) says which happened.
 */
int compdb_load(struct compdb *db, const char *dir, const char *snapshot_dir,
		int *from_snapshot, char **err);

/* Appends a command for file with the given compiler flags (no compiler in argv), typed by the user. */
void compdb_add(struct compdb *db, const char *file, const char *directory,
		const char *const *flags, int nflags);

/* Returns the first command for file (an absolute path), or NULL. */
const struct compile_cmd *compdb_lookup(const struct compdb *db, const char *file);

void compdb_release(struct compdb *db);

#endif
