// C: compatible (C11 6.7.6.3p15: a parameter's top-level qualifiers are not part of the type)
struct conn { int fd; };
typedef void (*handler_t)(struct conn *);
static void on_conn(struct conn *const c) { c->fd = 1; }
handler_t volatile slot;
int main(void) { struct conn c = { 0 }; slot = (handler_t)on_conn; slot(&c); return c.fd - 1; }
