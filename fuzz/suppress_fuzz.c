/*
 * Fuzzes the NOLINT comment scanner (suppress_apply). The input is the text
 * of one source file, given through srcmap_set as --stdin-filename does;
 * a finding of each rule on each of its first lines is then filtered.
 * Checked: findings are only ever removed, never changed, and everything
 * added is a meta finding (a bad suppression comment) on a line of the file.
 */
#include <string.h>

#include "fuzz.h"
#include "analysis/rules.h"
#include "support/source_cache.h"
#include "report/suppress.h"

#define LINES 12

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const path = "/fuzz/input.c";
	struct srcmap sm = SRCMAP_INIT;
	struct findings fs = FINDINGS_INIT;
	struct ptrvec extra = PTRVEC_INIT;
	size_t i, before, kept = 0, nlines = 1;
	unsigned line;

	for (i = 0; i < size; i++)
		nlines += data[i] == '\n';
	srcmap_set(&sm, path, (const char *)data, size);
	for (line = 1; line <= LINES; line++) {
		const struct rule_info *r;

		for (r = rule_table; r->id; r++) {
			struct tc_loc loc = { (char *)path, line, 1 };

			findings_add(&fs, r->id, r->severity, &loc, "finding %u", line);
		}
	}
	before = fs.items.len;
	ptrvec_push(&extra, (void *)path);
	(void)suppress_apply(&fs, &sm, &extra, NULL);
	for (i = 0; i < fs.items.len; i++) {
		const struct finding *f = fs.items.items[i];

		FUZZ_ASSERT(f->loc.file && strcmp(f->loc.file, path) == 0, "finding moved to another file");
		if (rule_find(f->rule)) {
			FUZZ_ASSERT(f->loc.line >= 1 && f->loc.line <= LINES, "rule finding changed");
			kept++;
		} else {
			FUZZ_ASSERT(rule_find_any(f->rule), "finding of an unknown rule added");
			FUZZ_ASSERT(f->loc.line >= 1 && f->loc.line <= nlines, "meta finding off the file");
		}
	}
	FUZZ_ASSERT(kept <= before, "findings were added");
	ptrvec_release(&extra);
	findings_release(&fs);
	srcmap_release(&sm);
	return 0;
}
