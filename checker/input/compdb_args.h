/*
 * What clang's tools do to a compile_commands.json entry's command line
 * before they parse with it (libclang's JSONCompilationDatabase, LLVM 14 to
 * 19; docs/usage.md, "Compile databases"), done here so that timercheck
 * reads the database itself: split "command" strings, drop compiler
 * launchers (ccache), expand response files (@file) and add the --target
 * and --driver-mode a compiler's name implies. Nothing is ever executed.
 */
#ifndef TIMERCHECK_INPUT_COMPDB_ARGS_H
#define TIMERCHECK_INPUT_COMPDB_ARGS_H

#include <stddef.h>

#include "support/util.h"

/*
 * Splits a "command" string (len bytes) into malloc'd words appended to argv,
 * as the database does: words are separated by spaces only (a tab is part of
 * a word); '...' is literal; in "..." and outside quotes a backslash takes the
 * next character literally; quotes join with what touches them ("a"'b'c is
 * abc); "" is an empty word. Shell syntax ($, ;, |, `) means nothing.
 */
void compdb_split_command(const char *command, size_t len, struct ptrvec *argv);

/*
 * Splits a response file's text (len bytes) as GCC and clang do: any of
 * space, tab, CR and LF separate; '...' and "..." quote, with a backslash
 * taking the next character literally inside both and outside; an empty
 * word ('' alone) is dropped.
 */
void compdb_split_response_file(const char *text, size_t len, struct ptrvec *argv);

/* "ccache gcc -c a.c" is "gcc -c a.c": distcc, ccache and sccache in front of a compiler go. */
void compdb_drop_launchers(struct ptrvec *argv);

/* Bounds on response files: each, per compile command, per database, and nesting. */
#define RSP_FILE_MAX ((size_t)1 << 20)
#define RSP_COMMAND_MAX ((size_t)8 << 20)
#define RSP_DATABASE_MAX ((size_t)256 << 20)
#define RSP_DEPTH_MAX 16

/*
 * Replaces each argument "@file" of argv by the words of file (relative
 * names are relative to directory, at every level of nesting, as in clang),
 * recursively. Only regular files are read, each at most RSP_FILE_MAX bytes,
 * RSP_COMMAND_MAX for the command and RSP_DATABASE_MAX counted in *read_total
 * across calls; nesting deeper than RSP_DEPTH_MAX, a file that includes
 * itself, a missing or unreadable file, NUL bytes and UTF-16 are errors.
 * Returns 0, or -1 with a malloc'd message naming the response file in *err
 * (argv is then partly expanded; the caller discards the command).
 */
int compdb_expand_response_files(struct ptrvec *argv, const char *directory, size_t *read_total,
				 char **err);

/*
 * Inserts after argv[0] the --target=TRIPLE and --driver-mode=MODE that
 * clang infers from the compiler's name ("arm-none-eabi-gcc" names the
 * target arm-none-eabi, "g++" the g++ mode, which parses C as C++), unless
 * argv already has a --target/-target or --driver-mode option. A target is
 * added only for an architecture libclang 14 and 19 both know.
 */
void compdb_infer_target_and_mode(struct ptrvec *argv);

#endif
