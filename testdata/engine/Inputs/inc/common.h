/* Included by a.c, b.c and d.c (testdata/engine/cache.test edits it). */
#ifndef TC_ENGINE_COMMON_H
#define TC_ENGINE_COMMON_H
typedef void (*tick_fn)(unsigned long);
struct conn;
#endif
