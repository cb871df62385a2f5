/*
 * Compiler-argument filtering (see arg_filter.h). Three tables decide, in
 * this order:
 *   drop_patterns  whole elements that go whatever the origin: warnings as
 *                  errors, sparse's own flags, GCC-only flags clang rejects;
 *   keep_patterns  machine feature switches (-mno-sse, -mavx2, ...);
 *   rules          every option timercheck knows, in the form clang reads
 *                  it (a flag, a joined value, a separate value), either on
 *                  the allowlist (why == NULL, perhaps with a check of its
 *                  value) or refused, with the reason --verbose gives.
 * Like clang's own option parser, the longest matching rule wins, so that
 * "-include-pch" is never "-include" with the value "-pch", and an option is
 * kept or dropped together with its value. Wrappers (-Xclang and friends)
 * are rules too; what they pass on is judged by the same tables.
 *
 * The GCC-only list comes from checking each flag of a Linux 6.1 GCC build
 * with clang -fsyntax-only; the forms of clang's options were read from
 * clang 19's option table (clang/Driver/Options.inc).
 */
#include "tu/arg_filter.h"

#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

/* Why an element is dropped (the text --verbose prints after "dropped ..."). */
#define R_OUTPUT "names an output or dependency file, which timercheck never writes"
#define R_BUILD "a build step (compile, assemble, link) that a parse does not run"
#define R_WERROR "would turn harmless warnings into errors that fail the parse"
#define R_SPARSE "an option of sparse's own"
#define R_GCC "a GCC option that clang rejects"
#define R_RUNS "would make the driver run or probe a program"
#define R_LOADS "would load code into the compiler"
#define R_LLVM "passes options to LLVM itself, some of which write files"
#define R_WRITES "would make the compiler write files"
#define R_PRINTS "would make the compiler print instead of parse"
#define R_CONFIG "reads more options from a file, where this filter would not see them"
#define R_READS "reads a precompiled AST or a file-system overlay, which can stand in for the sources"
#define R_PROFILE "names profile data, which a parse does not use"
#define R_DEBUG "debug information: no effect on a parse"
#define R_OURS "timercheck sets this itself"
#define R_LANG "not C: only -x c and -x c-header are analysed"
#define R_NATIVE "'native' makes the driver probe the machine (for a GPU, by running a program)"
#define R_HELP "would make the compiler print a list instead of parse"
#define R_STDIN "would read standard input"
#define R_VALUE "a value that a parse does not need"
#define R_RESPONSE "a response file: the options in it would not pass this filter"
#define R_DASHDASH "ends the options: the flags timercheck adds after it would be taken as files"
#define R_MISSING "its value is missing: it would take the flag timercheck adds after it"
#define R_UNKNOWN "not on the allowlist of options a parse needs"
#define R_STRAY "not an option: the compiler would take it as another input file"
#define R_SOURCE "the file analysed: timercheck names it itself"
#define R_INPUT "another input file"
#define R_NESTED "a wrapper cannot pass on another wrapper"

struct pattern {
	const char *glob;	/* fnmatch() over the whole element */
	const char *why;
};

/* Single elements dropped whatever their origin (a user's Kbuild call passes them too). */
static const struct pattern drop_patterns[] = {
	/* Kbuild's dependency file: -Wp,-MMD,.foo.o.d */
	{ "-Wp,-M*", R_OUTPUT },
	/* warnings-as-errors would turn harmless warnings into parse errors */
	{ "-Werror*", R_WERROR }, { "-Wfatal-errors", R_WERROR }, { "-pedantic-errors", R_WERROR },
	{ "--pedantic-errors", R_WERROR },
	/* sparse options that Kbuild passes through CHECKFLAGS */
	{ "--arch=*", R_SPARSE }, { "-Wbitwise", R_SPARSE }, { "-Wno-return-void", R_SPARSE },
	{ "-Wno-unknown-attribute", R_SPARSE }, { "-D__STDC__", R_SPARSE },
	/* gcc-only flags that clang rejects (error: unknown argument or unsupported) */
	{ "-fconserve-stack", R_GCC }, { "-fno-allow-store-data-races", R_GCC },
	{ "-mfunction-return=*", R_GCC }, { "-mindirect-branch=*", R_GCC },
	{ "-mindirect-branch-register", R_GCC }, { "-mindirect-branch-cs-prefix", R_GCC },
	{ "-mpreferred-stack-boundary=*", R_GCC }, { "-ftrivial-auto-var-init=zero", R_GCC },
	{ "-femit-struct-debug-baseonly", R_GCC }, { "-fno-ipa-cp-clone", R_GCC },
	{ "-fno-partial-inlining", R_GCC }, { "-fno-tree-loop-im", R_GCC },
	{ "-fzero-call-used-regs=*", R_GCC }, { "-maccumulate-outgoing-args", R_GCC },
	{ "-mstack-protector-guard-symbol=*", R_GCC }, { "-mrecord-mcount", R_GCC },
	{ "-mnop-mcount", R_GCC }, { "-freg-struct-return", R_GCC },
	{ "-fno-var-tracking-assignments", R_GCC }, { "-fmerge-constants", R_GCC },
	{ "-fno-inline-functions-called-once", R_GCC }, { "-fno-reorder-blocks", R_GCC },
	{ "-falign-jumps=*", R_GCC }, { "-fsanitize-coverage=trace-pc", R_GCC },
	{ "-mskip-rax-setup", R_GCC }, { "-mharden-sls=*", R_GCC }, { "-fno-code-hoisting", R_GCC },
	{ "-fno-ipa-sra", R_GCC }, { "-fno-jump-tables-*", R_GCC },
	{ "-fstack-clash-protection-*", R_GCC }, { "-fmin-function-alignment=*", R_GCC },
	{ "-fpatchable-function-entry=*,*", R_GCC },
	/* gcc-only warning options that would only add "unknown warning option" noise */
	{ "-Wimplicit-fallthrough=*", R_GCC }, { "-Wno-alloc-size-larger-than", R_GCC },
	{ "-Wno-dangling-pointer", R_GCC }, { "-Wno-format-overflow", R_GCC },
	{ "-Wno-format-truncation", R_GCC }, { "-Wno-maybe-uninitialized", R_GCC },
	{ "-Wno-packed-not-aligned", R_GCC }, { "-Wno-restrict", R_GCC },
	{ "-Wno-stringop-overflow", R_GCC }, { "-Wno-stringop-truncation", R_GCC },
	{ "-Wlogical-op", R_GCC }, { "-Wmaybe-uninitialized", R_GCC },
	{ "-Wpacked-not-aligned", R_GCC }, { "-Wpacked-bitfield-compat", R_GCC },
	{ "-Wstringop-truncation", R_GCC },
};

/*
 * Machine feature switches: they change predefined macros (__SSE2__, __AVX__,
 * __mips_isa_rev, ...). Every clang option these match is a plain flag.
 */
static const char *const keep_patterns[] = {
	"-mno-[a-z0-9]*", "-msse*", "-mssse3", "-mavx*", "-mamx-*", "-m3dnow*", "-mfma*",
	"-mxsave*", "-mbmi*", "-msha*", "-mips[0-9]*",
};

enum form {
	FLAG,			/* the element itself: -nostdinc */
	JOINED,			/* a prefix, the value attached: -std=gnu11 */
	SEPARATE,		/* the element itself, the value next: -target x86_64-linux-gnu */
	JOINED_OR_SEPARATE,	/* -DX or -D X */
	JOINED_AND_SEPARATE,	/* -Xarch_x86_64 ARG: a prefix, and the value next */
};

/* A wrapper passes its value on to the compiler (or its frontend) as an option. */
enum wrapper { NOT_A_WRAPPER, WRAP_XCLANG, WRAP_XPREPROCESSOR, WRAP_COMMAS, WRAP_XARCH };

struct rule {
	const char *name;
	enum form form;
	const char *why;			/* NULL: on the allowlist */
	const char *(*check)(const char *value);	/* kept only if it returns NULL */
	enum wrapper wrap;
};

static const char *check_language(const char *value);
/*
 * gcc and g++ only: another mode (cl) would read the arguments already
 * judged here with another syntax.
 */
static const char *check_driver_mode(const char *value)
{
	return strcmp(value, "gcc") == 0 || strcmp(value, "g++") == 0 ? NULL
		: "a driver mode other than gcc or g++ reads the other arguments differently";
}

static const char *check_opt_level(const char *value);
static const char *check_machine(const char *value);
static const char *check_triple(const char *value);
static const char *check_include(const char *value);
static const char *check_driver_mode(const char *value);

#define KEEP(name, form) { name, form, NULL, NULL, NOT_A_WRAPPER }
#define KEEP_IF(name, form, check) { name, form, NULL, check, NOT_A_WRAPPER }
#define DROP(name, form, why) { name, form, why, NULL, NOT_A_WRAPPER }
#define WRAP(name, form, wrap) { name, form, NULL, NULL, wrap }

static const struct rule rules[] = {
	/* The allowlist: preprocessing */
	KEEP("-D", JOINED_OR_SEPARATE), KEEP("-U", JOINED_OR_SEPARATE),
	KEEP("-I", JOINED_OR_SEPARATE), KEEP("-I-", FLAG), KEEP("-isystem", JOINED_OR_SEPARATE),
	KEEP("-iquote", JOINED_OR_SEPARATE), KEEP("-idirafter", JOINED_OR_SEPARATE),
	KEEP("-isystem-after", JOINED_OR_SEPARATE), KEEP("-iprefix", JOINED_OR_SEPARATE),
	KEEP("-iwithprefix", JOINED_OR_SEPARATE), KEEP("-iwithprefixbefore", JOINED_OR_SEPARATE),
	KEEP("-iwithsysroot", JOINED_OR_SEPARATE),
	KEEP_IF("-include", JOINED_OR_SEPARATE, check_include),
	KEEP_IF("-imacros", JOINED_OR_SEPARATE, check_include),
	KEEP("-isysroot", JOINED_OR_SEPARATE), KEEP("--sysroot=", JOINED),
	KEEP("--sysroot", SEPARATE), KEEP("-nostdinc", FLAG), KEEP("-nostdlibinc", FLAG),
	KEEP("-nobuiltininc", FLAG), KEEP("-undef", FLAG), KEEP("-trigraphs", FLAG),
	KEEP("-pthread", FLAG),
	/* the language and the target */
	KEEP("-std=", JOINED), KEEP("--std=", JOINED), KEEP("--std", SEPARATE), KEEP("-ansi", FLAG),
	KEEP_IF("-x", JOINED_OR_SEPARATE, check_language),
	KEEP_IF("--language=", JOINED, check_language),
	KEEP_IF("--language", SEPARATE, check_language),
	KEEP_IF("--target=", JOINED, check_triple), KEEP_IF("-target", SEPARATE, check_triple),
	/* input/compdb_args.c infers it from a compiler named g++ (a .c file it parses as C++) */
	KEEP_IF("--driver-mode=", JOINED, check_driver_mode),
	/* -O defines __OPTIMIZE__; warnings are off (-w) but harmless */
	KEEP_IF("-O", JOINED, check_opt_level), KEEP("-W", JOINED), KEEP("-w", FLAG),
	KEEP("-pedantic", FLAG), KEEP("--pedantic", FLAG),
	/* -f options that change the language, the types or the predefined macros */
	KEEP("-ffreestanding", FLAG), KEEP("-fhosted", FLAG), KEEP("-fbuiltin", FLAG),
	KEEP("-fno-builtin", FLAG), KEEP("-fno-builtin-", JOINED),
	KEEP("-fsigned-char", FLAG), KEEP("-fno-signed-char", FLAG),
	KEEP("-funsigned-char", FLAG), KEEP("-fno-unsigned-char", FLAG),
	KEEP("-fshort-enums", FLAG), KEEP("-fno-short-enums", FLAG),
	KEEP("-fshort-wchar", FLAG), KEEP("-fno-short-wchar", FLAG),
	KEEP("-fms-extensions", FLAG), KEEP("-fno-ms-extensions", FLAG),
	KEEP("-fms-compatibility", FLAG), KEEP("-fno-ms-compatibility", FLAG),
	KEEP("-fms-compatibility-version=", JOINED),
	KEEP("-fgnu89-inline", FLAG), KEEP("-fno-gnu89-inline", FLAG),
	KEEP("-fgnu-keywords", FLAG), KEEP("-fno-gnu-keywords", FLAG),
	KEEP("-fasm", FLAG), KEEP("-fno-asm", FLAG),
	KEEP("-fdollars-in-identifiers", FLAG), KEEP("-fno-dollars-in-identifiers", FLAG),
	KEEP("-ftrigraphs", FLAG), KEEP("-fno-trigraphs", FLAG),
	KEEP("-fdigraphs", FLAG), KEEP("-fno-digraphs", FLAG),
	KEEP("-fblocks", FLAG), KEEP("-fno-blocks", FLAG),
	KEEP("-fdeclspec", FLAG), KEEP("-fno-declspec", FLAG),
	KEEP("-fcommon", FLAG), KEEP("-fno-common", FLAG),
	KEEP("-fpic", FLAG), KEEP("-fPIC", FLAG), KEEP("-fpie", FLAG), KEEP("-fPIE", FLAG),
	KEEP("-fno-pic", FLAG), KEEP("-fno-PIC", FLAG), KEEP("-fno-pie", FLAG),
	KEEP("-fno-PIE", FLAG),
	KEEP("-fstack-protector", FLAG), KEEP("-fstack-protector-strong", FLAG),
	KEEP("-fstack-protector-all", FLAG), KEEP("-fno-stack-protector", FLAG),
	KEEP("-fwrapv", FLAG), KEEP("-fno-wrapv", FLAG), KEEP("-fstrict-aliasing", FLAG),
	KEEP("-fno-strict-aliasing", FLAG), KEEP("-fstrict-overflow", FLAG),
	KEEP("-fno-strict-overflow", FLAG),
	KEEP("-ffast-math", FLAG), KEEP("-fno-fast-math", FLAG),
	KEEP("-ffinite-math-only", FLAG), KEEP("-fno-finite-math-only", FLAG),
	KEEP("-fmath-errno", FLAG), KEEP("-fno-math-errno", FLAG),
	KEEP("-fexceptions", FLAG), KEEP("-fno-exceptions", FLAG), KEEP("-fno-inline", FLAG),
	KEEP("-fopenmp", FLAG), KEEP("-fno-openmp", FLAG), KEEP("-fopenmp-simd", FLAG),
	KEEP("-fno-openmp-simd", FLAG),
	KEEP("-fpack-struct", FLAG), KEEP("-fno-pack-struct", FLAG), KEEP("-fpack-struct=", JOINED),
	KEEP("-fmax-type-align=", JOINED), KEEP("-fno-max-type-align", FLAG),
	KEEP("-fzvector", FLAG), KEEP("-fno-zvector", FLAG), KEEP("-ffixed-point", FLAG),
	KEEP("-fno-lax-vector-conversions", FLAG), KEEP("-flax-vector-conversions=", JOINED),
	KEEP("-fdefault-calling-conv=", JOINED), KEEP("-fno-knr-functions", FLAG),
	KEEP("-fgnuc-version=", JOINED), KEEP("-fstrict-flex-arrays=", JOINED),
	KEEP("-fcf-protection", FLAG), KEEP("-fcf-protection=", JOINED),
	KEEP("-fsanitize=", JOINED), KEEP("-fno-sanitize=", JOINED),
	/* -m options that change the target, the types or the predefined macros */
	KEEP("-m16", FLAG), KEEP("-m32", FLAG), KEEP("-m64", FLAG), KEEP("-mx32", FLAG),
	KEEP("-mthumb", FLAG), KEEP("-marm", FLAG), KEEP("-msoft-float", FLAG),
	KEEP("-mhard-float", FLAG), KEEP("-mlittle-endian", FLAG), KEEP("-mbig-endian", FLAG),
	KEEP("-mgeneral-regs-only", FLAG), KEEP("-mrtd", FLAG), KEEP("-mlong-double-64", FLAG),
	KEEP("-mlong-double-80", FLAG), KEEP("-mlong-double-128", FLAG),
	KEEP("-malign-double", FLAG), KEEP("-mstrict-align", FLAG),
	KEEP("-munaligned-access", FLAG), KEEP("-mred-zone", FLAG), KEEP("-mimplicit-float", FLAG),
	KEEP("-mfp-ret-in-387", FLAG), KEEP("-m80387", FLAG), KEEP("-mx87", FLAG),
	KEEP("-mmmx", FLAG), KEEP("-mpopcnt", FLAG), KEEP("-maes", FLAG), KEEP("-mpclmul", FLAG),
	KEEP("-mrdrnd", FLAG), KEEP("-mrdseed", FLAG), KEEP("-mfsgsbase", FLAG),
	KEEP("-mlzcnt", FLAG), KEEP("-mmovbe", FLAG), KEEP("-mcrc32", FLAG), KEEP("-mcx16", FLAG),
	KEEP("-msahf", FLAG), KEEP("-madx", FLAG), KEEP("-mgfni", FLAG), KEEP("-mvaes", FLAG),
	KEEP("-mvpclmulqdq", FLAG), KEEP("-mf16c", FLAG), KEEP("-maltivec", FLAG),
	KEEP("-mvsx", FLAG), KEEP("-mabicalls", FLAG),
	KEEP_IF("-march=", JOINED, check_machine), KEEP_IF("-mcpu=", JOINED, check_machine),
	KEEP_IF("-mtune=", JOINED, check_machine), KEEP_IF("-mabi=", JOINED, check_machine),
	KEEP_IF("-mfpu=", JOINED, check_machine), KEEP_IF("-mfloat-abi=", JOINED, check_machine),
	KEEP_IF("-mcmodel=", JOINED, check_machine), KEEP_IF("-mregparm=", JOINED, check_machine),
	KEEP_IF("-mfpmath=", JOINED, check_machine),
	KEEP_IF("-mbranch-protection=", JOINED, check_machine),
	KEEP_IF("-msign-return-address=", JOINED, check_machine),
	KEEP_IF("-msve-vector-bits=", JOINED, check_machine),
	KEEP_IF("-mrvv-vector-bits=", JOINED, check_machine),
	KEEP_IF("-mdouble=", JOINED, check_machine),

	/* Wrappers: what they pass on must pass these tables itself */
	WRAP("-Xclang", SEPARATE, WRAP_XCLANG), WRAP("-Xclang=", JOINED, WRAP_XCLANG),
	WRAP("-Xpreprocessor", SEPARATE, WRAP_XPREPROCESSOR), WRAP("-Wp,", JOINED, WRAP_COMMAS),
	WRAP("-Xarch_", JOINED_AND_SEPARATE, WRAP_XARCH),
	WRAP("-Xarch_host", SEPARATE, WRAP_XARCH), WRAP("-Xarch_device", SEPARATE, WRAP_XARCH),

	/* Outputs, dependency files and build steps */
	DROP("-o", JOINED_OR_SEPARATE, R_OUTPUT), DROP("-MF", JOINED_OR_SEPARATE, R_OUTPUT),
	DROP("-MT", JOINED_OR_SEPARATE, R_OUTPUT), DROP("-MQ", JOINED_OR_SEPARATE, R_OUTPUT),
	DROP("-MJ", JOINED_OR_SEPARATE, R_OUTPUT), DROP("-MD", FLAG, R_OUTPUT),
	DROP("-MMD", FLAG, R_OUTPUT), DROP("-MP", FLAG, R_OUTPUT), DROP("-MG", FLAG, R_OUTPUT),
	DROP("-MV", FLAG, R_OUTPUT), DROP("-aux-info", SEPARATE, R_OUTPUT),
	DROP("-aux-info=", JOINED, R_OUTPUT),
	DROP("-c", FLAG, R_BUILD), DROP("-S", FLAG, R_BUILD), DROP("-pipe", FLAG, R_BUILD),
	DROP("-Wa,", JOINED, R_BUILD), DROP("-Wl,", JOINED, R_BUILD),
	DROP("-Xassembler", SEPARATE, R_BUILD), DROP("-Xlinker", SEPARATE, R_BUILD),
	DROP("-L", JOINED_OR_SEPARATE, R_BUILD), DROP("-l", JOINED_OR_SEPARATE, R_BUILD),
	DROP("-T", JOINED_OR_SEPARATE, R_BUILD), DROP("-u", JOINED_OR_SEPARATE, R_BUILD),
	DROP("-z", SEPARATE, R_BUILD), DROP("-e", SEPARATE, R_BUILD),
	DROP("-G", JOINED_OR_SEPARATE, R_BUILD), DROP("--param", SEPARATE, R_BUILD),
	DROP("-arch", SEPARATE, R_BUILD), DROP("-shared", FLAG, R_BUILD),
	DROP("-static", FLAG, R_BUILD), DROP("-pie", FLAG, R_BUILD), DROP("-no-pie", FLAG, R_BUILD),
	DROP("-nostdlib", FLAG, R_BUILD), DROP("-nodefaultlibs", FLAG, R_BUILD),
	DROP("-nostartfiles", FLAG, R_BUILD), DROP("-rdynamic", FLAG, R_BUILD),
	DROP("-g", JOINED, R_DEBUG),
	DROP("-working-directory", SEPARATE, R_OURS), DROP("-working-directory=", JOINED, R_OURS),
	DROP("-ferror-limit=", JOINED, R_OURS),
	DROP("-resource-dir", SEPARATE, R_OURS), DROP("-resource-dir=", JOINED, R_OURS),

	/* Running or probing programs: the driver looks for GPUs, linkers, toolchains */
	DROP("-B", JOINED_OR_SEPARATE, R_RUNS), DROP("--prefix=", JOINED, R_RUNS),
	DROP("--prefix", SEPARATE, R_RUNS), DROP("-ccc-", JOINED, R_RUNS),
	DROP("-ccc-arcmt-migrate", SEPARATE, R_RUNS), DROP("-ccc-gcc-name", SEPARATE, R_RUNS),
	DROP("-ccc-install-dir", SEPARATE, R_RUNS), DROP("-ccc-objcmt-migrate", SEPARATE, R_RUNS),
	DROP("--gcc-toolchain=", JOINED, R_RUNS), DROP("--gcc-install-dir=", JOINED, R_RUNS),
	DROP("--gcc-triple=", JOINED, R_RUNS), DROP("-fuse-ld=", JOINED, R_RUNS),
	DROP("--ld-path=", JOINED, R_RUNS), DROP("-fuse-lipo=", JOINED, R_RUNS),
	DROP("--offload", JOINED, R_RUNS), DROP("--no-offload", JOINED, R_RUNS),
	DROP("-Xopenmp-target", SEPARATE, R_RUNS),
	DROP("-Xopenmp-target=", JOINED_AND_SEPARATE, R_RUNS),
	DROP("-Xoffload-linker", JOINED_AND_SEPARATE, R_RUNS),
	DROP("-Xcuda-fatbinary", SEPARATE, R_RUNS), DROP("-Xcuda-ptxas", SEPARATE, R_RUNS),
	DROP("--cuda-", JOINED, R_RUNS), DROP("--hip", JOINED, R_RUNS),
	DROP("--rocm-", JOINED, R_RUNS), DROP("--amdgpu-arch-tool=", JOINED, R_RUNS),
	DROP("--nvptx-arch-tool=", JOINED, R_RUNS), DROP("-fopenmp-targets=", JOINED, R_RUNS),
	DROP("-fintegrated-cc1", FLAG, R_RUNS), DROP("-fno-integrated-cc1", FLAG, R_RUNS),

	/* Loading code */
	DROP("-fplugin=", JOINED, R_LOADS), DROP("-fplugin-arg-", JOINED, R_LOADS),
	DROP("-fpass-plugin=", JOINED, R_LOADS), DROP("-load", SEPARATE, R_LOADS),
	DROP("-plugin", SEPARATE, R_LOADS), DROP("-add-plugin", SEPARATE, R_LOADS),
	DROP("-plugin-arg-", JOINED_AND_SEPARATE, R_LOADS),
	DROP("-mllvm", SEPARATE, R_LLVM), DROP("-mllvm=", JOINED, R_LLVM),
	DROP("-mmlir", SEPARATE, R_LLVM),

	/* Writing files (dependency files, modules, traces, crash reports, temporaries) */
	DROP("-dependency-file", SEPARATE, R_WRITES), DROP("-dependency-dot", SEPARATE, R_WRITES),
	DROP("-header-include-file", SEPARATE, R_WRITES),
	DROP("-header-include-format=", JOINED, R_WRITES),
	DROP("-header-include-filtering=", JOINED, R_WRITES),
	DROP("-sys-header-deps", FLAG, R_WRITES), DROP("-module-file-deps", FLAG, R_WRITES),
	DROP("-gen-cdb-fragment-path", SEPARATE, R_WRITES),
	DROP("--write-dependencies", FLAG, R_WRITES),
	DROP("--write-user-dependencies", FLAG, R_WRITES),
	DROP("-serialize-diagnostics", SEPARATE, R_WRITES),
	DROP("-serialize-diagnostic-file", SEPARATE, R_WRITES),
	DROP("--serialize-diagnostics", SEPARATE, R_WRITES),
	DROP("-fmodules", JOINED, R_WRITES), DROP("-fmodules-user-build-path", SEPARATE, R_WRITES),
	DROP("-fmodule-", JOINED, R_WRITES), DROP("-fmodule-feature", SEPARATE, R_WRITES),
	DROP("-fmodule-implementation-of", SEPARATE, R_WRITES),
	DROP("-fimplicit-module", JOINED, R_WRITES), DROP("-fbuiltin-module-map", FLAG, R_WRITES),
	DROP("-fprebuilt-", JOINED, R_WRITES), DROP("-fcxx-modules", FLAG, R_WRITES),
	DROP("-module-dependency-dir", SEPARATE, R_WRITES),
	DROP("-module-dir", JOINED_OR_SEPARATE, R_WRITES),
	DROP("-fcrash-diagnostics", JOINED, R_WRITES), DROP("-gen-reproducer", JOINED, R_WRITES),
	DROP("-ftime-trace", JOINED, R_WRITES), DROP("-save-temps", JOINED, R_WRITES),
	DROP("--save-temps", JOINED, R_WRITES), DROP("-save-stats", JOINED, R_WRITES),
	DROP("-fproc-stat-report", JOINED, R_WRITES),
	DROP("-fsave-optimization-record", JOINED, R_WRITES),
	DROP("-foptimization-record-file=", JOINED, R_WRITES),
	DROP("-fdump-", JOINED, R_WRITES), DROP("-fstack-usage", FLAG, R_WRITES),
	DROP("-fcallgraph-info", JOINED, R_WRITES), DROP("-dumpdir", SEPARATE, R_WRITES),
	DROP("-emit-", JOINED, R_WRITES), DROP("--analyze", FLAG, R_WRITES),
	DROP("--analyzer-output", JOINED_OR_SEPARATE, R_WRITES),
	DROP("-Xanalyzer", SEPARATE, R_WRITES), DROP("--precompile", FLAG, R_WRITES),
	DROP("-split-dwarf-file", SEPARATE, R_WRITES),
	DROP("-split-dwarf-output", SEPARATE, R_WRITES),
	DROP("-arcmt-migrate-report-output", SEPARATE, R_WRITES),
	DROP("-mt-migrate-directory", SEPARATE, R_WRITES), DROP("--migrate", FLAG, R_WRITES),
	DROP("-fprofile-", JOINED, R_PROFILE),

	/* Reading what stands in for the sources, or more options */
	DROP("-include-pch", SEPARATE, R_READS), DROP("-ivfsoverlay", JOINED_OR_SEPARATE, R_READS),
	DROP("-vfsoverlay", JOINED_OR_SEPARATE, R_READS), DROP("-ast-merge", SEPARATE, R_READS),
	DROP("-fcuda-include-gpubinary", SEPARATE, R_READS),
	DROP("--config", SEPARATE, R_CONFIG), DROP("--config=", JOINED, R_CONFIG),
	DROP("--config-system-dir=", JOINED, R_CONFIG), DROP("--config-user-dir=", JOINED, R_CONFIG),

	/* Printing instead of parsing */
	DROP("-###", FLAG, R_PRINTS), DROP("-v", FLAG, R_PRINTS), DROP("--verbose", FLAG, R_PRINTS),
	DROP("--version", FLAG, R_PRINTS), DROP("-version", FLAG, R_PRINTS),
	DROP("-help", FLAG, R_PRINTS), DROP("--help", JOINED, R_PRINTS),
	DROP("--target-help", FLAG, R_PRINTS), DROP("--autocomplete=", JOINED, R_PRINTS),
	DROP("-print-", JOINED, R_PRINTS), DROP("--print-", JOINED, R_PRINTS),
	DROP("--print-file-name", SEPARATE, R_PRINTS), DROP("--print-prog-name", SEPARATE, R_PRINTS),
	DROP("-dump", JOINED, R_PRINTS), DROP("-ast-", JOINED, R_PRINTS),
	DROP("-ast-dump-filter", SEPARATE, R_PRINTS),
	DROP("-E", FLAG, R_PRINTS), DROP("--preprocess", FLAG, R_PRINTS), DROP("-M", FLAG, R_PRINTS),
	DROP("-MM", FLAG, R_PRINTS), DROP("--dependencies", FLAG, R_PRINTS),
	DROP("--user-dependencies", FLAG, R_PRINTS), DROP("-H", FLAG, R_PRINTS),
	DROP("--trace-includes", FLAG, R_PRINTS), DROP("-dM", FLAG, R_PRINTS),
	DROP("-dD", FLAG, R_PRINTS), DROP("-dI", FLAG, R_PRINTS), DROP("-dN", FLAG, R_PRINTS),
	DROP("-dU", FLAG, R_PRINTS), DROP("-ftime-report", JOINED, R_PRINTS),
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* Value checks of allowlisted options: NULL when the value may pass. */

static const char *check_language(const char *value)
{
	return strcmp(value, "c") == 0 || strcmp(value, "c-header") == 0 ? NULL : R_LANG;
}

static const char *check_opt_level(const char *value)
{
	static const char *const levels[] = { "", "0", "1", "2", "3", "4", "s", "z", "g", "fast" };
	size_t i;

	for (i = 0; i < COUNT(levels); i++)
		if (strcmp(value, levels[i]) == 0)
			return NULL;
	return R_VALUE;	/* -ObjC, -ObjC++ and the like */
}

static int is_word(const char *value, const char *extra)
{
	const char *p;

	if (!*value)
		return 0;
	for (p = value; *p; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		      (*p >= '0' && *p <= '9') || strchr(extra, *p)))
			return 0;
	return 1;
}

/* -march=, -mcpu= and the like: a name, never a request to probe or to list. */
static const char *check_machine(const char *value)
{
	if (strcmp(value, "native") == 0)
		return R_NATIVE;
	if (strcmp(value, "help") == 0 || strcmp(value, "?") == 0)
		return R_HELP;
	return is_word(value, "_.+-,") ? NULL : R_VALUE;
}

static const char *check_triple(const char *value)
{
	return is_word(value, "_.-") ? NULL : R_VALUE;
}

/* "-include -" would read the include from standard input. */
static const char *check_include(const char *value)
{
	return !*value || strcmp(value, "-") == 0 ? R_STDIN : NULL;
}

/* Table lookups */

static const char *drop_pattern(const char *arg)
{
	size_t i;

	for (i = 0; i < COUNT(drop_patterns); i++)
		if (fnmatch(drop_patterns[i].glob, arg, 0) == 0)
			return drop_patterns[i].why;
	return NULL;
}

static int keep_pattern(const char *arg)
{
	size_t i;

	for (i = 0; i < COUNT(keep_patterns); i++)
		if (fnmatch(keep_patterns[i], arg, 0) == 0)
			return 1;
	return 0;
}

/* The rule clang would read arg with: the longest name that matches, or NULL. */
static const struct rule *find_rule(const char *arg)
{
	const struct rule *best = NULL;
	size_t best_len = 0, i;

	for (i = 0; i < COUNT(rules); i++) {
		const struct rule *r = &rules[i];
		size_t len = strlen(r->name);
		int exact = strcmp(arg, r->name) == 0;
		int prefix = strncmp(arg, r->name, len) == 0;

		if (r->form == FLAG || r->form == SEPARATE ? !exact : !prefix)
			continue;
		if (len > best_len) {
			best = r;
			best_len = len;
		}
	}
	return best;
}

/* The rule arg is judged by, unless a pattern decides it first. */
static const struct rule *rule_for(const char *arg)
{
	return drop_pattern(arg) || keep_pattern(arg) ? NULL : find_rule(arg);
}

/* True when the value of the option that arg starts is the next element. */
static int value_is_next(const struct rule *r, const char *arg)
{
	return r->form == SEPARATE || r->form == JOINED_AND_SEPARATE ||
	       (r->form == JOINED_OR_SEPARATE && arg[strlen(r->name)] == '\0');
}

int args_takes_value(const char *arg)
{
	const struct rule *r = rule_for(arg);

	return r && value_is_next(r, arg);
}

/* Judging */

struct ctx {
	enum args_origin origin;
	const char *source;	/* the file analysed, or NULL */
	int wrapped;		/* judging what a wrapper passes on */
};

/* One option with its value (or one word): how many elements, and why it goes. */
struct item {
	int n;
	char *why;	/* NULL: kept */
};

static struct item kept(int n)
{
	struct item it = { n, NULL };

	return it;
}

static struct item dropped(int n, const char *why)
{
	struct item it = { n, xstrdup(why) };

	return it;
}

/* Only the allowlist passes: a database's arguments, and anything wrapped. */
static int strict(const struct ctx *ctx)
{
	return ctx->wrapped || ctx->origin == ARGS_FROM_DATABASE;
}

static int is_input_file(const char *arg)
{
	static const char *const exts[] = { ".c", ".h", ".i", ".S", ".s", ".cc", ".cpp", ".o",
					    ".a", ".so" };
	size_t i;

	for (i = 0; i < COUNT(exts); i++)
		if (ends_with(arg, exts[i]))
			return 1;
	return 0;
}

int args_is_c_source(const char *path)
{
	return ends_with(path, ".c") || ends_with(path, ".h");
}

/* An element that is not an option: a file name, a response file, a stray word. */
static struct item judge_word(const char *arg, const struct ctx *ctx)
{
	if (ctx->source && strcmp(arg, ctx->source) == 0)
		return dropped(1, R_SOURCE);
	if (strcmp(arg, "-") == 0)
		return dropped(1, R_STDIN);
	if (arg[0] != '-' && is_input_file(arg))
		return dropped(1, R_INPUT);
	if (!strict(ctx))
		return kept(1);
	return dropped(1, arg[0] == '@' ? R_RESPONSE : R_STRAY);
}

static struct item judge_rule(const char *const *argv, int argc, int i, const struct rule *r)
{
	const char *value = argv[i] + strlen(r->name), *why;
	int n = 1;

	if (r->form == FLAG)
		value = "";
	if (value_is_next(r, argv[i])) {
		if (i + 1 >= argc)
			return dropped(1, r->why ? r->why : R_MISSING);
		value = argv[i + 1];
		n = 2;
	}
	if (r->why)
		return dropped(n, r->why);
	why = r->check ? r->check(value) : NULL;
	return why ? dropped(n, why) : kept(n);
}

static struct item judge(const char *const *argv, int argc, int i, const struct ctx *ctx);

/*
 * Judges the arguments a wrapper passes on, as one command line of their own
 * that only the allowlist passes. Returns NULL when every one is kept, else
 * why the wrapper is dropped.
 */
static char *judge_passed_on(const char *const *args, int nargs)
{
	struct ctx inner = { ARGS_FROM_DATABASE, NULL, 1 };
	int k = 0;

	while (k < nargs) {
		struct item it = judge(args, nargs, k, &inner);

		if (it.why) {
			char *why = xasprintf("passes on '%s': %s", args[k], it.why);

			free(it.why);
			return why;
		}
		k += it.n;
	}
	return NULL;
}

/* -Wp,A,B,C passes A, B and C on, split at every comma. */
static struct item judge_commas(const char *list)
{
	struct ptrvec parts = PTRVEC_INIT;
	struct item it = { 1, NULL };
	const char *p = list;

	for (;;) {
		const char *comma = strchr(p, ',');

		ptrvec_push(&parts, comma ? xstrndup(p, (size_t)(comma - p)) : xstrdup(p));
		if (!comma)
			break;
		p = comma + 1;
	}
	it.why = judge_passed_on((const char *const *)parts.items, (int)parts.len);
	ptrvec_free_all(&parts);
	return it;
}

/* What the wrapper w at argv[i] passes on (NULL: nothing), and the elements it spans. */
static const char *unwrap(const char *const *argv, int argc, int i, const struct rule *w, int *span)
{
	if (w->form == JOINED) {
		*span = 1;
		return argv[i] + strlen(w->name);
	}
	*span = i + 1 < argc ? 2 : 1;
	return i + 1 < argc ? argv[i + 1] : NULL;
}

/*
 * -Xclang X, -Xclang=X, -Xpreprocessor X, -Xarch_<arch> X, -Wp,X: X must pass
 * the allowlist. An X that takes a separate value finds it in the next
 * wrapper of the same kind (-Xclang -include -Xclang foo.h), as clang does.
 */
static struct item judge_wrapper(const char *const *argv, int argc, int i, const struct rule *w)
{
	const char *passed[2];
	const struct rule *inner, *next;
	const char *value;
	int span, more, n = 1;
	struct item it;

	passed[0] = unwrap(argv, argc, i, w, &span);
	if (!passed[0])
		return dropped(span, R_MISSING);
	if (w->wrap == WRAP_COMMAS)
		return judge_commas(passed[0]);
	inner = rule_for(passed[0]);
	if (inner && !inner->wrap && value_is_next(inner, passed[0])) {
		next = i + span < argc ? rule_for(argv[i + span]) : NULL;
		value = next && next->wrap == w->wrap && w->wrap != WRAP_XARCH
				? unwrap(argv, argc, i + span, next, &more) : NULL;
		if (!value)
			return dropped(span, R_MISSING);
		passed[n++] = value;
		span += more;
	}
	it.n = span;
	it.why = judge_passed_on(passed, n);
	return it;
}

/* Judges the option or word at argv[i]. */
static struct item judge(const char *const *argv, int argc, int i, const struct ctx *ctx)
{
	const char *arg = argv[i], *why;
	const struct rule *r;

	if (arg[0] != '-' || arg[1] == '\0')
		return judge_word(arg, ctx);
	if (strcmp(arg, "--") == 0)
		return dropped(1, R_DASHDASH);
	why = drop_pattern(arg);
	if (why)
		return dropped(1, why);
	if (keep_pattern(arg))
		return kept(1);
	r = find_rule(arg);
	if (!r)
		return strict(ctx) ? dropped(1, R_UNKNOWN) : kept(1);
	if (r->wrap && ctx->wrapped) {
		int span;

		unwrap(argv, argc, i, r, &span);
		return dropped(span, R_NESTED);
	}
	if (r->wrap)
		return judge_wrapper(argv, argc, i, r);
	return judge_rule(argv, argc, i, r);
}

void args_filter(const char *const *argv, int argc, int has_compiler, enum args_origin origin,
		 const char *source, struct filtered_args *out)
{
	struct ctx ctx = { origin, source, 0 };
	int i = has_compiler ? 1 : 0;

	while (i < argc) {
		struct item it = judge(argv, argc, i, &ctx);
		int k;

		for (k = 0; k < it.n; k++) {
			if (!it.why) {
				ptrvec_push(&out->keep, xstrdup(argv[i + k]));
				continue;
			}
			ptrvec_push(&out->dropped, xstrdup(argv[i + k]));
			ptrvec_push(&out->why, k ? NULL : it.why);
		}
		i += it.n;
	}
}

void args_filter_cmd(const struct compile_cmd *cmd, struct filtered_args *out)
{
	args_filter((const char *const *)cmd->argv.items, (int)cmd->argv.len, cmd->has_compiler,
		    cmd->flags_from_user ? ARGS_FROM_USER : ARGS_FROM_DATABASE, cmd->file, out);
}

void filtered_args_release(struct filtered_args *fa)
{
	ptrvec_free_all(&fa->keep);
	ptrvec_free_all(&fa->dropped);
	ptrvec_free_all(&fa->why);
}

/* A database's strings reach the terminal: no control character gets there raw. */
static void put_escaped(FILE *out, const char *s)
{
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c < 0x20 || c == 0x7f)
			fprintf(out, "\\%03o", c);
		else
			fputc(c, out);
	}
}

void args_print_dropped(FILE *out, const struct filtered_args *fa)
{
	size_t k = 0;

	while (k < fa->dropped.len) {
		const char *why = fa->why.items[k];

		fputs("timercheck: dropped ", out);
		put_escaped(out, fa->dropped.items[k]);
		for (k++; k < fa->dropped.len && !fa->why.items[k]; k++) {
			fputc(' ', out);
			put_escaped(out, fa->dropped.items[k]);
		}
		/* In parentheses: "-Werror: ..." would read as a diagnostic. */
		fputs(" (", out);
		put_escaped(out, why ? why : "");
		fputs(")\n", out);
	}
}
