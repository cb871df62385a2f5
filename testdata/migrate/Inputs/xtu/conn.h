/* Declares the callback conn.c defines and net.c registers. */
#ifndef XTU_CONN_H
#define XTU_CONN_H
struct timer_list;
struct conn {
	int closed;
	struct timer_list *unused;
};
void conn_timeout(unsigned long data);
void conn_start(void);
#endif
