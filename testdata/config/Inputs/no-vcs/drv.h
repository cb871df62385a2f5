typedef void (*timer_fn)(unsigned long);
struct conn;
void on_conn(struct conn *c);
static timer_fn drv_hook = (timer_fn)on_conn;
