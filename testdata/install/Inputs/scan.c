/* One finding for the installed tool to report. */
typedef void (*timer_fn)(unsigned long);
struct conn;
void on_conn(struct conn *c);
timer_fn a = (timer_fn)on_conn;
