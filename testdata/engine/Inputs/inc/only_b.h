/* Included by b.c only (testdata/engine/cache.test edits it). */
#ifndef TC_ENGINE_ONLY_B_H
#define TC_ENGINE_ONLY_B_H
typedef long (*count_fn)(unsigned long);
#endif
