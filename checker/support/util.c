/*
 * Allocation, string buffers, pointer arrays and file reading for timercheck.
 */
#include "support/util.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

static int failure_status = 3;	/* an internal error (docs/usage.md) */

void xalloc_set_failure_status(int status)
{
	failure_status = status;
}

unsigned long long memory_limit_kib(void)
{
	struct rlimit rl;

	if (getrlimit(RLIMIT_AS, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY)
		return 0;
	return (unsigned long long)rl.rlim_cur / 1024;
}

void memory_limit_note(char *buf, size_t size)
{
	unsigned long long limit = memory_limit_kib();

	if (limit)
		snprintf(buf, size, "; the address-space limit (ulimit -v) is %llu KiB", limit);
	else if (size)
		buf[0] = '\0';
}

/*
 * Formats on the stack and writes with write(2): nothing here may allocate.
 * _exit, not exit: atexit handlers and stdio flushing could allocate too,
 * and half a report on standard output is worse than none.
 */
_Noreturn void out_of_memory(const char *what)
{
	char note[96], msg[640];
	int n;

	memory_limit_note(note, sizeof(note));
	n = snprintf(msg, sizeof(msg), "timercheck: error: out of memory (%s%s)\n", what, note);
	if (n > 0)
		(void)!write(STDERR_FILENO, msg, (size_t)n < sizeof(msg) ? (size_t)n : sizeof(msg) - 1);
	_exit(failure_status);
}

static void allocation_failed(size_t n)
{
	char what[64];

	snprintf(what, sizeof(what), "allocating %zu bytes", n);
	out_of_memory(what);
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p)
		allocation_failed(n);
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (!p)
		allocation_failed(n * size);
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		allocation_failed(n);
	return p;
}

char *xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *xasprintf(const char *fmt, ...)
{
	struct strbuf sb = STRBUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	strbuf_vaddf(&sb, fmt, ap);
	va_end(ap);
	return strbuf_detach(&sb);
}

static void strbuf_grow(struct strbuf *sb, size_t extra)
{
	size_t need = sb->len + extra + 1;

	if (need <= sb->alloc)
		return;
	sb->alloc = sb->alloc ? sb->alloc * 2 : 64;
	while (sb->alloc < need)
		sb->alloc *= 2;
	sb->buf = xrealloc(sb->buf, sb->alloc);
}

void strbuf_add(struct strbuf *sb, const char *data, size_t len)
{
	strbuf_grow(sb, len);
	memcpy(sb->buf + sb->len, data, len);
	sb->len += len;
	sb->buf[sb->len] = '\0';
}

void strbuf_addstr(struct strbuf *sb, const char *s)
{
	strbuf_add(sb, s, strlen(s));
}

void strbuf_addch(struct strbuf *sb, char c)
{
	strbuf_add(sb, &c, 1);
}

void strbuf_vaddf(struct strbuf *sb, const char *fmt, va_list ap)
{
	va_list copy;
	int n;

	va_copy(copy, ap);
	n = vsnprintf(NULL, 0, fmt, copy);
	va_end(copy);
	if (n < 0)
		return;
	strbuf_grow(sb, (size_t)n);
	vsnprintf(sb->buf + sb->len, (size_t)n + 1, fmt, ap);
	sb->len += (size_t)n;
}

void strbuf_addf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	strbuf_vaddf(sb, fmt, ap);
	va_end(ap);
}

void strbuf_add_printable(struct strbuf *sb, const char *s)
{
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c < 0x20 || c == 0x7f)
			strbuf_addf(sb, "\\x%02x", c);
		else
			strbuf_addch(sb, (char)c);
	}
}

char *strbuf_detach(struct strbuf *sb)
{
	char *s = sb->buf ? sb->buf : xstrdup("");

	sb->buf = NULL;
	sb->len = sb->alloc = 0;
	return s;
}

void strbuf_release(struct strbuf *sb)
{
	free(sb->buf);
	sb->buf = NULL;
	sb->len = sb->alloc = 0;
}

void ptrvec_push(struct ptrvec *v, void *item)
{
	if (v->len == v->alloc) {
		v->alloc = v->alloc ? v->alloc * 2 : 16;
		v->items = xrealloc(v->items, v->alloc * sizeof(*v->items));
	}
	v->items[v->len++] = item;
}

void ptrvec_release(struct ptrvec *v)
{
	free(v->items);
	v->items = NULL;
	v->len = v->alloc = 0;
}

void ptrvec_free_all(struct ptrvec *v)
{
	size_t i;

	for (i = 0; i < v->len; i++)
		free(v->items[i]);
	ptrvec_release(v);
}

int starts_with(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

int ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n >= m && strcmp(s + n - m, suffix) == 0;
}

int read_stream(FILE *f, char **out, size_t *len)
{
	struct strbuf sb = STRBUF_INIT;
	char chunk[65536];
	size_t n;

	while ((n = fread(chunk, 1, sizeof(chunk), f)) > 0) {
		if (sb.len + n > READ_FILE_MAX) {
			strbuf_release(&sb);
			errno = EFBIG;
			return -1;
		}
		strbuf_add(&sb, chunk, n);
	}
	if (ferror(f)) {
		int saved = errno;

		strbuf_release(&sb);
		errno = saved ? saved : EIO;
		return -1;
	}
	if (len)
		*len = sb.len;
	*out = strbuf_detach(&sb);
	return 0;
}

int read_file(const char *path, char **out, size_t *len)
{
	return read_file_max(path, out, len, READ_FILE_MAX);
}

int read_file_max(const char *path, char **out, size_t *len, size_t max)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
	struct strbuf sb = STRBUF_INIT;
	struct stat st;
	int saved;

	if (fd < 0)
		return -1;
	if (fstat(fd, &st) != 0)
		goto fail;
	if (!S_ISREG(st.st_mode)) {
		errno = EINVAL;
		goto fail;
	}
	if ((unsigned long long)st.st_size > max) {
		errno = EFBIG;
		goto fail;
	}
	strbuf_grow(&sb, (size_t)st.st_size + 1);
	for (;;) {
		char chunk[65536];
		ssize_t n = read(fd, chunk, sizeof(chunk));

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			goto fail;
		if (n == 0)
			break;
		if (sb.len + (size_t)n > max) {	/* it grew while we read */
			errno = EFBIG;
			goto fail;
		}
		strbuf_add(&sb, chunk, (size_t)n);
	}
	sb.buf[sb.len] = '\0';		/* an empty file added nothing, so nothing terminated it */
	close(fd);
	if (len)
		*len = sb.len;
	*out = strbuf_detach(&sb);
	return 0;
fail:
	saved = errno;
	strbuf_release(&sb);
	close(fd);
	errno = saved;
	return -1;
}

const char *read_file_strerror(int err)
{
	if (err == EINVAL)
		return "not a regular file";
	if (err == EFBIG)
		return "larger than the 1 GiB limit";
	return strerror(err);
}

unsigned long long hash_bytes(unsigned long long h, const void *data, size_t len)
{
	const unsigned char *p = data;

	while (len--) {
		h ^= *p++;
		h *= 0x100000001b3ULL;
	}
	return h;
}

/*
 * content_hash(): four independent lanes of multiply-and-rotate over 8-byte
 * little-endian words (the structure of xxHash64), so the CPU overlaps the
 * multiplies; FNV-1a's single chain costs a multiply's latency per byte.
 */
#define CH_P1 0x9e3779b185ebca87ULL
#define CH_P2 0xc2b2ae3d27d4eb4fULL
#define CH_P3 0x165667b19e3779f9ULL
#define CH_P4 0x85ebca77c2b2ae63ULL
#define CH_P5 0x27d4eb2f165667c5ULL

static uint64_t ch_rotl(uint64_t x, int r)
{
	return (x << r) | (x >> (64 - r));
}

static uint64_t ch_load64(const unsigned char *p)
{
	uint64_t w;

	memcpy(&w, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	w = __builtin_bswap64(w);
#endif
	return w;
}

static uint64_t ch_lane(uint64_t acc, uint64_t word)
{
	return ch_rotl(acc + word * CH_P2, 31) * CH_P1;
}

static uint64_t ch_merge(uint64_t h, uint64_t lane)
{
	return (h ^ ch_lane(0, lane)) * CH_P1 + CH_P4;
}

unsigned long long content_hash(const void *data, size_t len)
{
	const unsigned char *p = data, *end = p + len;
	uint64_t h;

	if (len >= 32) {
		uint64_t v1 = CH_P1 + CH_P2, v2 = CH_P2, v3 = 0, v4 = 0 - CH_P1;

		do {
			v1 = ch_lane(v1, ch_load64(p));
			v2 = ch_lane(v2, ch_load64(p + 8));
			v3 = ch_lane(v3, ch_load64(p + 16));
			v4 = ch_lane(v4, ch_load64(p + 24));
			p += 32;
		} while (end - p >= 32);
		h = ch_rotl(v1, 1) + ch_rotl(v2, 7) + ch_rotl(v3, 12) + ch_rotl(v4, 18);
		h = ch_merge(ch_merge(ch_merge(ch_merge(h, v1), v2), v3), v4);
	} else {
		h = CH_P5;
	}
	h += (uint64_t)len;
	for (; end - p >= 8; p += 8)
		h = ch_rotl(h ^ ch_lane(0, ch_load64(p)), 27) * CH_P1 + CH_P4;
	for (; p < end; p++)
		h = ch_rotl(h ^ (*p * CH_P5), 11) * CH_P1;
	/* Every input bit reaches every output bit. */
	h ^= h >> 33;
	h *= CH_P2;
	h ^= h >> 29;
	h *= CH_P3;
	h ^= h >> 32;
	return h;
}
