/*
 * Fuzzes config_parse, the reader of .timercheck files
 * (docs/configuration.md). config_parse takes NUL-terminated text, so the
 * input is copied with a NUL after it (an embedded NUL ends the text early,
 * as it does for a file read by config_load).
 *
 * A configuration that parses is then used the way the checker uses it:
 * rule globs, Exclude patterns and the header filter are matched against a
 * few paths and rule ids. The header filter is matched by support/ere.c in
 * linear time, so no pattern is skipped (glibc's regcomp, used before, was
 * exponential in stacked repetitions: testdata/hostile/config-regex.test).
 */
#include <string.h>

#include "input/config.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const files[] = { "/fuzz/a.c", "/fuzz/third_party/x/y.c", "/other/z.h" };
	struct config c;
	char *text = malloc(size + 1), *err = NULL;
	size_t i;

	memcpy(text, data, size);
	text[size] = '\0';
	config_init(&c, "/fuzz");
	if (config_parse(&c, text, "/fuzz/.timercheck", &err) != 0) {
		FUZZ_ASSERT(err && strncmp(err, "/fuzz/.timercheck:", 18) == 0,
			    "error without a location");
		free(err);
	} else {
		(void)checks_enabled("callback-cast-return", c.checks, "-*,callback-*");
		(void)checks_enabled("roundtrip-truncation", c.checks, NULL);
		for (i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
			(void)config_excludes(&c, files[i]);
			if (c.header_re)
				(void)ere_search(c.header_re, files[i]);
		}
		for (i = 0; i < c.severities.len; i++) {
			const struct severity_override *o = c.severities.items[i];

			FUZZ_ASSERT(o->glob, "severity override without a glob");
		}
	}
	config_release(&c);
	free(text);
	return 0;
}
