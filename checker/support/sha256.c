/*
 * SHA-256 and HMAC-SHA-256 (see sha256.h), written from FIPS 180-4 and
 * RFC 2104.
 */
#include "support/sha256.h"

#include <string.h>

static const uint32_t round_constants[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4,
	0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
	0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f,
	0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
	0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
	0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
	0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116,
	0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
	0xc67178f2,
};

static uint32_t rotr(uint32_t x, unsigned n)
{
	return (x >> n) | (x << (32 - n));
}

/* One 64-byte block into the state (FIPS 180-4, 6.2.2). */
static void compress(uint32_t state[8], const unsigned char *p)
{
	uint32_t w[64], a, b, c, d, e, f, g, h, t1, t2;
	unsigned i;

	for (i = 0; i < 16; i++)
		w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 |
		       (uint32_t)p[4 * i + 2] << 8 | (uint32_t)p[4 * i + 3];
	for (i = 16; i < 64; i++) {
		uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
		uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);

		w[i] = w[i - 16] + s0 + w[i - 7] + s1;
	}
	a = state[0], b = state[1], c = state[2], d = state[3];
	e = state[4], f = state[5], g = state[6], h = state[7];
	for (i = 0; i < 64; i++) {
		t1 = h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) +
		     round_constants[i] + w[i];
		t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
		h = g, g = f, f = e, e = d + t1;
		d = c, c = b, b = a, a = t1 + t2;
	}
	state[0] += a, state[1] += b, state[2] += c, state[3] += d;
	state[4] += e, state[5] += f, state[6] += g, state[7] += h;
}

void sha256_init(struct sha256 *s)
{
	static const uint32_t initial[8] = {
		0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
		0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
	};

	memcpy(s->state, initial, sizeof(initial));
	s->bytes = 0;
	s->used = 0;
}

void sha256_update(struct sha256 *s, const void *data, size_t len)
{
	const unsigned char *p = data;

	s->bytes += len;
	if (s->used) {
		size_t take = SHA256_BLOCK - s->used < len ? SHA256_BLOCK - s->used : len;

		memcpy(s->block + s->used, p, take);
		s->used += take;
		p += take;
		len -= take;
		if (s->used < SHA256_BLOCK)
			return;
		compress(s->state, s->block);
		s->used = 0;
	}
	for (; len >= SHA256_BLOCK; p += SHA256_BLOCK, len -= SHA256_BLOCK)
		compress(s->state, p);
	memcpy(s->block, p, len);
	s->used = len;
}

void sha256_final(struct sha256 *s, unsigned char out[SHA256_SIZE])
{
	uint64_t bits = s->bytes * 8;
	unsigned i;

	/* A 1 bit, zeros up to 56 bytes into a block, then the length in bits, big-endian. */
	s->block[s->used++] = 0x80;
	if (s->used > SHA256_BLOCK - 8) {
		memset(s->block + s->used, 0, SHA256_BLOCK - s->used);
		compress(s->state, s->block);
		s->used = 0;
	}
	memset(s->block + s->used, 0, SHA256_BLOCK - 8 - s->used);
	for (i = 0; i < 8; i++)
		s->block[SHA256_BLOCK - 1 - i] = (unsigned char)(bits >> (8 * i));
	compress(s->state, s->block);
	for (i = 0; i < 8; i++) {
		out[4 * i] = (unsigned char)(s->state[i] >> 24);
		out[4 * i + 1] = (unsigned char)(s->state[i] >> 16);
		out[4 * i + 2] = (unsigned char)(s->state[i] >> 8);
		out[4 * i + 3] = (unsigned char)s->state[i];
	}
	memset(s, 0, sizeof(*s));
}

void hmac_sha256_init(struct hmac_sha256 *h, const void *key, size_t key_len)
{
	unsigned char pad[SHA256_BLOCK], hashed[SHA256_SIZE];
	unsigned i;

	/* A key longer than a block is hashed first (RFC 2104, section 2). */
	memset(pad, 0, sizeof(pad));
	if (key_len > SHA256_BLOCK) {
		sha256_init(&h->inner);
		sha256_update(&h->inner, key, key_len);
		sha256_final(&h->inner, hashed);
		memcpy(pad, hashed, SHA256_SIZE);
	} else if (key_len) {
		memcpy(pad, key, key_len);
	}
	for (i = 0; i < SHA256_BLOCK; i++)
		pad[i] ^= 0x36;
	sha256_init(&h->inner);
	sha256_update(&h->inner, pad, SHA256_BLOCK);
	for (i = 0; i < SHA256_BLOCK; i++)
		pad[i] ^= 0x36 ^ 0x5c;
	sha256_init(&h->outer);
	sha256_update(&h->outer, pad, SHA256_BLOCK);
	memset(pad, 0, sizeof(pad));
	memset(hashed, 0, sizeof(hashed));
}

void hmac_sha256_update(struct hmac_sha256 *h, const void *data, size_t len)
{
	sha256_update(&h->inner, data, len);
}

void hmac_sha256_final(struct hmac_sha256 *h, unsigned char out[SHA256_SIZE])
{
	unsigned char inner[SHA256_SIZE];

	sha256_final(&h->inner, inner);
	sha256_update(&h->outer, inner, SHA256_SIZE);
	sha256_final(&h->outer, out);
	memset(inner, 0, sizeof(inner));
}

int mac_equal(const unsigned char *a, const unsigned char *b, size_t len)
{
	unsigned char diff = 0;
	size_t i;

	for (i = 0; i < len; i++)
		diff |= a[i] ^ b[i];
	return diff == 0;
}
