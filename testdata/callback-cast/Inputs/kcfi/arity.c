// C: incompatible (two parameters called with one)
typedef void (*legacy_t)(unsigned long);
static void two(unsigned long a, int b) { (void)a; (void)b; }
legacy_t volatile slot;
int main(void) { slot = (legacy_t)two; slot(1); return 0; }
