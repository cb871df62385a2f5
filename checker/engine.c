/*
 * The per-TU step over many commands (see engine.h). One CXIndex serves the
 * run; each TU is disposed of as soon as its facts are out.
 */
#include "engine.h"

#include <clang-c/Index.h>

#include "tu.h"

int engine_run(const struct ptrvec *cmds, const struct engine_options *opts, engine_sink sink,
	       void *data)
{
	struct tu_options to = { opts->verbose, 0 };
	CXIndex index = clang_createIndex(0, 0);
	int failed = 0;
	size_t i;

	for (i = 0; i < cmds->len; i++) {
		struct tu_facts tf = TU_FACTS_INIT;

		tu_analyze(index, cmds->items[i], &to, &tf);
		if (tf.status == TU_FAILED)
			failed++;
		sink(&tf, data);
		tu_facts_release(&tf);
	}
	clang_disposeIndex(index);
	return failed;
}
