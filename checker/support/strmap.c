/*
 * String-keyed hash map and string pool (see strmap.h).
 */
#include "support/strmap.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#include "support/util.h"

/* SipHash-2-4 (Aumasson and Bernstein, 2012), written from the paper's description. */

static uint64_t rotl(uint64_t x, int b)
{
	return (x << b) | (x >> (64 - b));
}

/* Inline: called eight times a word, the call itself cost as much as the round (callgrind). */
static inline __attribute__((always_inline)) void sip_round(uint64_t v[4])
{
	v[0] += v[1];
	v[1] = rotl(v[1], 13);
	v[1] ^= v[0];
	v[0] = rotl(v[0], 32);
	v[2] += v[3];
	v[3] = rotl(v[3], 16);
	v[3] ^= v[2];
	v[0] += v[3];
	v[3] = rotl(v[3], 21);
	v[3] ^= v[0];
	v[2] += v[1];
	v[1] = rotl(v[1], 17);
	v[1] ^= v[2];
	v[2] = rotl(v[2], 32);
}

static uint64_t load_le64(const unsigned char *p, size_t n)
{
	uint64_t w = 0;
	size_t i;

	for (i = 0; i < n; i++)
		w |= (uint64_t)p[i] << (8 * i);
	return w;
}

static uint64_t siphash24(uint64_t k0, uint64_t k1, const void *data, size_t len)
{
	const unsigned char *p = data;
	uint64_t v[4] = { k0 ^ 0x736f6d6570736575ULL, k1 ^ 0x646f72616e646f6dULL,
			  k0 ^ 0x6c7967656e657261ULL, k1 ^ 0x7465646279746573ULL };
	uint64_t m;
	size_t i, whole = len - len % 8;

	for (i = 0; i < whole; i += 8) {
		memcpy(&m, p + i, 8);	/* one load, not eight */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
		m = __builtin_bswap64(m);
#endif
		v[3] ^= m;
		sip_round(v);
		sip_round(v);
		v[0] ^= m;
	}
	m = load_le64(p + whole, len % 8) | ((uint64_t)(len & 0xff) << 56);
	v[3] ^= m;
	sip_round(v);
	sip_round(v);
	v[0] ^= m;
	v[2] ^= 0xff;
	for (i = 0; i < 4; i++)
		sip_round(v);
	return v[0] ^ v[1] ^ v[2] ^ v[3];
}

static uint64_t hash_key[2];
static int hash_key_set;

/* Random once per process; without getrandom(), whatever differs between runs. */
static void choose_hash_key(void)
{
	unsigned char buf[16];
	uint64_t fallback = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32) ^
			    (uint64_t)(uintptr_t)&fallback;

	if (getrandom(buf, sizeof(buf), GRND_NONBLOCK) == (ssize_t)sizeof(buf)) {
		hash_key[0] = load_le64(buf, 8);
		hash_key[1] = load_le64(buf + 8, 8);
	} else {
		hash_key[0] = siphash24(fallback, ~fallback, &fallback, sizeof(fallback));
		hash_key[1] = siphash24(~fallback, fallback, &fallback, sizeof(fallback));
	}
	hash_key_set = 1;
}

unsigned long long strmap_hash(const void *data, size_t len)
{
	if (!hash_key_set)
		choose_hash_key();
	return siphash24(hash_key[0], hash_key[1], data, len);
}

/* The slot holding key, or the empty slot where it belongs. The table is never full. */
static struct strmap_entry *probe(const struct strmap *m, const char *key, unsigned long long h)
{
	size_t mask = m->cap - 1, i = (size_t)h & mask;

	while (m->slots[i].key &&
	       (m->slots[i].hash != h || strcmp(m->slots[i].key, key) != 0))
		i = (i + 1) & mask;
	return &m->slots[i];
}

static void grow(struct strmap *m)
{
	struct strmap_entry *old = m->slots;
	size_t i, old_cap = m->cap;

	m->cap = old_cap ? old_cap * 2 : 16;
	m->slots = xcalloc(m->cap, sizeof(*m->slots));
	for (i = 0; i < old_cap; i++)
		if (old[i].key)
			*probe(m, old[i].key, old[i].hash) = old[i];
	free(old);
}

struct strmap_entry *strmap_find(const struct strmap *m, const char *key)
{
	struct strmap_entry *e;

	if (!m->len)
		return NULL;
	e = probe(m, key, strmap_hash(key, strlen(key)));
	return e->key ? e : NULL;
}

void *strmap_get(const struct strmap *m, const char *key)
{
	struct strmap_entry *e = strmap_find(m, key);

	return e ? e->value : NULL;
}

struct strmap_entry *strmap_insert(struct strmap *m, const char *key, int *added)
{
	unsigned long long h = strmap_hash(key, strlen(key));
	struct strmap_entry *e;

	/* At most half full, so probe sequences stay short. */
	if ((m->len + 1) * 2 > m->cap)
		grow(m);
	e = probe(m, key, h);
	if (added)
		*added = !e->key;
	if (!e->key) {
		e->key = xstrdup(key);
		e->hash = h;
		e->value = NULL;
		m->len++;
	}
	return e;
}

void strmap_put(struct strmap *m, const char *key, void *value)
{
	strmap_insert(m, key, NULL)->value = value;
}

void strmap_release(struct strmap *m)
{
	size_t i;

	for (i = 0; i < m->cap; i++)
		free(m->slots[i].key);
	free(m->slots);
	memset(m, 0, sizeof(*m));
}

const char *strpool_intern(struct strpool *p, const char *s)
{
	struct strmap_entry *e;
	int added;

	if (!s)
		return NULL;
	e = strmap_insert(&p->map, s, &added);
	if (added)
		p->bytes += strlen(s) + 1;
	return e->key;
}

void strpool_release(struct strpool *p)
{
	strmap_release(&p->map);
	p->bytes = 0;
}
