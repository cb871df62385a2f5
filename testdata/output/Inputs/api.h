/* A model timer API for the output tests (written for timercheck). */
struct timer_list {
	void (*function)(unsigned long);
	unsigned long data;
};
#define SETUP_UNCHECKED(t, fn) ((t)->function = (void (*)(unsigned long))(fn))
