// C: incompatible (a pointer parameter called with an integer)
struct conn { int fd; };
typedef void (*legacy_t)(unsigned long);
static void on_conn(struct conn *c) { (void)c; }
legacy_t volatile slot;
int main(void) { struct conn c = { 0 }; slot = (legacy_t)on_conn; slot((unsigned long)&c); return 0; }
