/*
 * sizes.c: timercore-sizes, which prints sizeof the timer of each API
 * generation, with the runtime type fingerprint off (the default) and on
 * (TIMERCORE_DEBUG_TYPES).  One line per generation, whitespace-separated,
 * after a header line; `--json` prints the same as a JSON array.
 */
#include <stdio.h>
#include <string.h>

#include "sizes.h"

int main(int argc, char **argv)
{
	struct timercore_sizes p, d;
	const char *gen[3] = { "legacy", "typed", "embedded" };
	const char *type[3] = { "struct timer_list_legacy",
				"struct timer_list_typed",
				"struct timer_list" };
	const char *api[3] = { "setup_timer(t, fn, data)",
			       "SETUP_TIMER(t, fn, ptr)",
			       "timer_setup(t, fn, flags)" };
	size_t ps[3], ds[3];
	int i, json = argc > 1 && strcmp(argv[1], "--json") == 0;

	if (argc > 1 && !json) {
		fprintf(stderr, "usage: timercore-sizes [--json]\n");
		return 2;
	}
	timercore_sizes_plain(&p);
	timercore_sizes_debug(&d);
	ps[0] = p.legacy, ps[1] = p.typed, ps[2] = p.embedded;
	ds[0] = d.legacy, ds[1] = d.typed, ds[2] = d.embedded;
	if (json) {
		printf("[\n");
		for (i = 0; i < 3; i++)
			printf("  {\"generation\": \"%s\", \"type\": \"%s\", "
			       "\"setup\": \"%s\", \"size\": %zu, "
			       "\"size_debug_types\": %zu}%s\n", gen[i],
			       type[i], api[i], ps[i], ds[i],
			       i < 2 ? "," : "");
		printf("]\n");
		return 0;
	}
	printf("%-10s %-26s %-27s %5s %17s\n", "generation", "type", "setup",
	       "size", "size_debug_types");
	for (i = 0; i < 3; i++)
		printf("%-10s %-26s %-27s %5zu %17zu\n", gen[i], type[i], api[i],
		       ps[i], ds[i]);
	return 0;
}
