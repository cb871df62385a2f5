/*
 * Declaration facts (FACT_DECL): the file-scope declarations of a TU that
 * have the shape of a callback API, for inference (analysis/infer.c).
 */
#ifndef TIMERCHECK_TU_DECLS_H
#define TIMERCHECK_TU_DECLS_H

#include "tu/clang.h"

#include "facts/facts.h"

/*
 * Appends a decl fact for each candidate among a TU's file-scope
 * declarations (decl, n of them: prototypes, structs, typedefs ...) and
 * function definitions (def, ndef) to tf. extract.c's walk collects them.
 * Cannot fail.
 */
void decls_extract(struct tu_facts *tf, const CXCursor *decl, size_t n, const CXCursor *def,
		   size_t ndef);

#endif
