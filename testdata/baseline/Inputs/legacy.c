/* A legacy file with known findings (the baseline records them). */
typedef void (*timer_fn)(unsigned long);
struct conn;
void on_conn(struct conn *c);
void no_args(void);

timer_fn a = (timer_fn)on_conn;
timer_fn b = (timer_fn)no_args;
/* Two identical lines: told apart by their occurrence index. */
timer_fn c[] = {
	(timer_fn)no_args,
	(timer_fn)no_args,
};
