/* One incompatible callback cast: exit status 1. */
struct conn;
void on_conn(struct conn *c);
void (*cb)(unsigned long) = (void (*)(unsigned long))on_conn;
