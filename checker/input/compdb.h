/*
 * Compile commands: where each translation unit comes from and with which
 * arguments. Loaded from a compile_commands.json, which timercheck reads
 * itself and turns into the commands libclang's compilation database would
 * give (compdb_args.h: "command" split like a shell would, without running
 * one; launchers dropped; response files expanded, with bounds; the target
 * a cross compiler's name implies), or built from command-line arguments.
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
 * Loads dir/compile_commands.json into db (which must be empty), in database
 * order. Entries that are not C sources are skipped. A database that is not
 * JSON, or has an entry that is not a compile command, is refused: returns
 * -1 with a malloc'd message naming the file (and the entry) in *err, and db
 * stays empty. An entry whose response file cannot be used is kept with
 * compile_cmd.error set, so that only its TU fails. Returns 0 otherwise.
 */
int compdb_load(struct compdb *db, const char *dir, char **err);

/* Appends a command for file with the given compiler flags (no compiler in argv), typed by the user. */
void compdb_add(struct compdb *db, const char *file, const char *directory,
		const char *const *flags, int nflags);

/*
 * Appends every command for file (an absolute path) to out, in database
 * order: a file built twice with different flags is analysed under each, as
 * clang-tidy does. Returns how many there were.
 */
size_t compdb_lookup(const struct compdb *db, const char *file, struct ptrvec *out);

void compdb_release(struct compdb *db);

#endif
