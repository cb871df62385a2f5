typedef void (*timer_fn)(unsigned long);
void setup(int *t, timer_fn fn);
void setup_any(int *t, void *fn);
#define ARM(t, fn) setup_any((t), (void *)(fn))
