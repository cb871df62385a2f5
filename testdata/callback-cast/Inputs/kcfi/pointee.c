// C: incompatible (struct conn * and void * are not compatible types)
struct conn { int fd; };
typedef void (*typed_t)(void *);
static void on_conn(struct conn *c) { (void)c; }
typed_t volatile slot;
int main(void) { struct conn c = { 0 }; slot = (typed_t)on_conn; slot(&c); return 0; }
