/*
 * Fuzzes the baseline reader. baseline.h has no entry point that takes a
 * buffer (only baseline_load(path)), so the input is written to a memfd and
 * loaded through /proc/self/fd. Checked: the fingerprints come out sorted,
 * each is one word with a ':' in it, and each is found again by
 * baseline_contains.
 */
#define _GNU_SOURCE
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "report/baseline.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int fd = -1;
	static char path[64];
	struct baseline b = BASELINE_INIT;
	char *err = NULL;
	size_t i;

	if (fd < 0) {
		fd = memfd_create("baseline", 0);
		FUZZ_ASSERT(fd >= 0, "memfd_create");
		snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	}
	FUZZ_ASSERT(ftruncate(fd, 0) == 0, "ftruncate");
	FUZZ_ASSERT(size == 0 || pwrite(fd, data, size, 0) == (ssize_t)size, "pwrite");
	if (baseline_load(&b, path, &err) != 0) {
		FUZZ_ASSERT(err && *err, "failure without a message");
		FUZZ_ASSERT(b.fingerprints.len == 0, "failed load left fingerprints");
		free(err);
		return 0;
	}
	for (i = 0; i < b.fingerprints.len; i++) {
		const char *fp = b.fingerprints.items[i];

		FUZZ_ASSERT(strchr(fp, ':') && !strpbrk(fp, " \t\r\n"), "malformed fingerprint kept");
		FUZZ_ASSERT(i == 0 || strcmp(b.fingerprints.items[i - 1], fp) <= 0, "not sorted");
		FUZZ_ASSERT(baseline_contains(&b, fp), "fingerprint not found again");
	}
	baseline_release(&b);
	return 0;
}
