/* A project's wrappers, each in its own file, and an unrelated helper. */
#include "legacy.h"
struct conn { int fd; };
struct session { long id; };
void conn_arm(struct timer_list *t, void *arg);
void conn_arm_outer(struct timer_list *t, void *arg);
int conn_count(const struct conn *c);
