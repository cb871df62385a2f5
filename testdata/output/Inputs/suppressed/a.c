typedef void (*timer_fn)(unsigned long);
struct conn;
void on_conn(struct conn *c);
void no_args(void);
timer_fn a = (timer_fn)on_conn; // NOLINT(callback-cast-pointer-integer)
timer_fn b = (timer_fn)no_args;
timer_fn c = (timer_fn)on_conn;
