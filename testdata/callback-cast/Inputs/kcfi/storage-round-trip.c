// C: compatible (stored as void (*)(void), cast back to its own type before the call)
typedef void (*generic_t)(void);
static int hits;
static void on_int(int v) { hits = v; }
generic_t volatile slot;
int main(void) { slot = (generic_t)on_int; ((void (*)(int))slot)(1); return hits - 1; }
