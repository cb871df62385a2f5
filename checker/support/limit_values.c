/*
 * Sizes, memory totals and default limits (see limit_values.h). Pure: no
 * file is read here; run/limits.c reads /proc and the cgroup files.
 */
#include "support/limit_values.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define MAX_SIZE (1ULL << 62)

/* The power of 1024 a unit letter names, or -1. */
static int unit_shift(char c)
{
	switch (tolower((unsigned char)c)) {
	case 'k': return 10;
	case 'm': return 20;
	case 'g': return 30;
	case 't': return 40;
	default: return -1;
	}
}

int limit_parse_size(const char *text, unsigned long long *bytes)
{
	unsigned long long n;
	const char *rest;
	char *end;
	int shift = 0;

	if (!text || !isdigit((unsigned char)*text))
		return -1;
	errno = 0;
	n = strtoull(text, &end, 10);
	if (errno)
		return -1;
	rest = end;
	if (*rest && unit_shift(*rest) >= 0) {
		shift = unit_shift(*rest++);
		if (strcasecmp(rest, "ib") == 0)
			rest += 2;
	}
	if (strcasecmp(rest, "b") == 0)
		rest++;
	if (*rest || n > (MAX_SIZE >> shift))
		return -1;
	*bytes = n << shift;
	return 0;
}

int limit_parse_seconds(const char *text, unsigned *seconds)
{
	unsigned long n;
	char *end;

	if (!text || !isdigit((unsigned char)*text))
		return -1;
	errno = 0;
	n = strtoul(text, &end, 10);
	if (errno || *end || n > 10000000UL)
		return -1;
	*seconds = (unsigned)n;
	return 0;
}

void limit_format_size(unsigned long long bytes, char *buf, size_t size)
{
	static const char units[] = "TGMK";
	int i;

	for (i = 0; bytes && units[i]; i++) {
		int shift = unit_shift(units[i]);

		if (bytes % (1ULL << shift) == 0) {
			snprintf(buf, size, "%llu%c", bytes >> shift, units[i]);
			return;
		}
	}
	snprintf(buf, size, "%llu", bytes);
}

int limit_parse_meminfo(const char *text, unsigned long long *bytes)
{
	const char *line = text;

	while (line && *line) {
		unsigned long long kib;

		if (strncmp(line, "MemTotal:", 9) == 0) {
			if (sscanf(line + 9, "%llu", &kib) != 1 || kib > (MAX_SIZE >> 10))
				return -1;
			*bytes = kib << 10;
			return 0;
		}
		line = strchr(line, '\n');
		if (line)
			line++;
	}
	return -1;
}

int limit_parse_cgroup(const char *text, unsigned long long *bytes)
{
	unsigned long long n;
	char *end;

	if (!text || !isdigit((unsigned char)*text))
		return -1;	/* "max", or nothing */
	errno = 0;
	n = strtoull(text, &end, 10);
	while (*end == '\n' || *end == ' ')
		end++;
	/* cgroup v1 writes "no limit" as about 2^63 rounded to a page. */
	if (errno || *end || n == 0 || n >= MAX_SIZE)
		return -1;
	*bytes = n;
	return 0;
}

unsigned long long limit_default_memory(unsigned long long machine, unsigned jobs)
{
	unsigned long long share;

	if (!jobs)
		jobs = 1;
	/* Whole MiB, so that a message names it as "4519M". */
	share = machine / 4 * 3 / jobs / (1024 * 1024) * (1024 * 1024);
	return share > LIMIT_MIN_DEFAULT_MEMORY ? share : LIMIT_MIN_DEFAULT_MEMORY;
}

unsigned long long limit_lower(unsigned long long a, unsigned long long b)
{
	if (!a)
		return b;
	if (!b)
		return a;
	return a < b ? a : b;
}
