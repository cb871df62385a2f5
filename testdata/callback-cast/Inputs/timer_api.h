/* A model timer API header for the tests (written for timercheck). */
struct timer_list {
	void (*function)(unsigned long);
	unsigned long data;
};
/* Typed setup with the checked-call idiom: fn(ptr) is type-checked, never called. */
#define SETUP_TIMER(t, fn, ptr)                                              \
	do {                                                                  \
		(void)(0 && ((fn)(ptr), 0));                                  \
		(t)->function = (void (*)(unsigned long))(void (*)(void *))(fn); \
		(t)->data = (unsigned long)(ptr);                             \
	} while (0)
#define SETUP_TYPED(t, fn, ptr)                                              \
	do {                                                                  \
		(void)(0 && ((fn)(ptr), 0));                                  \
		typed_cb = (void (*)(void *))(fn);                            \
	} while (0)
/* The same cast without the check. */
#define SETUP_UNCHECKED(t, fn) ((t)->function = (void (*)(unsigned long))(fn))
extern void (*typed_cb)(void *);
