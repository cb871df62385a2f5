/* A project header no pack describes: a struct whose callback takes the struct itself. */
struct counter {
	unsigned long long (*read)(const struct counter *c);
	unsigned mult;
};
void *memcpy(void *dst, const void *src, unsigned long n);
#define offsetof(T, m) __builtin_offsetof(T, m)
#define container_of(p, T, m) ((T *)((char *)(p) - offsetof(T, m)))
