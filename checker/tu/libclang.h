/*
 * libclang, loaded on first use. timercheck is not linked with libclang:
 * libclang.c defines each libclang function checker/ calls (the list is
 * libclang_fns.h) as a small forwarder that loads the library with dlopen
 * the first time any of them is called. Loading libclang and LLVM costs
 * 15-25 ms per process, most of a re-scan in which every TU comes from
 * the cache; such a run now never loads it. Callers use the ordinary
 * clang-c API and need nothing from this header.
 *
 * The library is the one found at build time; TIMERCHECK_LIBCLANG in the
 * environment names another (a build of the same C API). If it cannot be
 * loaded, the first libclang call prints an error naming it and exits 2;
 * if it does not fit under the address-space limit (ulimit -v), the error
 * says so and the exit status is 3, as for any out of memory. Once loaded,
 * LLVM's own out-of-memory handler is replaced by timercheck's.
 */
#ifndef TIMERCHECK_TU_LIBCLANG_H
#define TIMERCHECK_TU_LIBCLANG_H

/* Loads libclang now if it is not loaded yet (exits 2 if it cannot be). */
void libclang_require(void);

/* 1 once libclang has been loaded in this process. */
int libclang_loaded(void);

/*
 * What identifies the libclang that would be loaded, without loading it:
 * its path, size and modification time, for the cache's salt. Malloc'd.
 */
char *libclang_identity(void);

/* The path of the libclang that is (or would be) loaded. */
const char *libclang_path(void);

/* The C API version timercheck was built against (CINDEX_VERSION_*). */
int libclang_api_major(void);
int libclang_api_minor(void);

/*
 * "libclang <version>, C API <major>.<minor>" for --version (loads libclang).
 * Malloc'd.
 */
char *libclang_version(void);

#endif
