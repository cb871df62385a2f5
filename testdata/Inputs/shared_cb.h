/*
 * A header with a bad cast in an inline function, included by two
 * translation units in testdata/callback-cast/dedup-two-tus.test.
 */
#ifndef TC_TEST_SHARED_CB_H
#define TC_TEST_SHARED_CB_H

typedef void (*shared_cb_t)(unsigned long);
void shared_register(shared_cb_t cb);
struct shared_ctx;
void shared_handler(struct shared_ctx *ctx);

static inline void shared_init(void)
{
	shared_register((shared_cb_t)shared_handler);
}

#endif
