/*
 * A compile command: what one translation unit is parsed from. Plain data,
 * made by input/ (a compile database, the command line, a Kbuild call) and
 * read here by the per-TU step; no libclang type appears in it.
 */
#ifndef TIMERCHECK_TU_COMPILE_CMD_H
#define TIMERCHECK_TU_COMPILE_CMD_H

#include <stddef.h>

#include "support/util.h"

struct compile_cmd {
	char *file;		/* absolute path of the main source file */
	char *directory;	/* absolute working directory of the command */
	struct ptrvec argv;	/* char *: the command; argv[0] is the compiler when has_compiler */
	int has_compiler;
	int flags_from_user;	/* argv is timercheck's own command line ('--', Kbuild), not a
				   database's: see tu/arg_filter.h */
	const char *contents;	/* an unsaved buffer standing in for file (--stdin-filename), borrowed */
	size_t contents_len;
	char *error;		/* why the command cannot be analysed (a bad response file), or NULL:
				   the engine then reports the TU as failed with this message */
};
#define COMPILE_CMD_HAS_CONTENTS 1

/*
 * A command for file with an empty argv; relative paths are made absolute
 * (file against directory, directory against the working directory).
 */
struct compile_cmd *compile_cmd_new(const char *file, const char *directory);
void compile_cmd_free(struct compile_cmd *c);

#endif
