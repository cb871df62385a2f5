// C: incompatible (called through void (*)(void) without a cast back: C11 6.3.2.3p8)
typedef void (*generic_t)(void);
static void on_int(int v) { (void)v; }
generic_t volatile slot;
int main(void) { slot = (generic_t)on_int; slot(); return 0; }
