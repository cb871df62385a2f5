/*
 * Claims on header findings in a Kbuild index folder (see index_claim.h).
 * A claim is the file ID.claim, ID being 32 hex digits of the SHA-256 of
 * the finding's rule, file, line, column and message:
 *   timercheck-claim 1 SALT MAC\n  MAC: HMAC-SHA-256 under the index key of
 *                                  "timercheck-claim 1 SALT ID\n" and the rest
 *   CLAIMANT\n                    the main file whose call printed it
 * Nothing here reads facts; the index folder's checks (index.c) were made
 * before.
 */
#include "run/index_claim.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "facts/facts_files.h"
#include "support/sha256.h"
#include "support/util.h"

#define CLAIM_MAGIC "timercheck-claim 1 "
#define CLAIM_LOCK ".claims.lock"
#define ID_HEX 32
#define MAC_HEX (2 * SHA256_SIZE)

static void to_hex(const unsigned char *bytes, size_t n, char *hex)
{
	size_t i;

	for (i = 0; i < n; i++)
		snprintf(hex + 2 * i, 3, "%02x", bytes[i]);
}

static void add_part(struct sha256 *s, const char *part)
{
	const char *text = part ? part : "";

	sha256_update(s, text, strlen(text) + 1);	/* with its NUL: parts cannot run together */
}

/* The finding's identity: the same finding seen by every call that includes its header. */
static void finding_id(const struct finding *f, char hex[ID_HEX + 1])
{
	struct sha256 s;
	unsigned char digest[SHA256_SIZE];
	char where[32];

	snprintf(where, sizeof(where), "%u:%u", f->loc.line, f->loc.col);
	sha256_init(&s);
	add_part(&s, f->rule);
	add_part(&s, f->loc.file);
	add_part(&s, where);
	add_part(&s, f->message);
	sha256_final(&s, digest);
	to_hex(digest, ID_HEX / 2, hex);
}

static void claim_mac(const struct claim_folder *cf, const char *id, const char *body,
		      size_t len, char hex[MAC_HEX + 1])
{
	struct hmac_sha256 h;
	unsigned char mac[SHA256_SIZE];
	char *head = xasprintf(CLAIM_MAGIC "%016llx %s\n", cf->salt, id);

	hmac_sha256_init(&h, cf->key, INDEX_KEY_SIZE);
	hmac_sha256_update(&h, head, strlen(head));
	hmac_sha256_update(&h, body, len);
	hmac_sha256_final(&h, mac);
	to_hex(mac, SHA256_SIZE, hex);
	free(head);
}

/* The claimant of a signed claim of this build, malloc'd; NULL when the claim is not one. */
static char *read_claimant(const struct claim_folder *cf, const char *name, const char *id)
{
	char *text = NULL, *magic = xasprintf(CLAIM_MAGIC "%016llx ", cf->salt), *claimant = NULL;
	size_t len, mlen = strlen(magic);
	char want[MAC_HEX + 1];

	if (factsio_read_private(cf->dirfd, name, &text, &len, NULL) != 0)
		goto out;
	if (len < mlen + MAC_HEX + 2 || memcmp(text, magic, mlen) != 0 ||
	    text[mlen + MAC_HEX] != '\n' || text[len - 1] != '\n')
		goto out;
	claim_mac(cf, id, text + mlen + MAC_HEX + 1, len - mlen - MAC_HEX - 1, want);
	if (!mac_equal((const unsigned char *)want, (const unsigned char *)text + mlen, MAC_HEX))
		goto out;
	claimant = xstrndup(text + mlen + MAC_HEX + 1, len - mlen - MAC_HEX - 2);
	if (strlen(claimant) != len - mlen - MAC_HEX - 2 || claimant[0] != '/') {
		free(claimant);
		claimant = NULL;
	}
out:
	free(magic);
	free(text);
	return claimant;
}

static int newer(const struct timespec *a, const struct timespec *b)
{
	return a->tv_sec > b->tv_sec || (a->tv_sec == b->tv_sec && a->tv_nsec > b->tv_nsec);
}

/* Whether the claimant's call ran since the claim was made (its entry is newer) or is gone. */
static int claim_stale(const struct claim_folder *cf, const char *name, const char *claimant)
{
	char *entry = factsio_name(claimant, 1);
	struct stat claim_st, entry_st;
	int stale = fstatat(cf->dirfd, name, &claim_st, AT_SYMLINK_NOFOLLOW) != 0 ||
		    fstatat(cf->dirfd, entry, &entry_st, AT_SYMLINK_NOFOLLOW) != 0 ||
		    newer(&entry_st.st_mtim, &claim_st.st_mtim);

	free(entry);
	return stale;
}

static void write_claim(const struct claim_folder *cf, const char *name, const char *id)
{
	char *body = xasprintf("%s\n", cf->claimant);
	char mac[MAC_HEX + 1];
	char *text;

	claim_mac(cf, id, body, strlen(body), mac);
	text = xasprintf(CLAIM_MAGIC "%016llx %s\n%s", cf->salt, mac, body);
	/* A claim that cannot be written only means another call may print the finding too. */
	(void)factsio_write_bytes_at(cf->dirfd, name, text, strlen(text), 0600);
	free(text);
	free(body);
}

int index_claim_prints(const struct claim_folder *cf, const struct finding *f)
{
	char id[ID_HEX + 1], *name, *claimant;
	int prints = 1;

	finding_id(f, id);
	name = xasprintf("%s.claim", id);
	claimant = read_claimant(cf, name, id);
	if (claimant && strcmp(claimant, cf->claimant) != 0 && !claim_stale(cf, name, claimant))
		prints = 0;
	else
		write_claim(cf, name, id);	/* new, taken over, or this call's own refreshed */
	free(claimant);
	free(name);
	return prints;
}

int index_claim_lock(int dirfd)
{
	int fd = openat(dirfd, CLAIM_LOCK, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);

	if (fd < 0)
		return -1;
	while (flock(fd, LOCK_EX) != 0) {
		if (errno != EINTR) {
			close(fd);
			return -1;
		}
	}
	return fd;
}

void index_claim_unlock(int lockfd)
{
	if (lockfd >= 0)
		close(lockfd);	/* releases the lock */
}
