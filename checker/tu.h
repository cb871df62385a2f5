/*
 * Analysing one translation unit: filter its arguments, parse it with
 * libclang, turn compiler errors and the AST into facts, and dispose of the
 * TU before returning. Only facts leave this module.
 */
#ifndef TIMERCHECK_TU_H
#define TIMERCHECK_TU_H

#include "clang.h"
#include <stdio.h>

#include "compdb.h"
#include "facts.h"

struct tu_options {
	FILE *verbose;		/* where to explain flags and dropped arguments, or NULL */
	int hash_deps;		/* record every input file with its content hash (for the cache) */
};

/*
 * Parses cmd and fills tf (which must be empty). A TU that cannot be parsed
 * at all gets status TU_FAILED and one FACT_DIAG saying why; this function
 * itself cannot fail.
 */
void tu_analyze(CXIndex index, const struct compile_cmd *cmd, const struct tu_options *opts,
		struct tu_facts *tf);

#endif
