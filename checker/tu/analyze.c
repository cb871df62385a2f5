/*
 * One translation unit from compile command to facts (see analyze.h).
 */
#include "tu/analyze.h"

#include "tu/clang.h"

#include <stdlib.h>
#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "tu/arg_filter.h"
#include "tu/clang_helpers.h"
#include "tu/extract.h"
#include "tu/record_keys.h"
#include "tu/resource_dir.h"
#include "tu/type_keys.h"
#include "support/paths.h"

static void add_diag(struct tu_facts *tf, const char *file, unsigned line, unsigned col,
		     const char *message)
{
	struct fact *f = facts_add(tf, FACT_DIAG);

	tc_loc_set(&f->loc, file, line, col);
	f->text = xstrdup(message);
}

/*
 * Errors with a file position are the code's: they become FACT_DIAG. Errors
 * without one come from the driver (an unknown flag): the TU still parses, so
 * they are only explained under --verbose.
 */
static void collect_diagnostics(CXTranslationUnit tu, const struct tu_options *opts,
				struct tu_facts *tf)
{
	unsigned i, n = clang_getNumDiagnostics(tu);

	for (i = 0; i < n; i++) {
		CXDiagnostic d = clang_getDiagnostic(tu, i);
		enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(d);

		if (sev >= CXDiagnostic_Error) {
			char *msg = cx_take(clang_getDiagnosticSpelling(d));
			struct tc_loc loc = { NULL, 0, 0 };

			cx_file_loc(clang_getDiagnosticLocation(d), &loc);
			if (loc.file) {
				add_diag(tf, loc.file, loc.line, loc.col, msg);
				tf->status = TU_ERRORS;
			} else if (opts->verbose) {
				fprintf(opts->verbose, "timercheck: %s: compiler said: %s (ignored)\n",
					tf->main_file, msg);
			}
			tc_loc_release(&loc);
			free(msg);
		}
		clang_disposeDiagnostic(d);
	}
}

/*
 * The files a TU read, for the cache's and the index's staleness checks.
 * libclang finds a file other than the main one by a linear search of the
 * TU's source locations (about 300000 instructions a call in a kernel TU,
 * 600 headers), so neither the file's text nor a location in it is asked
 * of libclang when a cheaper way gives the same answer.
 */
struct included {
	CXFile file;
	unsigned depth;
	CXSourceLocation at;	/* the #include that read it (depth > 0) */
	CXSourceLocation inside;	/* a location in the file itself, if one is known */
	int has_inside;
};

struct dep_walk {
	CXTranslationUnit tu;
	struct tu_facts *tf;
	const char *dir;
	time_t parsed;		/* when the parse began */
	struct included *files;
	size_t len, cap;
};

static void note_inclusion(CXFile file, CXSourceLocation *stack, unsigned depth, CXClientData data)
{
	struct dep_walk *dw = data;
	struct included *in;

	if (dw->len == dw->cap) {
		dw->cap = dw->cap ? 2 * dw->cap : 256;
		dw->files = xrealloc(dw->files, dw->cap * sizeof(*dw->files));
	}
	in = &dw->files[dw->len++];
	memset(in, 0, sizeof(*in));	/* a zeroed CXSourceLocation is the null one */
	in->file = file;
	in->depth = depth;
	if (depth)
		in->at = stack[0];
}

/* The file names the facts' locations hold: the files a fix may edit. */
static void named_files(const struct tu_facts *tf, struct strmap *names)
{
	size_t i;

	for (i = 0; i < tf->facts.len; i++) {
		const struct fact *f = tf->facts.items[i];

		if (f->loc.file)
			strmap_put(names, f->loc.file, NULL);
		if (f->spell.file)
			strmap_put(names, f->spell.file, NULL);
		if (f->decl.file)
			strmap_put(names, f->decl.file, NULL);
	}
}

/*
 * The hash of a header's text. Read from disk when the file was last
 * changed before the parse began (so clang read that same text), else
 * libclang's own copy.
 */
static unsigned long long header_hash(struct dep_walk *dw, CXFile file, const char *abs)
{
	struct stat st;
	char *text = NULL;
	size_t size = 0;
	const char *contents;
	unsigned long long h;

	if (stat(abs, &st) == 0 && S_ISREG(st.st_mode) && st.st_mtime + 1 < dw->parsed &&
	    read_file(abs, &text, &size) == 0) {
		h = content_hash(text, size);
		free(text);
		return h;
	}
	contents = clang_getFileContents(dw->tu, file, &size);
	return content_hash(contents ? contents : "", size);
}

/*
 * Is a header a system one (--fix never edits one)? Clang makes a header
 * included from a system header one too; else it depends on where the
 * header was found. That is asked of a location in the header: one of its
 * own #include lines when it has some, else (slow) its first byte, and only
 * for a file the facts name, the only files a fix can edit.
 */
static int header_is_system(struct dep_walk *dw, const struct included *in, const char *abs,
			    const struct strmap *names)
{
	if (clang_Location_isInSystemHeader(in->at))
		return 1;
	if (in->has_inside)
		return clang_Location_isInSystemHeader(in->inside);
	if (!strmap_find(names, abs))
		return 0;	/* not asked: no fix can edit it (half a kernel TU's headers) */
	return clang_Location_isInSystemHeader(clang_getLocationForOffset(dw->tu, in->file, 0));
}

static void record_dependencies(struct dep_walk *dw)
{
	struct strmap names = STRMAP_INIT;
	size_t i, j;

	clang_getInclusions(dw->tu, note_inclusion, dw);
	named_files(dw->tf, &names);
	/* Each #include is a location inside its includer. */
	for (i = 0; i < dw->len; i++) {
		CXFile includer = NULL;

		if (!dw->files[i].depth)
			continue;
		clang_getFileLocation(dw->files[i].at, &includer, NULL, NULL, NULL);
		for (j = 0; includer && j < dw->len; j++)
			if (!dw->files[j].has_inside && clang_File_isEqual(dw->files[j].file, includer)) {
				dw->files[j].inside = dw->files[i].at;
				dw->files[j].has_inside = 1;
				break;
			}
	}
	for (i = 0; i < dw->len; i++) {
		const struct included *in = &dw->files[i];
		char *name = cx_take(clang_getFileName(in->file));
		char *abs = path_absolute(name, dw->dir);
		struct tu_dep *dep;

		if (!in->depth) {
			size_t size = 0;
			const char *contents = clang_getFileContents(dw->tu, in->file, &size);

			tu_facts_add_dep(dw->tf, abs, content_hash(contents ? contents : "",
								 size));
		} else {
			dep = tu_facts_add_dep(dw->tf, abs, header_hash(dw, in->file, abs));
			dep->system = header_is_system(dw, in, abs, &names);
		}
		free(abs);
		free(name);
	}
	strmap_release(&names);
	free(dw->files);
}

/* The last relative path made absolute, and its answer. */
struct abs_cache {
	char *rel, *abs;
};

/* Headers found through relative -I paths come out relative to the working directory. */
static void absolute_loc(struct tc_loc *loc, const char *dir, struct abs_cache *cache)
{
	if (!loc->file || loc->file[0] == '/')
		return;
	/* Facts come in walk order, header by header: the last answer is usually the one. */
	if (!cache->rel || strcmp(cache->rel, loc->file) != 0) {
		free(cache->rel);
		free(cache->abs);
		cache->rel = xstrdup(loc->file);
		cache->abs = path_absolute(loc->file, dir);
	}
	free(loc->file);
	loc->file = xstrdup(cache->abs);
}

static void absolute_paths(struct tu_facts *tf, const char *dir)
{
	struct abs_cache cache = { NULL, NULL };
	size_t i;

	for (i = 0; i < tf->facts.len; i++) {
		struct fact *f = tf->facts.items[i];

		absolute_loc(&f->loc, dir, &cache);
		absolute_loc(&f->spell, dir, &cache);
		absolute_loc(&f->decl, dir, &cache);
	}
	free(cache.rel);
	free(cache.abs);
}

/* A missing or special main file gets a clear message instead of libclang's generic failure. */
static int unreadable(const char *path, struct tu_facts *tf)
{
	struct stat st;
	char *msg = NULL;

	if (stat(path, &st) != 0)
		msg = xasprintf("cannot read this file: %s", strerror(errno));
	else if (!S_ISREG(st.st_mode))
		msg = xstrdup("cannot analyse this file: not a regular file");
	if (!msg)
		return 0;
	add_diag(tf, path, 0, 0, msg);
	tf->status = TU_FAILED;
	free(msg);
	return 1;
}

static void print_args(FILE *out, const char *what, const struct ptrvec *v)
{
	size_t i;

	fprintf(out, "timercheck: %s:", what);
	for (i = 0; i < v->len; i++)
		fprintf(out, " %s", (const char *)v->items[i]);
	fputc('\n', out);
}

struct tu_parser {
	CXIndex index;
};

struct tu_parser *tu_parser_new(void)
{
	struct tu_parser *p = xcalloc(1, sizeof(*p));

	p->index = clang_createIndex(0, 0);
	return p;
}

void tu_parser_free(struct tu_parser *parser)
{
	if (!parser)
		return;
	clang_disposeIndex(parser->index);
	free(parser);
}

static const char *const gcc_warnings_not_errors[] = {
	"-Wno-error=implicit-function-declaration",
	"-Wno-error=implicit-int",
	"-Wno-error=incompatible-function-pointer-types",
	"-Wno-error=incompatible-pointer-types",
	"-Wno-error=int-conversion",
	"-Wno-error=return-type",
};
int tu_parser_check(struct tu_parser *parser)
{
	static const char name[] = "timercheck-startup-check.c";
	static const char text[] = "int timercheck_startup_check;\n";
	const char *const argv[] = { "clang", "-w", name };
	struct CXUnsavedFile unsaved = { name, text, sizeof(text) - 1 };
	CXTranslationUnit tu = NULL;
	enum CXErrorCode code;

	code = clang_parseTranslationUnit2FullArgv(parser->index, NULL, argv, 3, &unsaved, 1,
						   CXTranslationUnit_None, &tu);
	if (tu)
		clang_disposeTranslationUnit(tu);
	return code == CXError_Success && tu ? 0 : -1;
}

void tu_analyze(struct tu_parser *parser, const struct compile_cmd *cmd,
		const struct tu_options *opts, struct tu_facts *tf)
{
	CXIndex index = parser->index;
	struct filtered_args fa = FILTERED_ARGS_INIT;
	struct ptrvec argv = PTRVEC_INIT;
	CXTranslationUnit tu = NULL;
	struct CXUnsavedFile unsaved = { NULL, NULL, 0 };
	enum CXErrorCode code;
	time_t parsed;
	char *wd;
	size_t i;

	tf->main_file = xstrdup(cmd->file);
	if (!cmd->contents && unreadable(cmd->file, tf))
		return;
	args_filter_cmd(cmd, &fa);
	if (opts->verbose) {
		fprintf(opts->verbose, "timercheck: %s: working directory %s\n", cmd->file,
			cmd->directory);
		print_args(opts->verbose, "compiler flags used", &fa.keep);
		if (fa.dropped.len) {
			print_args(opts->verbose, "compiler flags dropped", &fa.dropped);
			args_print_dropped(opts->verbose, &fa);
		}
		fprintf(opts->verbose, "timercheck: %s: compiler resource directory %s\n", cmd->file,
			resource_dir() ? resource_dir() : "(none found next to libclang)");
	}

	/* FullArgv wants a compiler name first; it is never executed. */
	wd = xasprintf("-working-directory=%s", cmd->directory);
	ptrvec_push(&argv, "clang");
	ptrvec_push(&argv, wd);
	/* Else the driver's guess depends on the current directory (resource_dir.h). */
	if (resource_dir()) {
		ptrvec_push(&argv, "-resource-dir");
		ptrvec_push(&argv, (void *)resource_dir());
	}
	for (i = 0; i < fa.keep.len; i++)
		ptrvec_push(&argv, fa.keep.items[i]);
	ptrvec_push(&argv, "-w");
	ptrvec_push(&argv, "-ferror-limit=0");
	/*
	 * Code that gcc compiles is analysed completely: these are warnings
	 * in gcc and default errors only in newer clang. Kept as warnings (and
	 * silenced by -w), the incompatible function-pointer conversions they
	 * cover become timercheck findings (extract.c).
	 */
	for (i = 0; i < sizeof(gcc_warnings_not_errors) / sizeof(*gcc_warnings_not_errors); i++)
		ptrvec_push(&argv, (void *)gcc_warnings_not_errors[i]);
	ptrvec_push(&argv, cmd->file);

	if (cmd->contents) {
		unsaved.Filename = cmd->file;
		unsaved.Contents = cmd->contents;
		unsaved.Length = (unsigned long)cmd->contents_len;
	}
	parsed = time(NULL);
	code = clang_parseTranslationUnit2FullArgv(
		index, NULL, (const char *const *)argv.items, (int)argv.len,
		cmd->contents ? &unsaved : NULL, cmd->contents ? 1 : 0,
		CXTranslationUnit_DetailedPreprocessingRecord | CXTranslationUnit_KeepGoing, &tu);
	if (code != CXError_Success || !tu) {
		char *msg = xasprintf("cannot parse this file: %s", cx_describe_error(code));

		add_diag(tf, cmd->file, 0, 0, msg);
		free(msg);
		tf->status = TU_FAILED;
	} else {
		collect_diagnostics(tu, opts, tf);
		extract_facts(tu, tf, cmd->directory);
		record_keys_add(tu, tf);
		absolute_paths(tf, cmd->directory);
		if (opts->hash_deps) {
			struct dep_walk dw = { tu, tf, cmd->directory, parsed, NULL, 0, 0 };

			record_dependencies(&dw);
		}
		clang_disposeTranslationUnit(tu);
		type_keys_reset();	/* the next TU's types may take the same addresses */
	}
	ptrvec_release(&argv);
	free(wd);
	filtered_args_release(&fa);
}
