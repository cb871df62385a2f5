/*
 * Fuzzes facts_parse, the reader of the versioned facts records that worker
 * processes stream to their parent and that --facts-dir/--join and the cache
 * store on disk. The input is given with its exact length and no NUL after
 * it, as facts_parse allows.
 *
 * Round trip: a record that parses is written back with facts_write; that
 * text must parse again and write out to the very same text (write is a
 * normal form of parse).
 */
#include <string.h>

#include "facts/facts.h"
#include "fuzz.h"

/* Writes tf to a malloc'd buffer; returns its length in *len. */
static char *write_text(const struct tu_facts *tf, size_t *len)
{
	char *buf = NULL;
	FILE *f = open_memstream(&buf, len);

	FUZZ_ASSERT(f, "open_memstream");
	FUZZ_ASSERT(facts_write(f, tf) == 0, "facts_write failed");
	fclose(f);
	return buf;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct tu_facts tf = TU_FACTS_INIT, again = TU_FACTS_INIT;
	char *copy = malloc(size ? size : 1), *err = NULL, *t1, *t2;
	size_t n1, n2;

	memcpy(copy, data, size);
	if (facts_parse(copy, size, &tf, &err) != 0) {
		FUZZ_ASSERT(err && *err, "facts_parse failed without a message");
		FUZZ_ASSERT(tf.main_file == NULL && tf.facts.len == 0 && tf.deps.len == 0,
			    "facts_parse failed but left facts behind");
		free(err);
		free(copy);
		return 0;
	}
	FUZZ_ASSERT(tf.main_file, "a parsed record has no main file");
	t1 = write_text(&tf, &n1);
	FUZZ_ASSERT(facts_parse(t1, n1, &again, &err) == 0, "written record does not parse");
	FUZZ_ASSERT(again.facts.len == tf.facts.len && again.deps.len == tf.deps.len &&
		    again.status == tf.status && strcmp(again.main_file, tf.main_file) == 0,
		    "written record parses to different facts");
	t2 = write_text(&again, &n2);
	FUZZ_ASSERT(n1 == n2 && memcmp(t1, t2, n1) == 0, "parse -> write -> parse -> write differs");
	free(t1);
	free(t2);
	tu_facts_release(&again);
	tu_facts_release(&tf);
	free(copy);
	return 0;
}
