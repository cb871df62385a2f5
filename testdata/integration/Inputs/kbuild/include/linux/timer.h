/* The 2006 kernel timer API, as far as the test needs it. */
struct timer_list {
	void (*function)(unsigned long);
	unsigned long data;
};
void add_timer(struct timer_list *timer);
