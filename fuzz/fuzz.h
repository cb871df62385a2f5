/*
 * Shared by the libFuzzer targets in this folder: the entry point's
 * prototype and a check that aborts with a message (an abort is a finding
 * for libFuzzer, as a sanitizer report is).
 */
#ifndef TIMERCHECK_FUZZ_H
#define TIMERCHECK_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define FUZZ_ASSERT(cond, what)                                                         \
	do {                                                                            \
		if (!(cond)) {                                                          \
			fprintf(stderr, "%s:%d: invariant broken: %s\n", __FILE__, __LINE__, \
				what);                                                  \
			abort();                                                        \
		}                                                                       \
	} while (0)

#endif
