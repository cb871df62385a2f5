/*
 * The table behind clang.h (see libclang.h). Each entry starts as a
 * forwarder with libclang's own prototype (the headers are included, so a
 * mismatch does not compile); the first call of any of them loads libclang
 * and fills the whole table with the real functions, so later calls go
 * straight there. timercheck is single-threaded wherever it calls libclang.
 */
#define TIMERCHECK_LIBCLANG_TABLE
#include "tu/libclang.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tu/clang.h"
#include "support/util.h"

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

/* Our prototypes are libclang's: checked against the headers' declarations. */
#define TC_FN(ret, name, params, args)                                               \
	_Static_assert(__builtin_types_compatible_p(__typeof__(&name), ret (*) params), \
		       #name ": prototype differs from the libclang headers");
#define TC_VOID_FN TC_FN
#include "tu/libclang_fns.h"
#undef TC_FN
#undef TC_VOID_FN

/* The forwarders the table starts with (defined below). */
#define TC_FN(ret, name, params, args) static ret first_##name params;
#define TC_VOID_FN TC_FN
#include "tu/libclang_fns.h"
#undef TC_FN
#undef TC_VOID_FN

struct tc_libclang tc_libclang = {
#define TC_FN(ret, name, params, args) first_##name,
#define TC_VOID_FN TC_FN
#include "tu/libclang_fns.h"
#undef TC_FN
#undef TC_VOID_FN
};

/*
 * LLVM's own out-of-memory path prints "LLVM ERROR: out of memory" and
 * aborts, which looks like a crash. LLVM (14 to 19 at least) exports
 * llvm::install_bad_alloc_error_handler(handler, data) and
 * llvm::install_out_of_memory_new_handler(), which also routes a failed
 * operator new there; when they are found, running out of memory inside
 * libclang ends like ours (support/util.h). They are C++ functions whose
 * arguments are plain pointers and a bool, so they can be called from C.
 */
typedef void (*llvm_bad_alloc_handler)(void *data, const char *reason, bool gen_crash_diag);

static void libclang_out_of_memory(void *data, const char *reason, bool gen_crash_diag)
{
	(void)data;
	(void)reason;
	(void)gen_crash_diag;
	out_of_memory("in libclang");
}

static void route_llvm_out_of_memory(void)
{
	void (*install)(llvm_bad_alloc_handler, void *);
	void (*install_new)(void);

	*(void **)&install = dlsym(handle, "_ZN4llvm31install_bad_alloc_error_handlerEPFvPvPKcbES0_");
	*(void **)&install_new = dlsym(handle, "_ZN4llvm33install_out_of_memory_new_handlerEv");
	if (!install)
		return;
	install(libclang_out_of_memory, NULL);
	if (install_new)
		install_new();
}

/*
 * A missing or broken libclang is an installation problem: say which, exit 2.
 * One that does not fit under the address-space limit is out of memory.
 */
static void cannot_load(void)
{
	const char *err = dlerror();
	struct stat st;

	if (!err)
		err = "unknown error";
	if (memory_limit_kib() && stat(library_path(), &st) == 0 &&
	    (strstr(err, "map") || strstr(err, "memory"))) {
		char what[512];

		snprintf(what, sizeof(what), "cannot load libclang: %s", err);
		out_of_memory(what);
	}
	fprintf(stderr, "timercheck: error: cannot load libclang: %s "
		"(install the Debian package libclang1-%d, or rebuild timercheck)\n",
		err, TIMERCHECK_LLVM_MAJOR);
	exit(2);
}

/*
 * Under an address-space limit, glibc's loader can run out of memory for
 * libLLVM's thread-local data inside dlopen(), and then ends the process
 * itself (status 127, "cannot allocate memory for thread-local data").
 * So with a limit set, a child (a copy of this process, with the same
 * memory) tries first; if the loader kills it, this process says so and
 * never tries. Without a limit, nothing is tried twice.
 */
static void try_loading_in_child(void)
{
	int status, null;
	pid_t pid;

	if (!memory_limit_kib())
		return;
	pid = fork();
	if (pid < 0)
		return;
	if (pid == 0) {
		null = open("/dev/null", O_WRONLY);
		if (null >= 0)
			dup2(null, STDERR_FILENO);	/* the loader's own message */
		_exit(dlopen(library_path(), RTLD_NOW | RTLD_LOCAL) ? 0 : 1);
	}
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			return;
	if (!WIFEXITED(status) || (WEXITSTATUS(status) != 0 && WEXITSTATUS(status) != 1))
		out_of_memory("cannot load libclang: the dynamic loader ran out of memory");
}

void libclang_require(void)
{
	void *fn;

	if (handle)
		return;
	try_loading_in_child();
	handle = dlopen(library_path(), RTLD_NOW | RTLD_LOCAL);
	if (!handle)
		cannot_load();
	route_llvm_out_of_memory();
#define TC_FN(ret, name, params, args)                                                  \
	fn = dlsym(handle, #name);                                                      \
	if (!fn) {                                                                      \
		fprintf(stderr, "timercheck: error: %s has no function %s: it is older " \
			"than the libclang timercheck was built with\n", library_path(), #name); \
		exit(2);                                                                \
	}                                                                               \
	*(void **)&tc_libclang.name = fn;
#define TC_VOID_FN TC_FN
#include "tu/libclang_fns.h"
#undef TC_FN
#undef TC_VOID_FN
}

const char *libclang_path(void)
{
	return library_path();
}

int libclang_api_major(void)
{
	return CINDEX_VERSION_MAJOR;
}

int libclang_api_minor(void)
{
	return CINDEX_VERSION_MINOR;
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

#define TC_FN(ret, name, params, args)                  \
	static ret first_##name params                  \
	{                                               \
		libclang_require();                     \
		return tc_libclang.name args;           \
	}
#define TC_VOID_FN(ret, name, params, args)             \
	static ret first_##name params                  \
	{                                               \
		libclang_require();                     \
		tc_libclang.name args;                  \
	}
#include "tu/libclang_fns.h"
