/*
 * Fuzzes diffmap_parse, the reader of unified diffs for --diff. The input
 * is copied with a NUL after it, as diffmap_load's buffer has one (see
 * docs/reliability.md: diffmap_parse reads past len without it). Parsed
 * diffs are queried the way diff mode queries them.
 */
#include <string.h>

#include "report/diffmode.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct diffmap d = DIFFMAP_INIT;
	char *text = malloc(size + 1), *err = NULL;
	unsigned line;

	memcpy(text, data, size);
	text[size] = '\0';
	if (diffmap_parse(&d, text, size, &err) != 0) {
		FUZZ_ASSERT(err && *err, "failure without a message");
		free(err);
	} else {
		for (line = 0; line < 8; line++) {
			(void)diffmap_has_line(&d, "/src/a.c", line);
			(void)diffmap_has_line(&d, "/src/b/a.c", line);
		}
	}
	diffmap_release(&d);
	free(text);
	return 0;
}
