/*
 * A driver for support/limit_values.c, for testdata/hostile/limit-values.test.
 *
 * usage: timercheck-limits-test size TEXT          bytes, then the size written back
 *        timercheck-limits-test seconds TEXT
 *        timercheck-limits-test meminfo FILE       MemTotal in bytes
 *        timercheck-limits-test cgroup TEXT        a cgroup file's limit in bytes
 *        timercheck-limits-test default BYTES JOBS the default memory limit
 * Prints the result, or "invalid"; exit status 2 on a usage error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/limit_values.h"

int main(int argc, char **argv)
{
	unsigned long long bytes;
	unsigned seconds;
	char text[8192], back[32];

	if (argc == 3 && strcmp(argv[1], "size") == 0) {
		if (limit_parse_size(argv[2], &bytes) != 0)
			return puts("invalid"), 0;
		limit_format_size(bytes, back, sizeof(back));
		printf("%llu %s\n", bytes, back);
	} else if (argc == 3 && strcmp(argv[1], "seconds") == 0) {
		if (limit_parse_seconds(argv[2], &seconds) != 0)
			return puts("invalid"), 0;
		printf("%u\n", seconds);
	} else if (argc == 3 && strcmp(argv[1], "meminfo") == 0) {
		FILE *f = fopen(argv[2], "r");
		size_t n = f ? fread(text, 1, sizeof(text) - 1, f) : 0;

		if (f)
			fclose(f);
		text[n] = '\0';
		if (limit_parse_meminfo(text, &bytes) != 0)
			return puts("invalid"), 0;
		printf("%llu\n", bytes);
	} else if (argc == 3 && strcmp(argv[1], "cgroup") == 0) {
		if (limit_parse_cgroup(argv[2], &bytes) != 0)
			return puts("invalid"), 0;
		printf("%llu\n", bytes);
	} else if (argc == 4 && strcmp(argv[1], "default") == 0) {
		printf("%llu\n", limit_default_memory(strtoull(argv[2], NULL, 10),
						      (unsigned)strtoul(argv[3], NULL, 10)));
	} else {
		fprintf(stderr, "usage: timercheck-limits-test size|seconds|meminfo|cgroup|default ...\n");
		return 2;
	}
	return 0;
}
