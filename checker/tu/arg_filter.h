/*
 * Compiler-argument filtering: turns the argv of a compile command (from a
 * compile_commands.json, the arguments after "--", or a Kbuild CHECK= call)
 * into the arguments libclang should parse with.
 *
 * Nothing is ever executed or expanded here: arguments are strings.
 */
#ifndef TIMERCHECK_TU_ARG_FILTER_H
#define TIMERCHECK_TU_ARG_FILTER_H

#include "support/util.h"

struct filtered_args {
	struct ptrvec keep;	/* char *: flags for libclang, without compiler and source file */
	struct ptrvec dropped;	/* char *: what was removed, for --verbose */
};
#define FILTERED_ARGS_INIT { PTRVEC_INIT, PTRVEC_INIT }

/*
 * Filters argv (argv[0] is the compiler when has_compiler is set). Drops the
 * source file named source (and any other input file), output and
 * dependency-file options (-o, -MD, -MF, -Wp,-MMD,...), -c, and flags that gcc
 * accepts but clang rejects (kernel builds pass many). Never fails; release
 * the result with filtered_args_release().
 */
void args_filter(const char *const *argv, int argc, int has_compiler,
		 const char *source, struct filtered_args *out);
void filtered_args_release(struct filtered_args *fa);

/* True for an option (as one argv element) that takes the next element as its value. */
int args_takes_value(const char *arg);

/* True for a file name timercheck analyses (C sources: .c, and .h given explicitly). */
int args_is_c_source(const char *path);

#endif
