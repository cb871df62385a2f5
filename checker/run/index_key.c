/*
 * The index key (see index_key.h): read, or made once from the system's
 * random source.
 */
#include "run/index_key.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

#include "facts/facts_files.h"
#include "support/output.h"
#include "support/util.h"

/* Reads the key from an open file after checking what it is. */
static int read_key(int fd, unsigned char key[INDEX_KEY_SIZE], char **why)
{
	struct stat st;
	ssize_t n;

	if (fstat(fd, &st) != 0) {
		*why = xasprintf("cannot read it: %s", strerror(errno));
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		*why = xstrdup("it is not a regular file");
		return -1;
	}
	if (st.st_uid != geteuid()) {
		*why = xasprintf("it is owned by user %lu, not by you (user %lu)",
				 (unsigned long)st.st_uid, (unsigned long)geteuid());
		return -1;
	}
	if (st.st_mode & 077) {
		*why = xasprintf("other users can read or write it (mode %04o)",
				 (unsigned)(st.st_mode & 07777));
		return -1;
	}
	if (st.st_size != INDEX_KEY_SIZE) {
		*why = xasprintf("it is %lld bytes, not %d", (long long)st.st_size, INDEX_KEY_SIZE);
		return -1;
	}
	n = pread(fd, key, INDEX_KEY_SIZE, 0);
	if (n != INDEX_KEY_SIZE) {
		*why = xasprintf("cannot read it: %s", n < 0 ? strerror(errno) : "short read");
		return -1;
	}
	return 0;
}

static int random_bytes(unsigned char *p, size_t len)
{
	while (len) {
		ssize_t n = getrandom(p, len, 0);

		if (n < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		p += n;
		len -= (size_t)n;
	}
	return 0;
}

/*
 * Makes the key: a private temporary file, written whole, then linked to its
 * name, which fails if another run made it first (then that one is read).
 * Returns 0, 1 when the key already exists, or -1 with errno set.
 */
static int create_key(int dirfd, unsigned char key[INDEX_KEY_SIZE])
{
	char tmp[64];
	int fd, ret = -1, saved = 0;

	snprintf(tmp, sizeof(tmp), ".%s.%ld", INDEX_KEY_FILE, (long)getpid());
	unlinkat(dirfd, tmp, 0);
	fd = openat(dirfd, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
	if (fd < 0)
		return -1;
	if (random_bytes(key, INDEX_KEY_SIZE) == 0 && fd_write_all(fd, (const char *)key, INDEX_KEY_SIZE) == 0 &&
	    fsync(fd) == 0) {
		if (linkat(dirfd, tmp, dirfd, INDEX_KEY_FILE, 0) == 0)
			ret = 0;
		else if (errno == EEXIST)
			ret = 1;
	}
	saved = errno;
	close(fd);
	unlinkat(dirfd, tmp, 0);
	errno = saved;
	return ret;
}

int index_key_load(const char *dir, unsigned char key[INDEX_KEY_SIZE], char **why)
{
	struct stat st;
	char *distrust, *reason = NULL;
	int dirfd, fd, attempt, made;

	*why = NULL;
	if (!dir) {
		*why = xstrdup("there is no cache folder to keep it in (set HOME or XDG_CACHE_HOME)");
		return -1;
	}
	if (factsio_mkdirs_mode(dir, 0700) != 0 ||
	    (dirfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0) {
		*why = xasprintf("cannot use the folder '%s': %s", dir, strerror(errno));
		return -1;
	}
	if (fstat(dirfd, &st) != 0) {
		*why = xasprintf("cannot use the folder '%s': %s", dir, strerror(errno));
		close(dirfd);
		return -1;
	}
	distrust = factsio_distrust(&st);
	if (distrust) {
		*why = xasprintf("the folder '%s' is %s", dir, distrust);
		free(distrust);
		close(dirfd);
		return -1;
	}
	for (attempt = 0; attempt < 3; attempt++) {
		fd = openat(dirfd, INDEX_KEY_FILE, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
		if (fd >= 0) {
			int ret = read_key(fd, key, &reason);

			close(fd);
			if (ret != 0) {
				*why = xasprintf("'%s/%s': %s", dir, INDEX_KEY_FILE, reason);
				free(reason);
			}
			close(dirfd);
			return ret;
		}
		if (errno != ENOENT)
			break;
		made = create_key(dirfd, key);
		if (made == 0) {
			close(dirfd);
			return 0;
		}
		if (made < 0)
			break;
		/* Another run made it first: read that one. */
	}
	*why = xasprintf("cannot %s '%s/%s': %s", errno == ELOOP ? "use the symbolic link"
			 : "read or create", dir, INDEX_KEY_FILE, strerror(errno));
	close(dirfd);
	return -1;
}
