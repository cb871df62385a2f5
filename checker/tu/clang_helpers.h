/*
 * Tiny libclang helpers: taking ownership of CXStrings and turning source
 * locations into plain struct tc_loc values. Every CXString obtained here is
 * disposed of here.
 */
#ifndef TIMERCHECK_TU_CLANG_HELPERS_H
#define TIMERCHECK_TU_CLANG_HELPERS_H

#include "tu/clang.h"

#include "facts/facts.h"

/* Returns a malloc'd copy of s and disposes of s; never NULL. Caller frees. */
char *cx_take(CXString s);

/* Spelling of a cursor or type, as a malloc'd string. */
char *cx_cursor_spelling(CXCursor c);
char *cx_type_spelling(CXType t);
char *cx_cursor_usr(CXCursor c);

/*
 * The file position the user wrote (clang_getFileLocation: macro arguments
 * map to where they are written, macro bodies to the expansion site).
 * Sets loc->file to NULL when the location is not in a file.
 */
void cx_file_loc(CXSourceLocation sl, struct tc_loc *loc);
/* Where the text is spelled (inside a macro definition for macro bodies). */
void cx_spelling_loc(CXSourceLocation sl, struct tc_loc *loc);

/*
 * For fix-its: the file position of sl, or loc->file NULL when sl is not in
 * a file or comes from a macro (its body or an argument of an expansion),
 * where an edit would change the macro or its use. Every fix-it's ends go
 * through here (the fix engine refuses edits inside #define lines too, but
 * cannot see expansions).
 */
void cx_plain_file_loc(CXSourceLocation sl, struct tc_loc *loc);

/* True when both locations denote the same file position. */
int tc_loc_equal(const struct tc_loc *a, const struct tc_loc *b);

/* Human-readable text for a CXErrorCode from clang_parseTranslationUnit2*. */
const char *cx_describe_error(enum CXErrorCode code);

#endif
