/*
 * Forwarders that load libclang on first use (see libclang.h). Every
 * function of libclang_fns.h is defined here with libclang's own prototype
 * (the headers are included, so a mismatch does not compile); its first call
 * resolves the real function with dlsym, later calls jump straight to it.
 * timercheck is single-threaded wherever it calls libclang.
 */
#include "libclang.h"

#include <clang-c/CXCompilationDatabase.h>
#include <clang-c/Index.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "util.h"

#ifndef TIMERCHECK_LIBCLANG
#error "TIMERCHECK_LIBCLANG: the libclang shared library to load (set by checker/CMakeLists.txt)"
#endif

static void *handle;

/* TIMERCHECK_LIBCLANG in the environment names another build of the same C API. */
static const char *library_path(void)
{
	const char *e = getenv("TIMERCHECK_LIBCLANG");

	return e && *e ? e : TIMERCHECK_LIBCLANG;
}

/* A missing or broken libclang is an installation problem: say which, exit 2. */
void libclang_require(void)
{
	if (!handle) {
		handle = dlopen(library_path(), RTLD_NOW | RTLD_LOCAL);
		if (!handle) {
			fprintf(stderr, "timercheck: error: cannot load libclang: %s "
				"(install the Debian package libclang1-%d, or rebuild timercheck)\n",
				dlerror(), TIMERCHECK_LLVM_MAJOR);
			exit(2);
		}
	}
}

static void *resolve(const char *name)
{
	void *fn;

	libclang_require();
	fn = dlsym(handle, name);
	if (!fn) {
		fprintf(stderr, "timercheck: error: %s has no function %s: it is older than the "
			"libclang timercheck was built with\n", library_path(), name);
		exit(2);
	}
	return fn;
}

int libclang_loaded(void)
{
	return handle != NULL;
}

char *libclang_identity(void)
{
	const char *path = library_path();
	struct stat st;

	if (stat(path, &st) != 0)
		return xasprintf("%s (missing)", path);
	return xasprintf("%s %lld bytes, modified %lld.%09ld", path,
			 (long long)st.st_size, (long long)st.st_mtim.tv_sec, st.st_mtim.tv_nsec);
}

#define TC_FN(ret, name, params, args)                          \
	ret name params                                         \
	{                                                       \
		static ret (*fn) params;                        \
		if (__builtin_expect(!fn, 0))                   \
			*(void **)&fn = resolve(#name);         \
		return fn args;                                 \
	}
#define TC_VOID_FN(ret, name, params, args)                     \
	ret name params                                         \
	{                                                       \
		static ret (*fn) params;                        \
		if (__builtin_expect(!fn, 0))                   \
			*(void **)&fn = resolve(#name);         \
		fn args;                                        \
	}
#include "libclang_fns.h"
