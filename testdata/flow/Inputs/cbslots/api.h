/* Shared by store.c and use.c: a context API timercheck infers from its
 * declaration, the slots the callbacks are kept in, and the callbacks. */
struct conn { int fd; };
struct sess { int id; };
struct timer { void (*fn)(void *); void *data; };
void timer_arm(struct timer *t, void (*fn)(void *), void *data);

void conn_cb(void *p);
void conn_cb2(void *p);
void sess_cb(void *p);
void conn_tick(unsigned long d);

/* Globals */
extern void (*g_conn)(void *);
extern void (*g_sess)(void *);
extern void (*g_late)(void *);
extern void (*g_tagged)(void *);
extern void (*g_tick)(unsigned long);
extern void (*g_pair)(void *);
extern void (*g_either)(void *);

/* Fields */
struct holder { int x; void (*fn)(void *); };
struct good_holder { int x; void (*fn)(void *); };
struct event { int kind; void (*fn)(void *); };
extern struct holder holder;
