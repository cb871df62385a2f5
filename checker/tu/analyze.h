/*
 * Analysing one translation unit: filter its arguments, parse it with
 * libclang, turn compiler errors and the AST into facts, and dispose of the
 * TU before returning. Only facts leave this module.
 */
#ifndef TIMERCHECK_TU_ANALYZE_H
#define TIMERCHECK_TU_ANALYZE_H

#include <stdio.h>

#include "tu/compile_cmd.h"
#include "facts/facts.h"

struct tu_parser;

struct tu_options {
	FILE *verbose;		/* where to explain flags and dropped arguments, or NULL */
	int hash_deps;		/* record every input file with its content hash (for the cache) */
};

/*
 * Parses cmd and fills tf (which must be empty). A TU that cannot be parsed
 * at all gets status TU_FAILED and one FACT_DIAG saying why; this function
 * itself cannot fail.
 */
void tu_analyze(struct tu_parser *parser, const struct compile_cmd *cmd,
		const struct tu_options *opts, struct tu_facts *tf);

/*
 * A parser holds libclang's index (a CXIndex) for many tu_analyze() calls in
 * one process. Creating one loads libclang; a worker makes its own after the
 * fork, so nothing of libclang crosses one.
 */
struct tu_parser *tu_parser_new(void);
void tu_parser_free(struct tu_parser *parser);

/*
 * Parses a one-line buffer that names no file on disk: proves that libclang
 * can parse in this process (its parsing thread starts, its memory fits)
 * before any real file is given to it. Returns 0, or -1 if the parse
 * failed; a process that cannot start the thread may die instead.
 */
int tu_parser_check(struct tu_parser *parser);

#endif
