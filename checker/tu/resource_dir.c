/*
 * Finding the loaded libclang's resource directory (see resource_dir.h).
 * LLVM installs it as <libdir>/clang/<version>, where <libdir> holds
 * libclang.so and <version> is the major version (LLVM 16 on) or the full
 * one (14.0.6). The library timercheck loads may be a link elsewhere (on
 * Debian, /usr/lib/<triple>/libclang-N.so.N), so the directory of the
 * development libclang.so found at build time is tried too, for the
 * version that is actually loaded.
 */
#include "tu/resource_dir.h"

#include "tu/clang.h"

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "tu/libclang.h"
#include "support/util.h"

#ifndef TIMERCHECK_LIBCLANG_ROOT
#error "TIMERCHECK_LIBCLANG_ROOT: the LLVM installation built against (set by checker/CMakeLists.txt)"
#endif

/*
 * The version in "Debian clang version 19.1.7 (3~deb12u1)": the first
 * number with a dot after it. Full ("19.1.7") and major ("19"); 0 if none.
 */
static int loaded_version(char *full, size_t full_size, char *major, size_t major_size)
{
	CXString v = clang_getClangVersion();
	const char *start = clang_getCString(v), *s;
	size_t n, m;
	int found = 0;

	for (s = start; s && *s; s++) {
		if (!isdigit((unsigned char)*s) || (s > start && s[-1] != ' '))
			continue;
		m = strspn(s, "0123456789");
		n = strspn(s, "0123456789.");
		if (s[m] == '.' && n < full_size && m < major_size) {
			memcpy(full, s, n);
			full[n] = '\0';
			memcpy(major, s, m);
			major[m] = '\0';
			found = 1;
		}
		break;
	}
	clang_disposeString(v);
	return found;
}

/* DIR/clang/VERSION, if it holds the built-in headers. Malloc'd, or NULL. */
static char *candidate(const char *dir, const char *version)
{
	char *rd = xasprintf("%s/clang/%s", dir, version);
	char *probe = xasprintf("%s/include/stddef.h", rd);
	struct stat st;
	int ok = stat(probe, &st) == 0 && S_ISREG(st.st_mode);

	free(probe);
	if (ok)
		return rd;
	free(rd);
	return NULL;
}

/* The directory part of PATH (malloc'd); NULL for a bare name. */
static char *dir_of(const char *path)
{
	const char *slash = path ? strrchr(path, '/') : NULL;

	return slash ? xstrndup(path, (size_t)(slash - path)) : NULL;
}

static char *find_resource_dir(void)
{
	char full[64], major[16], real[PATH_MAX];
	char *dirs[3], *found = NULL;
	size_t i, j;

	if (!loaded_version(full, sizeof(full), major, sizeof(major)))
		return NULL;
	dirs[0] = dir_of(libclang_path());
	dirs[1] = realpath(libclang_path(), real) ? dir_of(real) : NULL;
	dirs[2] = xstrdup(TIMERCHECK_LIBCLANG_ROOT "/lib");
	for (i = 0; i < 3 && !found; i++) {
		const char *versions[2] = { major, full };

		for (j = 0; j < 2 && !found && dirs[i] && dirs[i][0] == '/'; j++)
			found = candidate(dirs[i], versions[j]);
	}
	for (i = 0; i < 3; i++)
		free(dirs[i]);
	return found;
}

const char *resource_dir(void)
{
	static int looked;
	static char *dir;	/* kept for the process's life */

	if (!looked) {
		dir = find_resource_dir();
		looked = 1;
	}
	return dir;
}
