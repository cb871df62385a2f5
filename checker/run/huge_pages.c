/* Transparent huge pages for the heap, through glibc's tunables (see huge_pages.h). */
#define _GNU_SOURCE
#include "run/huge_pages.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "support/util.h"

#define THP_ENABLED "/sys/kernel/mm/transparent_hugepage/enabled"

/* Why this process's heap does not ask for huge pages; NULL when it does. */
static const char *heap_why = "not decided";

/*
 * The value of the tunable `name` in the ':'-separated tunables (it ends at
 * the next ':'), "" when it is named without one, NULL when not named.
 */
static const char *tunable_value(const char *tunables, const char *name)
{
	size_t n = strlen(name);
	const char *p = tunables;

	while (p && *p) {
		const char *end = strchrnul(p, ':');

		if ((size_t)(end - p) >= n && memcmp(p, name, n) == 0) {
			if (p[n] == '=')
				return p + n + 1;
			if (p + n == end)
				return "";
		}
		p = *end ? end + 1 : NULL;
	}
	return NULL;
}

static int names_tunable(const char *tunables, const char *name)
{
	return tunable_value(tunables, name) != NULL;
}

char *huge_pages_tunables(const char *tunables, const char *preload, const char *thp_enabled,
			  const char **why)
{
#ifndef __GLIBC__
	(void)tunables;
	(void)preload;
	(void)thp_enabled;
	*why = "not glibc";
	return NULL;
#else
	if (tunables && (names_tunable(tunables, "glibc.malloc.hugetlb") ||
			 names_tunable(tunables, "glibc.malloc.arena_max"))) {
		*why = "GLIBC_TUNABLES already sets glibc.malloc.hugetlb or glibc.malloc.arena_max";
		return NULL;
	}
	if (preload && strstr(preload, "vgpreload")) {
		*why = "running under valgrind";
		return NULL;
	}
	if (!thp_enabled) {
		*why = "cannot read " THP_ENABLED;
		return NULL;
	}
	if (!strstr(thp_enabled, "[always]") && !strstr(thp_enabled, "[madvise]")) {
		*why = "transparent huge pages are off (" THP_ENABLED ")";
		return NULL;
	}
	*why = NULL;
	return tunables && *tunables ? xasprintf("%s:%s", tunables, HUGE_PAGES_TUNABLES)
				     : xstrdup(HUGE_PAGES_TUNABLES);
#endif
}

void huge_pages_reexec(char **argv)
{
	const char *tunables = getenv("GLIBC_TUNABLES");
	/* Tests point this at a file of their own. */
	const char *thp_file = getenv("TIMERCHECK_TEST_THP_FILE");
	char *thp = NULL, *want;
	size_t len;

	if (read_file_max(thp_file ? thp_file : THP_ENABLED, &thp, &len, 4096) != 0)
		thp = NULL;
	want = huge_pages_tunables(tunables, getenv("LD_PRELOAD"), thp, &heap_why);
	free(thp);
	if (!want) {
		const char *v = tunable_value(tunables, "glibc.malloc.hugetlb");

		if (v && v[0] == '1' && (v[1] == ':' || !v[1]))
			heap_why = NULL;	/* asked already: by our exec or by the user */
		return;
	}
	if (setenv("GLIBC_TUNABLES", want, 1) == 0)
		execv("/proc/self/exe", argv);
	/* No exec (no /proc, say): go on as we are, with the environment as it was. */
	if (tunables)
		setenv("GLIBC_TUNABLES", tunables, 1);
	else
		unsetenv("GLIBC_TUNABLES");
	heap_why = "cannot execute /proc/self/exe";
	free(want);
}

void huge_pages_describe(FILE *out)
{
	if (!heap_why)
		fprintf(out, "timercheck: heap: transparent huge pages asked of glibc "
			"(GLIBC_TUNABLES=%s)\n", getenv("GLIBC_TUNABLES"));
	else
		fprintf(out, "timercheck: heap: no transparent huge pages: %s\n", heap_why);
}
