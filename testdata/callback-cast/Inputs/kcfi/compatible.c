// C: compatible (the same type, through a typedef)
// A control: the cast changes nothing, no trap, no finding.
struct conn { int fd; };
typedef void (*handler_t)(struct conn *);
static void on_conn(struct conn *c) { c->fd = 1; }
handler_t volatile slot;
int main(void) { struct conn c = { 0 }; slot = (handler_t)on_conn; slot(&c); return c.fd - 1; }
