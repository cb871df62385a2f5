/* A small event-queue library with its own callback API, described by no pack. */
#ifndef EVQ_H
#define EVQ_H

#include <stdint.h>

/* Context API: the handler gets back the argument it was queued with. */
typedef void (*evq_handler_t)(void *arg);
int evq_post(int prio, evq_handler_t fn, void *arg);

/* Context API with an integer word, NuttX-style. */
typedef uintptr_t evq_word_t;
int evq_defer(unsigned delay, void (*fn)(evq_word_t w), evq_word_t w);

/* Embedded API: the timer carries its own callback and hands itself back. */
struct evq_timer {
	struct evq_timer *next;
	void (*fire)(struct evq_timer *t);
	unsigned long expires;
};
void evq_timer_arm(struct evq_timer *t, void (*fire)(struct evq_timer *), unsigned long at);

/* Not APIs: an iterator over other objects, a comparator, a callback with no context. */
struct evq_node { struct evq_node *next; };
void evq_for_each(struct evq_node *head, void (*fn)(struct evq_node *));
void evq_sort(void *base, unsigned n, int (*cmp)(const void *, const void *));
void evq_at_exit(void (*fn)(void));

/* A handle whose user data field carries the context, libuv-style. */
struct evq_io {
	void *data;
	int fd;
	void (*ready)(struct evq_io *io);
};
int evq_io_start(struct evq_io *io, void (*ready)(struct evq_io *), int fd);

#define container_of(ptr, type, member) \
	((type *)((char *)(ptr) - __builtin_offsetof(type, member)))

#endif
