struct conn { int fd; };
struct sess { int id; };
struct timer { void (*fn)(void *); void *data; };
void timer_arm(struct timer *t, void (*fn)(void *), void *data);
/* ctx holds a struct sess * (owner_init); mixed holds two types; own holds a struct conn *. */
struct owner { struct timer t; void *ctx; void *mixed; void *own; };
void owner_start(struct owner *o);
