/*
 * SHA-256 (FIPS 180-4) and HMAC-SHA-256 (RFC 2104), for the project index's
 * entry MACs (run/index_key.h): an entry is used only when it carries the
 * MAC of this user's secret key, so a folder shipped in a tree cannot forge
 * one. Checked against the FIPS 180-2 and RFC 4231 test vectors
 * (testdata/hostile/sha256-vectors.test).
 */
#ifndef TIMERCHECK_SUPPORT_SHA256_H
#define TIMERCHECK_SUPPORT_SHA256_H

#include <stddef.h>
#include <stdint.h>

#define SHA256_SIZE 32
#define SHA256_BLOCK 64

/* OpenSSL's EVP_MD_CTX: made by sha256_init(), freed by sha256_final(). */
struct evp_md_ctx_st;

struct sha256 {
	struct evp_md_ctx_st *ctx;
};

void sha256_init(struct sha256 *s);
void sha256_update(struct sha256 *s, const void *data, size_t len);
void sha256_final(struct sha256 *s, unsigned char out[SHA256_SIZE]);

/* HMAC-SHA-256 in pieces: init with the key, update with the message, final. */
struct hmac_sha256 {
	struct sha256 inner, outer;
};

void hmac_sha256_init(struct hmac_sha256 *h, const void *key, size_t key_len);
void hmac_sha256_update(struct hmac_sha256 *h, const void *data, size_t len);
void hmac_sha256_final(struct hmac_sha256 *h, unsigned char out[SHA256_SIZE]);

/* Whether two MACs are equal, in a time that does not depend on where they differ. */
int mac_equal(const unsigned char *a, const unsigned char *b, size_t len);

#endif
