/*
 * Declaration facts (FACT_DECL): the file-scope declarations of a TU that
 * have the shape of a callback API, for inference (analysis/infer.c).
 */
#ifndef TIMERCHECK_TU_DECLS_H
#define TIMERCHECK_TU_DECLS_H

#include "tu/clang.h"

#include "facts/facts.h"

/* Appends a decl fact for each candidate declaration of the TU to tf. Cannot fail. */
void decls_extract(CXTranslationUnit tu, struct tu_facts *tf);

#endif
