/*
 * tools/bench.d/phases.c -- one libclang parse, for tools/bench --phases.
 *
 * usage: phases parse|dpr|walk <clang arguments...> <file>
 *   parse  clang_parseTranslationUnit2FullArgv with CXTranslationUnit_KeepGoing
 *   dpr    the same plus CXTranslationUnit_DetailedPreprocessingRecord (what timercheck asks for)
 *   walk   dpr plus one recursive clang_visitChildren over the whole TU
 * Exit status 0 when the TU parsed, 1 otherwise. Prints the cursor count for walk.
 */
#include <clang-c/Index.h>
#include <stdio.h>
#include <string.h>

static enum CXChildVisitResult count(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)c;
	(void)parent;
	++*(unsigned long *)data;
	return CXChildVisit_Recurse;
}

int main(int argc, char **argv)
{
	unsigned flags = CXTranslationUnit_KeepGoing;
	CXTranslationUnit tu = NULL;
	CXIndex index;
	unsigned long n = 0;
	int walk;

	if (argc < 3) {
		fprintf(stderr, "usage: phases parse|dpr|walk <clang arguments...> <file>\n");
		return 2;
	}
	walk = strcmp(argv[1], "walk") == 0;
	if (walk || strcmp(argv[1], "dpr") == 0)
		flags |= CXTranslationUnit_DetailedPreprocessingRecord;
	index = clang_createIndex(0, 0);
	argv[1] = "clang"; /* FullArgv wants a compiler name first */
	if (clang_parseTranslationUnit2FullArgv(index, NULL, (const char *const *)argv + 1,
						argc - 1, NULL, 0, flags, &tu) != CXError_Success ||
	    !tu)
		return 1;
	if (walk) {
		clang_visitChildren(clang_getTranslationUnitCursor(tu), count, &n);
		printf("%lu cursors\n", n);
	}
	clang_disposeTranslationUnit(tu);
	clang_disposeIndex(index);
	return 0;
}
