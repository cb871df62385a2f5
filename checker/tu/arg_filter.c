/*
 * Compiler-argument filtering (see arg_filter.h). The tables say which options to
 * drop and which take a separate value; the gcc-only list comes from checking
 * each flag of a Linux 6.1 GCC build with clang -fsyntax-only.
 */
#include "tu/arg_filter.h"

#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

/* Options whose value is the next argv element. */
static const char *const takes_value[] = {
	"-o", "-MF", "-MT", "-MQ", "-I", "-isystem", "-iquote", "-idirafter", "-include",
	"-imacros", "-x", "-D", "-U", "-Xclang", "-target", "--target", "-arch", "-isysroot",
	"--sysroot", "-iprefix", "-iwithprefix", "-iwithprefixbefore", "-Xpreprocessor",
	"-Xassembler", "-Xlinker", "-L", "-l", "-aux-info", "--param", "-G", "-T", "-u", "-z",
	"-working-directory",
};

/* Options that only name outputs, dependency files or build steps: never useful here. */
/* -Xclang passes frontend options, some of which name files to write: never kept. */
static const char *const drop_with_value[] = { "-o", "-MF", "-MT", "-MQ", "-aux-info", "-Xclang",
					       "-Xassembler", "-Xlinker", "-L", "-l", "-T",
					       "-u", "-z" };

/* Patterns of single-element options to drop (fnmatch). */
static const char *const drop_patterns[] = {
	/* outputs, dependencies, build steps */
	"-c", "-S", "-E", "-M", "-MM", "-MD", "-MMD", "-MP", "-Wp,-M*", "-save-temps*", "-pipe",
	"-Wa,*", "-Wl,*", "-fdump-*", "-fstack-usage", "-fcallgraph-info*", "-aux-info=*",
	/* warnings-as-errors would turn harmless warnings into parse errors */
	"-Werror", "-Werror=*", "-pedantic-errors",
	/* sparse options that Kbuild passes through CHECKFLAGS */
	"--arch=*", "-Wbitwise", "-Wno-return-void", "-Wno-unknown-attribute", "-D__STDC__",
	/* gcc-only flags that clang rejects (error: unknown argument or unsupported) */
	"-fconserve-stack", "-fno-allow-store-data-races", "-mfunction-return=*",
	"-mindirect-branch=*", "-mindirect-branch-register", "-mindirect-branch-cs-prefix",
	"-mpreferred-stack-boundary=*", "-ftrivial-auto-var-init=zero",
	"-femit-struct-debug-baseonly", "-fno-ipa-cp-clone", "-fno-partial-inlining",
	"-fno-tree-loop-im", "-fzero-call-used-regs=*", "-maccumulate-outgoing-args",
	"-mstack-protector-guard-symbol=*", "-mrecord-mcount", "-mnop-mcount",
	"-freg-struct-return", "-fno-var-tracking-assignments", "-fmerge-constants",
	"-fno-inline-functions-called-once", "-fno-reorder-blocks", "-falign-jumps=*",
	"-fsanitize-coverage=trace-pc", "-fplugin=*", "-fplugin-arg-*", "-mskip-rax-setup",
	"-mharden-sls=*", "-fno-code-hoisting", "-fno-ipa-sra", "-fno-jump-tables-*",
	"-fstack-clash-protection-*", "-fmin-function-alignment=*", "-fpatchable-function-entry=*,*",
	/* gcc-only warning options that would only add "unknown warning option" noise */
	"-Wimplicit-fallthrough=*", "-Wno-alloc-size-larger-than", "-Wno-dangling-pointer",
	"-Wno-format-overflow", "-Wno-format-truncation", "-Wno-maybe-uninitialized",
	"-Wno-packed-not-aligned", "-Wno-restrict", "-Wno-stringop-overflow",
	"-Wno-stringop-truncation", "-Wlogical-op", "-Wmaybe-uninitialized",
	"-Wpacked-not-aligned", "-Wpacked-bitfield-compat", "-Wstringop-truncation",
};

static int in_list(const char *arg, const char *const *list, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strcmp(arg, list[i]) == 0)
			return 1;
	return 0;
}

#define IN_LIST(arg, list) in_list(arg, list, sizeof(list) / sizeof(list[0]))

int args_takes_value(const char *arg)
{
	return IN_LIST(arg, takes_value);
}

static int matches_drop_pattern(const char *arg)
{
	size_t i;

	for (i = 0; i < sizeof(drop_patterns) / sizeof(drop_patterns[0]); i++)
		if (fnmatch(drop_patterns[i], arg, 0) == 0)
			return 1;
	return 0;
}

static int is_input_file(const char *arg)
{
	static const char *const exts[] = { ".c", ".h", ".i", ".S", ".s", ".cc", ".cpp", ".o",
					    ".a", ".so" };
	size_t i;

	if (arg[0] == '-')
		return 0;
	for (i = 0; i < sizeof(exts) / sizeof(exts[0]); i++)
		if (ends_with(arg, exts[i]))
			return 1;
	return 0;
}

int args_is_c_source(const char *path)
{
	return ends_with(path, ".c") || ends_with(path, ".h");
}

void args_filter(const char *const *argv, int argc, int has_compiler,
		 const char *source, struct filtered_args *out)
{
	int i;

	for (i = has_compiler ? 1 : 0; i < argc; i++) {
		const char *arg = argv[i];

		if (IN_LIST(arg, drop_with_value)) {
			ptrvec_push(&out->dropped, xstrdup(arg));
			if (i + 1 < argc)
				ptrvec_push(&out->dropped, xstrdup(argv[++i]));
			continue;
		}
		if (args_takes_value(arg)) {
			ptrvec_push(&out->keep, xstrdup(arg));
			if (i + 1 < argc)
				ptrvec_push(&out->keep, xstrdup(argv[++i]));
			continue;
		}
		if ((source && strcmp(arg, source) == 0) || is_input_file(arg) ||
		    matches_drop_pattern(arg)) {
			ptrvec_push(&out->dropped, xstrdup(arg));
			continue;
		}
		ptrvec_push(&out->keep, xstrdup(arg));
	}
}

void filtered_args_release(struct filtered_args *fa)
{
	ptrvec_free_all(&fa->keep);
	ptrvec_free_all(&fa->dropped);
}
