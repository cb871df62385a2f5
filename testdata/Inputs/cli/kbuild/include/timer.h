/* A model timer header for the Kbuild-style test (written for timercheck). */
struct timer_list {
	void (*function)(unsigned long);
	unsigned long data;
};
