// C: incompatible (long and long long are distinct types of the same width)
typedef void (*wide_t)(long long);
static void on_long(long v) { (void)v; }
wide_t volatile slot;
int main(void) { slot = (wide_t)on_long; slot(1); return 0; }
