/*
 * Fuzzes config_parse, the reader of .timercheck files
 * (docs/configuration.md). config_parse takes NUL-terminated text, so the
 * input is copied with a NUL after it (an embedded NUL ends the text early,
 * as it does for a file read by config_load).
 *
 * A configuration that parses is then used the way the checker uses it:
 * rule globs, Exclude patterns and the header filter are matched against a
 * few paths and rule ids.
 *
 * Known problem, skipped here so the target finds others: stacked
 * repetition operators ("a++++...") make glibc's regcomp exponential
 * (testdata/hostile/config-regex.test, XFAIL; docs/reliability.md). Remove
 * stacked_repetition() once config.c refuses such a HeaderFilter.
 */
#include <string.h>

#include "input/config.h"
#include "fuzz.h"

static int stacked_repetition(const char *s)
{
	for (; s[0] && s[1]; s++)
		if (strchr("*+?}", s[0]) && strchr("*+?{", s[1]))
			return 1;
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const files[] = { "/fuzz/a.c", "/fuzz/third_party/x/y.c", "/other/z.h" };
	struct config c;
	char *text = malloc(size + 1), *err = NULL;
	size_t i;

	memcpy(text, data, size);
	text[size] = '\0';
	if (stacked_repetition(text)) {
		free(text);
		return 0;
	}
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
			if (c.header_filter)
				(void)regexec(&c.header_re, files[i], 0, NULL, 0);
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
