/* The editor's unsaved buffer: the saved file on disk has no finding. */
typedef void (*timer_fn)(unsigned long);
struct conn;
void on_conn(struct conn *c);
timer_fn a = (timer_fn)on_conn;
timer_fn b = (timer_fn)on_conn; // NOLINT(callback-cast-pointer-integer)
