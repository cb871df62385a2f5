// C: compatible (C23 6.7.2.2: an enum with a fixed underlying type is compatible with it)
enum big : long { SMALL, LARGE = 1L << 40 };
typedef void (*setter_t)(long);
static void set_big(enum big b) { (void)b; }
setter_t volatile slot;
int main(void) { slot = (setter_t)set_big; slot(LARGE); return 0; }
