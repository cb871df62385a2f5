/*
 * A string-keyed hash map, for every lookup by file name, USR or other
 * string that would otherwise scan a list: with 100k translation units a
 * linear lookup per file or per finding makes a run quadratic (issue #14,
 * item 16).
 *
 * Keys are copied; values are the caller's (never freed here). The hash is
 * SipHash-2-4 with a key chosen at random once per process, so a tree of
 * file names crafted to collide cannot make lookups linear again; nothing
 * timercheck prints depends on the map's internal order.
 *
 * Open addressing with linear probing, no removal: timercheck's maps only
 * grow during a run. A zeroed struct (STRMAP_INIT, memset 0) is an empty map.
 */
#ifndef TIMERCHECK_SUPPORT_STRMAP_H
#define TIMERCHECK_SUPPORT_STRMAP_H

#include <stddef.h>

struct strmap_entry {
	char *key;		/* NULL: an empty slot */
	unsigned long long hash;
	void *value;
};

struct strmap {
	struct strmap_entry *slots;
	size_t cap;		/* 0 or a power of two */
	size_t len;
};
#define STRMAP_INIT { NULL, 0, 0 }

/* The entry for key, or NULL. */
struct strmap_entry *strmap_find(const struct strmap *m, const char *key);
/* The value stored for key, or NULL when there is none (or it is NULL). */
void *strmap_get(const struct strmap *m, const char *key);
/*
 * The entry for key, added with value NULL when absent (*added set to 1,
 * else 0; added may be NULL). The pointer is valid until the next insert;
 * entry->key stays valid until strmap_release().
 */
struct strmap_entry *strmap_insert(struct strmap *m, const char *key, int *added);
/* Stores value for key (replacing any earlier value). */
void strmap_put(struct strmap *m, const char *key, void *value);
/* Frees the keys and the table, not the values; leaves m empty. */
void strmap_release(struct strmap *m);

/*
 * String interning on top of the map: one copy of each distinct string,
 * owned by the pool, so records that repeat the same path or type thousands
 * of times share it.
 */
struct strpool {
	struct strmap map;
	size_t bytes;		/* the distinct strings' sizes, NULs included */
};
#define STRPOOL_INIT { STRMAP_INIT, 0 }

/* The pool's copy of s (NULL for NULL); valid until strpool_release(). */
const char *strpool_intern(struct strpool *p, const char *s);
void strpool_release(struct strpool *p);

/* SipHash-2-4 of data under the process's random key. */
unsigned long long strmap_hash(const void *data, size_t len);

#endif
