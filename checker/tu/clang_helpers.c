/*
 * libclang helpers (see clang_helpers.h).
 */
#include "tu/clang_helpers.h"

#include <stdlib.h>
#include <string.h>

#include "tu/libclang.h"

char *cx_take(CXString s)
{
	const char *p = clang_getCString(s);
	char *copy = xstrdup(p ? p : "");

	clang_disposeString(s);
	return copy;
}

char *cx_cursor_spelling(CXCursor c)
{
	return cx_take(clang_getCursorSpelling(c));
}

char *cx_type_spelling(CXType t)
{
	return cx_take(clang_getTypeSpelling(t));
}

char *cx_cursor_usr(CXCursor c)
{
	return cx_take(clang_getCursorUSR(c));
}

static void fill_loc(CXFile file, unsigned line, unsigned col, struct tc_loc *loc)
{
	char *name = file ? cx_take(clang_getFileName(file)) : NULL;

	free(loc->file);
	loc->file = (name && *name) ? name : NULL;
	if (name && !*name)
		free(name);
	loc->line = line;
	loc->col = col;
}

void cx_file_loc(CXSourceLocation sl, struct tc_loc *loc)
{
	CXFile file;
	unsigned line, col, off;

	clang_getFileLocation(sl, &file, &line, &col, &off);
	fill_loc(file, line, col, loc);
}

void cx_spelling_loc(CXSourceLocation sl, struct tc_loc *loc)
{
	CXFile file;
	unsigned line, col, off;

	clang_getSpellingLocation(sl, &file, &line, &col, &off);
	fill_loc(file, line, col, loc);
}

void cx_plain_file_loc(CXSourceLocation sl, struct tc_loc *loc)
{
	struct tc_loc spell = { NULL, 0, 0 };
	CXFile ef;
	unsigned line, col, off;

	cx_file_loc(sl, loc);
	cx_spelling_loc(sl, &spell);
	clang_getExpansionLocation(sl, &ef, &line, &col, &off);
	if (!loc->file || !tc_loc_equal(loc, &spell) || line != loc->line || col != loc->col)
		tc_loc_release(loc);
	tc_loc_release(&spell);
}

int tc_loc_equal(const struct tc_loc *a, const struct tc_loc *b)
{
	if (a->line != b->line || a->col != b->col)
		return 0;
	if (!a->file || !b->file)
		return a->file == b->file;
	return strcmp(a->file, b->file) == 0;
}

const char *cx_describe_error(enum CXErrorCode code)
{
	switch (code) {
	case CXError_Success: return "success";
	case CXError_Failure: return "libclang failed to parse it (unknown failure)";
	case CXError_Crashed: return "libclang crashed while parsing it";
	case CXError_InvalidArguments: return "libclang rejected the arguments";
	case CXError_ASTReadError: return "libclang could not read the AST";
	}
	return "libclang returned an unknown error code";
}

char *libclang_version(void)
{
	CXString v = clang_getClangVersion();
	char *s = xasprintf("libclang %s, C API %d.%d", clang_getCString(v), CINDEX_VERSION_MAJOR,
			    CINDEX_VERSION_MINOR);

	clang_disposeString(v);
	return s;
}
