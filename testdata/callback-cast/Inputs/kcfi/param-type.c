// C: incompatible (long and unsigned long)
typedef void (*legacy_t)(unsigned long);
static void on_long(long v) { (void)v; }
legacy_t volatile slot;
int main(void) { slot = (legacy_t)on_long; slot(1); return 0; }
