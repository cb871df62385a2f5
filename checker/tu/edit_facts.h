/*
 * Edit facts: the source ranges that migrations and cast fixes rewrite
 * (the "edit" fact kind, facts/facts.h). Written after extract.c's walk,
 * from the facts it wrote: only the main file, only what those facts point
 * at. Keeps no cursor past its return.
 */
#ifndef TIMERCHECK_TU_EDIT_FACTS_H
#define TIMERCHECK_TU_EDIT_FACTS_H

#include "tu/clang.h"

#include "facts/facts.h"

/* Appends the TU's edit facts to tf (which holds the TU's other facts). Cannot fail. */
void edit_facts_extract(CXTranslationUnit tu, struct tu_facts *tf);

#endif
