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

/*
 * A call in a function body: when it calls through a field of an object
 * (ev->proc(l, ev->data)) and passes another field of the same object, or
 * the object itself, appends a decl fact saying so (DECL_FIELD_CALL): the
 * evidence that a function storing its callback and context into those
 * fields hands the one to the other (decls.c, infer.c). extract.c's walk
 * calls it for each call it meets in a function. Cannot fail.
 */
void decls_field_call(struct tu_facts *tf, CXCursor call);

#endif
