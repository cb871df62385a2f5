/*
 * Fuzzes the baseline reader and the fingerprints. baseline.h has no entry
 * point that takes a buffer (only baseline_load(path)), so the input is
 * written to a memfd and loaded through /proc/self/fd. Checked: the
 * fingerprints come out sorted, each is one word with a ':' in it, and
 * each is found again by baseline_contains.
 *
 * The same input is then a source file for fingerprinting (statement.c
 * cuts it into statements with its own small lexer): a finding and its
 * notes at positions taken from the input's first bytes, fingerprinted
 * twice. Checked: a fingerprint in the documented form, the same both times.
 */
#define _GNU_SOURCE
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "report/baseline.h"
#include "report/fingerprint.h"
#include "fuzz.h"

static void check_baseline(const char *path)
{
	struct baseline b = BASELINE_INIT;
	char *err = NULL;
	size_t i;

	if (baseline_load(&b, path, &err) != 0) {
		FUZZ_ASSERT(err && *err, "failure without a message");
		FUZZ_ASSERT(b.fingerprints.len == 0, "failed load left fingerprints");
		free(err);
		return;
	}
	FUZZ_ASSERT(b.version >= 1 && b.version <= FINGERPRINT_VERSION, "version out of range");
	for (i = 0; i < b.fingerprints.len; i++) {
		const char *fp = b.fingerprints.items[i];

		FUZZ_ASSERT(strchr(fp, ':') && !strpbrk(fp, " \t\r\n"), "malformed fingerprint kept");
		FUZZ_ASSERT(i == 0 || strcmp(b.fingerprints.items[i - 1], fp) <= 0, "not sorted");
		FUZZ_ASSERT(baseline_contains(&b, fp), "fingerprint not found again");
	}
	baseline_release(&b);
}

/* Fingerprints one finding with two notes in the input, read as "/src/f.c". */
static char *fingerprint_once(const uint8_t *data, size_t size)
{
	static char file[] = "/src/f.c";
	struct srcmap sm = SRCMAP_INIT;
	struct findings fs = FINDINGS_INIT;
	struct tc_loc at[3];
	struct finding *f;
	char *fp;
	int k;

	srcmap_set(&sm, file, (const char *)data, size);
	for (k = 0; k < 3; k++) {
		at[k].file = file;
		at[k].line = size > (size_t)k ? data[k] % 64 : 1;
		at[k].col = size > (size_t)k + 3 ? data[k + 3] : 1;
	}
	f = findings_add(&fs, "context-type-confusion", SEV_ERROR, &at[0],
			 "callback '%s' recovers 'struct a *'", "cb");
	finding_add_note(f, &at[1], "'cb' registered here");
	finding_add_note(f, &at[2], "'cb' declared here");
	fingerprint_findings(&fs, &sm, "/src");
	fp = xstrdup(f->fingerprint ? f->fingerprint : "");
	findings_release(&fs);
	srcmap_release(&sm);
	return fp;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int fd = -1;
	static char path[64];
	char *fp1, *fp2;

	if (fd < 0) {
		fd = memfd_create("baseline", 0);
		FUZZ_ASSERT(fd >= 0, "memfd_create");
		snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	}
	FUZZ_ASSERT(ftruncate(fd, 0) == 0, "ftruncate");
	FUZZ_ASSERT(size == 0 || pwrite(fd, data, size, 0) == (ssize_t)size, "pwrite");
	check_baseline(path);

	fp1 = fingerprint_once(data, size);
	fp2 = fingerprint_once(data, size);
	FUZZ_ASSERT(strlen(fp1) == 18 && fp1[16] == ':' && strspn(fp1, "0123456789abcdef") == 16 &&
			    strcmp(fp1 + 16, ":0") == 0,
		    "fingerprint not in the form <16 hex digits>:0");
	FUZZ_ASSERT(strcmp(fp1, fp2) == 0, "fingerprint differs between two runs");
	free(fp1);
	free(fp2);
	return 0;
}
