/*
 * Fuzzes model_parse, the reader of rules/ pack files (docs/rules-format.md).
 * A pack that parses is checked: every entry has a name and the arguments
 * its kind needs, parsing it again is refused as a duplicate pack, and
 * model_select keeps it by name.
 */
#include <string.h>

#include "fuzz.h"
#include "analysis/packs.h"

static void check_pack(const struct model_pack *p)
{
	size_t i;

	FUZZ_ASSERT(p->name && *p->name, "pack without a name");
	for (i = 0; i < p->entries.len; i++) {
		const struct model_entry *e = p->entries.items[i];

		FUZZ_ASSERT(e->name && e->pack == p, "entry without a name or pack");
		FUZZ_ASSERT(e->param >= 1 && e->param <= 64, "param out of range");
		if (e->kind == ENTRY_CALL)
			FUZZ_ASSERT(e->callback && e->context && e->callback != e->context,
				    "call entry with bad indexes");
		if (e->kind == ENTRY_FIELDS)
			FUZZ_ASSERT(e->callback_field && e->context_field, "fields entry incomplete");
	}
	for (i = 0; i < p->sanctioned.len; i++)
		FUZZ_ASSERT(p->sanctioned.items[i], "NULL sanctioned macro");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct model m = MODEL_INIT;
	char *copy = malloc(size ? size : 1), *err = NULL;
	const struct model_pack *p;
	char *name;

	memcpy(copy, data, size);
	if (model_parse(&m, "fuzz.rules", copy, size, &err) != 0) {
		FUZZ_ASSERT(err && strncmp(err, "fuzz.rules:", 11) == 0, "error without a location");
		FUZZ_ASSERT(m.packs.len == 0, "failed parse changed the model");
		free(err);
		free(copy);
		return 0;
	}
	FUZZ_ASSERT(m.packs.len == 1, "one file, one pack");
	p = m.packs.items[0];
	check_pack(p);
	if (p->sanctioned.len)
		FUZZ_ASSERT(model_pack_of_macro(&m, p->sanctioned.items[0]) == p,
			    "sanctioned macro not found");
	FUZZ_ASSERT(model_parse(&m, "again.rules", copy, size, &err) != 0, "duplicate pack accepted");
	free(err);
	name = strdup(p->name);
	FUZZ_ASSERT(model_select(&m, name, &err) == 0 && m.packs.len == 1, "model_select lost the pack");
	free(name);
	model_release(&m);
	free(copy);
	return 0;
}
