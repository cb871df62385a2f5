/*
 * Writing the files a run produces (--output, --write-baseline) and
 * standard output, with every write checked and the failing call's errno
 * reported; and a whole buffer written to a descriptor (fd_write_all).
 */
#ifndef TIMERCHECK_SUPPORT_OUTPUT_H
#define TIMERCHECK_SUPPORT_OUTPUT_H

#include <stdio.h>

/*
 * Writes what emit() prints to path ("-" for standard output):
 *  - a regular file, or a path that does not exist yet, is written in full
 *    or not at all: a temporary file beside it is flushed, synced and
 *    renamed over it;
 *  - a symlink is followed (up to 40 links): its target is written as
 *    above and the link stays a link, as clang does with -o;
 *  - a character device or a FIFO (/dev/null, /dev/stdout, a pipe) is
 *    opened and written directly: it is never replaced by a file;
 *  - anything else (a folder, a socket, a block device) is refused.
 * Returns 0, or -1 with a malloc'd message in *err naming the path and the
 * error of the call that failed (a full disk reads "No space left on
 * device"); a regular file is then left as it was.
 */
int write_output(const char *path, int (*emit)(FILE *out, void *data), void *data, char **err);

/*
 * Writes the n bytes at p to fd, again after a short write or EINTR.
 * Returns 0, or -1 with errno set by the write() that failed.
 */
int fd_write_all(int fd, const char *p, size_t n);

#endif
