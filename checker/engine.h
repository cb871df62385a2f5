/*
 * The engine: runs the per-TU step (parse, extract, dispose) over a list of
 * compile commands and hands each TU's facts to a sink, in input order.
 * This is the place for parallel workers, the cache and --facts-dir.
 */
#ifndef TIMERCHECK_ENGINE_H
#define TIMERCHECK_ENGINE_H

#include <stdio.h>

#include "compdb.h"
#include "facts.h"

struct engine_options {
	FILE *verbose;		/* explanations, or NULL */
};

/* Receives one TU's facts; takes ownership of *tf's contents (may move them out). */
typedef void (*engine_sink)(struct tu_facts *tf, void *data);

/*
 * Analyses every struct compile_cmd * in cmds, calling sink once per
 * command, in the order of cmds. Returns the number of TUs that could not be
 * parsed at all (each also reported as a FACT_DIAG in its facts).
 */
int engine_run(const struct ptrvec *cmds, const struct engine_options *opts, engine_sink sink,
	       void *data);

#endif
