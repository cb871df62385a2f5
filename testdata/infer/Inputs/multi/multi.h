/* A project header no pack describes: functions with more than one callback. */
struct table;

/* A lookup: the key goes to a hash and a compare function, which read it as they like. */
void *table_lookup(struct table *t, unsigned (*hash)(const void *key),
		   int (*equal)(const void *key, const void *entry), const void *key);

/* An unregistration: cb and priv name what was registered; release is never called with priv. */
void hook_unregister(void (*cb)(void *priv), void *priv, void (*release)(void *priv));

/* A one-callback registration: a context API, inferred. */
int hook_register(void (*cb)(void *priv), void *priv);
