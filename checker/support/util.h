/*
 * Small helpers shared by every module of timercheck: allocation that never
 * returns NULL, a growable string buffer and a growable pointer array.
 * Nothing here knows about libclang.
 */
#ifndef TIMERCHECK_SUPPORT_UTIL_H
#define TIMERCHECK_SUPPORT_UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#if defined(__GNUC__)
#define TC_PRINTF(fmt, args) __attribute__((format(printf, fmt, args)))
#else
#define TC_PRINTF(fmt, args)
#endif

/* Allocation: on failure these call out_of_memory(); they never return NULL. */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
char *xasprintf(const char *fmt, ...) TC_PRINTF(1, 2);

/*
 * Running out of memory: prints one line, "timercheck: error: out of memory
 * (WHAT; the address-space limit (ulimit -v) is N KiB)" (the limit only
 * when one is set), and ends the process at once with status 3, an
 * internal error (docs/usage.md). Allocates nothing. A worker process sets
 * its own status, by which its parent tells this death from a crash
 * (run/worker.c).
 */
_Noreturn void out_of_memory(const char *what);
void xalloc_set_failure_status(int status);
/* The address-space limit (RLIMIT_AS, ulimit -v) in KiB, or 0 when there is none. */
unsigned long long memory_limit_kib(void);
/* "; the address-space limit (ulimit -v) is N KiB", or "" without a limit; allocates nothing. */
void memory_limit_note(char *buf, size_t size);

/* A growable NUL-terminated string. Initialise with STRBUF_INIT; release with strbuf_release(). */
struct strbuf {
	char *buf;
	size_t len;
	size_t alloc;
};
#define STRBUF_INIT { NULL, 0, 0 }

void strbuf_add(struct strbuf *sb, const char *data, size_t len);
void strbuf_addstr(struct strbuf *sb, const char *s);
void strbuf_addch(struct strbuf *sb, char c);
void strbuf_addf(struct strbuf *sb, const char *fmt, ...) TC_PRINTF(2, 3);
void strbuf_vaddf(struct strbuf *sb, const char *fmt, va_list ap);
/*
 * Appends s with each control character (and DEL) as \xNN: for a name from
 * an input in a message, so that it cannot start a line of its own.
 */
void strbuf_add_printable(struct strbuf *sb, const char *s);
/* Returns the buffer (never NULL) and leaves sb empty; the caller frees it. */
char *strbuf_detach(struct strbuf *sb);
void strbuf_release(struct strbuf *sb);

/* A growable array of pointers. Initialise with PTRVEC_INIT. */
struct ptrvec {
	void **items;
	size_t len;
	size_t alloc;
};
#define PTRVEC_INIT { NULL, 0, 0 }

void ptrvec_push(struct ptrvec *v, void *item);
/* Frees the array only, not the items. */
void ptrvec_release(struct ptrvec *v);
/* Frees every item with free(), then the array. */
void ptrvec_free_all(struct ptrvec *v);

/* True when s starts with prefix. */
int starts_with(const char *s, const char *prefix);
int ends_with(const char *s, const char *suffix);

/*
 * Reads a whole regular file into a malloc'd NUL-terminated buffer.
 * Returns 0, or -1 with errno set and *out untouched. Every file timercheck
 * reads in its own process goes through here, so that a stranger's tree
 * cannot make it hang or run out of memory: the file is opened without
 * blocking (a FIFO is not waited for), and anything but a regular file
 * (a FIFO, a device such as /dev/zero, a folder) fails with errno EINVAL, a
 * file larger than READ_FILE_MAX with EFBIG. read_file_strerror() words
 * both for messages.
 */
int read_file(const char *path, char **out, size_t *len);
#define READ_FILE_MAX ((size_t)1 << 30)	/* 1 GiB: far above any source or database */
/* read_file() with a smaller limit: a file over max bytes fails with EFBIG. */
int read_file_max(const char *path, char **out, size_t *len, size_t max);
/* strerror() for read_file()'s errno, with its own two cases worded. */
const char *read_file_strerror(int err);
/* The same for an open stream (standard input); the stream is not closed. */
int read_stream(FILE *f, char **out, size_t *len);

/* 64-bit FNV-1a hash, used for fingerprints and cache keys. */
unsigned long long hash_bytes(unsigned long long h, const void *data, size_t len);
#define HASH_INIT 0xcbf29ce484222325ULL

/*
 * A 64-bit hash of a file's content, for the dependencies of a TU: the
 * same on every machine, and about ten times faster than hash_bytes() on
 * the megabytes of headers a kernel TU reads.
 */
unsigned long long content_hash(const void *data, size_t len);

#endif
