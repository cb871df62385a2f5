/*
 * Fact extraction: one walk over a parsed translation unit's AST that
 * records casts of functions to incompatible function-pointer types (and,
 * as the rule packs grow, registrations and recoveries). The walk borrows
 * the TU; it keeps no cursor past its return.
 */
#ifndef TIMERCHECK_TU_EXTRACT_H
#define TIMERCHECK_TU_EXTRACT_H

#include "tu/clang.h"

#include "facts/facts.h"

/*
 * Appends the TU's facts to tf. dir is the command's folder, against which
 * relative file names in fix-its are made absolute (analyze.c does the same
 * for the facts' locations afterwards). Cannot fail.
 */
void extract_facts(CXTranslationUnit tu, struct tu_facts *tf, const char *dir);

#endif
