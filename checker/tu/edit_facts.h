/*
 * Edit facts: the source ranges that migrations and cast fixes rewrite
 * (the "edit" fact kind, facts/facts.h). Written after extract.c's walk,
 * from the facts it wrote: only the main file, only what those facts point
 * at. Keeps no cursor past its return (the trail's are the caller's).
 */
#ifndef TIMERCHECK_TU_EDIT_FACTS_H
#define TIMERCHECK_TU_EDIT_FACTS_H

#include "tu/clang.h"

#include "facts/facts.h"

/*
 * The cursors of extract.c's walk that the edit facts read, kept as the
 * walk meets them so that the main file's code is walked once, not twice:
 * the file-scope function declarations and definitions, variables and
 * main-file macro expansions, and, after a main-file definition or
 * variable, the cursors of its code the edit facts look at (calls, casts,
 * stores, references, local variables), with their parent's kind.
 */
enum edit_step_role {
	EDIT_STEP_EXPANSION,	/* a macro expansion in the main file */
	EDIT_STEP_DECLARATION,	/* a function declaration outside system headers */
	EDIT_STEP_DEFINITION,	/* a function definition of the main file */
	EDIT_STEP_VARIABLE,	/* a file-scope variable of the main file */
	EDIT_STEP_CODE,		/* a cursor of the last definition's or variable's code */
};

struct edit_step {
	CXCursor c;
	enum edit_step_role role;
	enum CXCursorKind parent;	/* EDIT_STEP_CODE: the kind of c's parent */
};

struct edit_trail {
	CXFile main;		/* the main file; NULL: nothing is kept */
	int in_code;		/* the cursors met now are code of a main-file declaration */
	struct edit_step *steps;
	size_t len, cap;
};

void edit_trail_init(struct edit_trail *t, CXFile main);
void edit_trail_release(struct edit_trail *t);
/* The walk met c (of the given kind) at file scope. */
void edit_trail_top(struct edit_trail *t, CXCursor c, enum CXCursorKind kind);
/* The walk met c below file scope while t->in_code is set. */
void edit_trail_code(struct edit_trail *t, CXCursor c, enum CXCursorKind kind, CXCursor parent);

/*
 * Appends the TU's edit facts to tf (which holds the TU's other facts),
 * from the trail extract.c's walk kept. Cannot fail.
 */
void edit_facts_extract(CXTranslationUnit tu, struct tu_facts *tf, const struct edit_trail *trail);

#endif
