/*
 * Compiler-argument filtering: turns the argv of a compile command (from a
 * compile_commands.json, the arguments after "--", or a Kbuild CHECK= call)
 * into the arguments libclang should parse with.
 *
 * Arguments from a compile database are a stranger's: only an allowlist of
 * what preprocessing and semantic analysis need passes (-D, -U, -I and the
 * other include paths, -include, -imacros, -std=, -x c, --target=, -O, -W,
 * the -f and -m options that change the language, the types or the
 * predefined macros). Everything else is dropped, and so is anything that
 * would make the driver run or probe a program, load a plugin, write or
 * print anything, or read options from elsewhere. A wrapped option
 * (-Xclang, -Xclang=, -Xpreprocessor, -Wp, and -Xarch_*) is unwrapped and
 * must pass the allowlist itself, otherwise the wrapper goes with it.
 * Arguments the user typed ('--', a Kbuild call) are trusted a little more:
 * an option the tables do not know is kept, but what is refused for a
 * database is refused for them too.
 *
 * Nothing is ever executed or expanded here: arguments are strings, and the
 * kept ones are never rewritten.
 */
#ifndef TIMERCHECK_TU_ARG_FILTER_H
#define TIMERCHECK_TU_ARG_FILTER_H

#include <stdio.h>

#include "support/util.h"
#include "tu/compile_cmd.h"

/* Where a command's arguments come from, which decides what an unknown option gets. */
enum args_origin {
	ARGS_FROM_DATABASE,	/* a compile database: only the allowlist passes */
	ARGS_FROM_USER,		/* timercheck's own command line: unknown options pass too */
};

struct filtered_args {
	struct ptrvec keep;	/* char *: flags for libclang, without compiler and source file */
	struct ptrvec dropped;	/* char *: what was removed, for --verbose */
	struct ptrvec why;	/* char *, one per element of dropped: why the option that
				   starts there was dropped; NULL for its value elements */
};
#define FILTERED_ARGS_INIT { PTRVEC_INIT, PTRVEC_INIT, PTRVEC_INIT }

/*
 * Filters argv (argv[0] is the compiler when has_compiler is set). Drops the
 * source file named source (and any other input file), and every option the
 * rules above refuse; keeps the rest in order, unchanged. Every element of
 * argv ends up in exactly one of keep and dropped. An option that needs a
 * value and has none is dropped, so nothing kept can take the flags
 * timercheck appends. Never fails; release the result with
 * filtered_args_release().
 */
void args_filter(const char *const *argv, int argc, int has_compiler, enum args_origin origin,
		 const char *source, struct filtered_args *out);
/* The same for a compile command (its origin is cmd->flags_from_user). */
void args_filter_cmd(const struct compile_cmd *cmd, struct filtered_args *out);
void filtered_args_release(struct filtered_args *fa);

/*
 * Writes one line per dropped option for --verbose: "timercheck: dropped
 * OPTION [VALUE] (why)". Control characters are written as \ooo.
 */
void args_print_dropped(FILE *out, const struct filtered_args *fa);

/* True for an option (as one argv element) that takes the next element as its value. */
int args_takes_value(const char *arg);

/* True for a file name timercheck analyses (C sources: .c, and .h given explicitly). */
int args_is_c_source(const char *path);

#endif
