/*
 * sizes.h: sizeof the timer of each API generation, as the plain build
 * and the TIMERCORE_DEBUG_TYPES build lay it out.
 */
#ifndef TIMERCORE_SIZES_H
#define TIMERCORE_SIZES_H

#include <stddef.h>

struct timercore_sizes {
	size_t legacy;
	size_t typed;
	size_t embedded;
};

/* Fills `out`; cannot fail. */
void timercore_sizes_plain(struct timercore_sizes *out);
void timercore_sizes_debug(struct timercore_sizes *out);

#endif
