// C: compatible (C17 6.7.6.3p5: a function returns the unqualified type)
typedef int (*getter_t)(void);
static const int get(void) { return 0; }
getter_t volatile slot;
int main(void) { slot = (getter_t)get; return slot(); }
