/*
 * Output files (see output.h). Every byte goes through a stdio stream whose
 * writes are ours (fopencookie), so the errno of the write() that failed is
 * kept where it happened: stdio's own error flag does not say why, and
 * errno read after the emitter returns may come from any later call.
 */
#define _GNU_SOURCE	/* fopencookie */
#include "support/output.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "support/util.h"

#define MAX_SYMLINKS 40	/* as the kernel's path walk */

/* Where a stream's bytes go, and the first error on the way. */
struct sink {
	int fd;
	int owns_fd;	/* close fd when the stream is closed */
	int err;	/* errno of the first write() or close() that failed, or 0 */
};

static ssize_t sink_write(void *cookie, const char *buf, size_t size)
{
	struct sink *s = cookie;
	size_t done = 0;

	while (done < size && !s->err) {
		ssize_t n = write(s->fd, buf + done, size - done);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			s->err = n < 0 ? errno : EIO;
		else
			done += (size_t)n;
	}
	/* Fewer bytes than asked sets the stream's error flag. */
	return (ssize_t)done;
}

int fd_write_all(int fd, const char *p, size_t n)
{
	while (n) {
		ssize_t w = write(fd, p, n);

		if (w < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

static int sink_close(void *cookie)
{
	struct sink *s = cookie;

	if (s->owns_fd && close(s->fd) != 0 && !s->err)
		s->err = errno;
	return s->err ? -1 : 0;
}

/*
 * Runs emit() on a stream that writes to s->fd, then flushes and closes
 * it. Returns 0, or the errno of the failing call (EIO when the emitter
 * failed without one).
 */
static int emit_to_sink(struct sink *s, int sync, int (*emit)(FILE *out, void *data), void *data)
{
	static const cookie_io_functions_t io = { NULL, sink_write, NULL, sink_close };
	FILE *out = fopencookie(s, "w", io);
	int rc, failed;

	if (!out) {
		if (s->owns_fd)
			close(s->fd);
		return errno ? errno : ENOMEM;
	}
	rc = emit(out, data);
	failed = rc != 0 || fflush(out) != 0 || ferror(out);
	/* A regular file must be on disk before it replaces the old one. */
	if (!failed && sync && fsync(s->fd) != 0 && !s->err)
		s->err = errno;
	if (fclose(out) != 0)
		failed = 1;
	if (s->err)
		return s->err;
	return failed ? EIO : 0;
}

/* "dir/name" for a link target relative to the link's folder. */
static char *beside(const char *link, const char *target)
{
	const char *slash = strrchr(link, '/');

	if (target[0] == '/' || !slash)
		return xstrdup(target);
	return xasprintf("%.*s/%s", (int)(slash - link + 1), link, target);
}

/*
 * Follows path while it is a symlink. Returns the malloc'd final path
 * (which may not exist: a dangling link's target), or NULL with errno set.
 */
static char *follow_symlinks(const char *path)
{
	char *cur = xstrdup(path);
	int i;

	for (i = 0; i <= MAX_SYMLINKS; i++) {
		char target[PATH_MAX];
		struct stat st;
		ssize_t n;
		char *next;

		if (lstat(cur, &st) != 0 || !S_ISLNK(st.st_mode))
			return cur;
		n = readlink(cur, target, sizeof(target) - 1);
		if (n < 0) {
			free(cur);
			return NULL;
		}
		target[n] = '\0';
		next = beside(cur, target);
		free(cur);
		cur = next;
	}
	free(cur);
	errno = ELOOP;
	return NULL;
}

/* Writes a temporary file beside path and renames it over path. */
static int replace_atomically(const char *path, int (*emit)(FILE *out, void *data), void *data)
{
	char *tmp = xasprintf("%s.tmpXXXXXX", path);
	struct sink s = { -1, 1, 0 };
	mode_t mask;
	int e;

	s.fd = mkstemp(tmp);
	if (s.fd < 0) {
		e = errno;
		free(tmp);
		return e;
	}
	/* mkstemp makes the file 0600; give it the usual permissions. */
	mask = umask(0);
	umask(mask);
	(void)fchmod(s.fd, 0666 & ~mask);
	e = emit_to_sink(&s, 1, emit, data);
	if (!e && rename(tmp, path) != 0)
		e = errno;
	if (e)
		unlink(tmp);
	free(tmp);
	return e;
}

/*
 * Writes straight into what path names (flags: O_TRUNC or 0), for a
 * character device or FIFO, which a rename would replace.
 */
static int write_through(const char *path, int flags, int (*emit)(FILE *out, void *data),
			 void *data)
{
	struct sink s = { -1, 1, 0 };

	s.fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | flags);
	if (s.fd < 0)
		return errno;
	return emit_to_sink(&s, 0, emit, data);
}

static int same_file(const struct stat *a, const char *path)
{
	struct stat b;

	return stat(path, &b) == 0 && a->st_dev == b.st_dev && a->st_ino == b.st_ino;
}

/* Returns 0, an errno, or -1 with *what set. */
static int write_path(const char *path, int (*emit)(FILE *out, void *data), void *data,
		      const char **what)
{
	struct stat st;
	int exists = stat(path, &st) == 0, e;
	char *target;

	/* stat() follows every link, /dev/stdout's /proc/self/fd/1 included. */
	if (exists && (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode)))
		return write_through(path, 0, emit, data);
	if (exists && !S_ISREG(st.st_mode)) {
		*what = S_ISDIR(st.st_mode) ? "is a folder"
					    : "is not a regular file, character device or FIFO";
		return -1;
	}
	if (!exists && errno != ENOENT)
		return errno;
	/* A regular file, or none yet (perhaps a dangling link's target): replace or create it. */
	target = follow_symlinks(path);
	if (!target)
		return errno;
	if (exists && !same_file(&st, target))
		/* A link readlink() cannot spell (/proc/self/fd/N of a deleted file). */
		e = write_through(path, O_TRUNC, emit, data);
	else
		e = replace_atomically(target, emit, data);
	free(target);
	return e;
}

int write_output(const char *path, int (*emit)(FILE *out, void *data), void *data, char **err)
{
	const char *what = NULL;
	int e;

	if (strcmp(path, "-") == 0) {
		struct sink s = { STDOUT_FILENO, 0, 0 };

		/* Whatever stdout holds goes first; then our stream writes to fd 1. */
		if (fflush(stdout) != 0)
			e = errno ? errno : EIO;
		else
			e = emit_to_sink(&s, 0, emit, data);
		if (e)
			*err = xasprintf("cannot write to standard output: %s", strerror(e));
		return e ? -1 : 0;
	}
	e = write_path(path, emit, data, &what);
	if (e)
		*err = xasprintf("cannot write '%s': %s", path, what ? what : strerror(e));
	return e ? -1 : 0;
}
