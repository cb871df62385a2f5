// C: incompatible (int and void return types)
typedef void (*legacy_t)(unsigned long);
static int on_int(unsigned long v) { return (int)v; }
legacy_t volatile slot;
int main(void) { slot = (legacy_t)on_int; slot(1); return 0; }
