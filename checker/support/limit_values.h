/*
 * The numbers behind the per-file resource limits (run/limits.h), kept free
 * of system calls so that they can be tested alone: sizes as users write
 * them ("2G", "512M"), the machine's memory as /proc/meminfo and the cgroup
 * files state it, and the default memory limit per analysis process.
 */
#ifndef TIMERCHECK_SUPPORT_LIMIT_VALUES_H
#define TIMERCHECK_SUPPORT_LIMIT_VALUES_H

#include <stddef.h>

#define LIMIT_GIB (1024ULL * 1024 * 1024)
/* The default memory limit is never below this, however small the machine. */
#define LIMIT_MIN_DEFAULT_MEMORY LIMIT_GIB

/*
 * Parses a size: a whole number of bytes, or one followed by K, M, G or T
 * (powers of 1024, either case, an optional trailing B or iB). "0" means no
 * limit. Returns 0 with *bytes set, or -1 (malformed, or more than 2^62
 * bytes) and leaves *bytes untouched.
 */
int limit_parse_size(const char *text, unsigned long long *bytes);

/* Parses whole seconds, 0 to 10^7 ("0": no limit). Returns 0, or -1 and leaves *seconds untouched. */
int limit_parse_seconds(const char *text, unsigned *seconds);

/*
 * Writes bytes as the shortest exact size limit_parse_size reads back
 * ("1G", "200M", "1536K", "1000"). Cannot fail; truncates to size.
 */
void limit_format_size(unsigned long long bytes, char *buf, size_t size);

/* MemTotal from the text of /proc/meminfo, in bytes. Returns 0, or -1 if absent or malformed. */
int limit_parse_meminfo(const char *text, unsigned long long *bytes);

/*
 * A cgroup memory limit from the text of memory.max (v2) or
 * memory.limit_in_bytes (v1), in bytes. Returns 0 with *bytes set, or -1
 * when the file says there is none ("max", or v1's huge "unlimited" value)
 * or is malformed.
 */
int limit_parse_cgroup(const char *text, unsigned long long *bytes);

/*
 * The default memory limit of one analysis process: 3/4 of the machine's
 * memory shared by jobs processes, rounded down to whole MiB, but at least
 * LIMIT_MIN_DEFAULT_MEMORY.
 * machine 0 (unknown) gives LIMIT_MIN_DEFAULT_MEMORY; jobs 0 counts as 1.
 */
unsigned long long limit_default_memory(unsigned long long machine, unsigned jobs);

/* The smaller of two limits where 0 means none: 0 only if both are 0. */
unsigned long long limit_lower(unsigned long long a, unsigned long long b);

#endif
