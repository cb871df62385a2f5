/* A driver framework that keeps callbacks in generic slots. */
struct conn;
struct driver {
	const char *name;
	void *handler;			/* called as void (*)(struct conn *, int) */
	void (*generic)(void);		/* called as int (*)(struct conn *) */
};
struct good_driver {
	void *handler;			/* called as void (*)(struct conn *, int) */
};
struct event {
	int kind;			/* says which type 'fn' has */
	void *fn;
};
extern void *saved_callback;		/* called as void (*)(unsigned long) */
void run_driver(struct driver *d, struct conn *c);
void run_good(struct good_driver *d, struct conn *c);
void fire(struct event *e, struct conn *c);
void run_saved(unsigned long arg);
