/*
 * Fuzzes args_filter, which turns a compile command's argv into libclang's
 * arguments. The input is split into argv at NUL bytes (or, with no NUL in
 * it, at newlines); the first byte's low bits choose has_compiler and which
 * element, if any, is the source file.
 *
 * Each input is filtered twice: as a compile database's arguments and as the
 * user's.
 *
 * Checked: every element of argv ends up, unchanged and in order, in exactly
 * one of keep and dropped (nothing is expanded, invented or lost), every
 * dropped option has a reason, and the source file is never kept except as
 * the value of an option. (A "source" that starts with '-' is an option and
 * may be kept.)
 */
#include <string.h>

#include "tu/arg_filter.h"
#include "fuzz.h"

#define MAX_ARGS 256

static void check_filter(const char *const *argv, int argc, int has_compiler,
			 enum args_origin origin, const char *source)
{
	struct filtered_args fa = FILTERED_ARGS_INIT;
	size_t k = 0, d = 0;
	int i;

	args_filter(argv, argc, has_compiler, origin, source, &fa);

	/* keep and dropped are each a subsequence of argv, and share out all of it. */
	for (i = has_compiler ? 1 : 0; i < argc; i++) {
		if (k < fa.keep.len && strcmp(fa.keep.items[k], argv[i]) == 0)
			k++;
		if (d < fa.dropped.len && strcmp(fa.dropped.items[d], argv[i]) == 0)
			d++;
	}
	FUZZ_ASSERT(k == fa.keep.len, "a kept argument is not one of argv, or is out of order");
	FUZZ_ASSERT(d == fa.dropped.len, "a dropped argument is not one of argv, or is out of order");
	FUZZ_ASSERT(k + d == (size_t)(argc > has_compiler ? argc - has_compiler : 0),
		    "arguments were lost or duplicated");
	FUZZ_ASSERT(fa.why.len == fa.dropped.len && (!fa.dropped.len || fa.why.items[0]),
		    "a dropped option has no reason");
	if (source && source[0] != '-')
		for (k = 0; k < fa.keep.len; k++)
			if (strcmp(fa.keep.items[k], source) == 0)
				FUZZ_ASSERT(k > 0 && args_takes_value(fa.keep.items[k - 1]),
					    "the source file was kept as a flag");
	filtered_args_release(&fa);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *argv[MAX_ARGS];
	char *buf, sep;
	const char *source = NULL;
	int argc = 0, has_compiler;
	size_t pos;

	if (size < 1)
		return 0;
	has_compiler = data[0] & 1;
	buf = malloc(size);
	memcpy(buf, data + 1, size - 1);
	buf[size - 1] = '\0';
	sep = memchr(buf, '\0', size - 1) ? '\0' : '\n';
	for (pos = 0; pos < size - 1 && argc < MAX_ARGS;) {
		char *end = memchr(buf + pos, sep, size - 1 - pos);

		if (end)
			*end = '\0';
		argv[argc++] = buf + pos;
		pos = end ? (size_t)(end - buf) + 1 : size;
	}
	if (argc && (data[0] >> 1) % 4 != 0)
		source = argv[(data[0] >> 3) % argc];

	check_filter(argv, argc, has_compiler, ARGS_FROM_DATABASE, source);
	check_filter(argv, argc, has_compiler, ARGS_FROM_USER, source);
	free(buf);
	return 0;
}
